/**
 * The registration form's captcha: a real svg-captcha picture whose answer is
 * kept in the visitor's session and taken (checked once) by the next registration.
 */
import svgCaptcha from 'svg-captcha';
import type { Queryable } from '../db';

/** A new picture for session `sessionId` (its answer replaces the one before); the SVG. */
export async function newCaptcha(db: Queryable, sessionId: string): Promise<string> {
  const captcha = svgCaptcha.create({ size: 5, noise: 2, color: true, ignoreChars: '0oO1lIi', background: '#f4f4f4' });
  await db.query('UPDATE sessions SET captcha = $2 WHERE id = $1', [sessionId, captcha.text]);
  return captcha.data;
}

/** Takes the session's captcha answer (once) and compares, case aside; the test answer also passes. */
export async function checkCaptcha(db: Queryable, sessionId: string | null, answer: string, testAnswer?: string): Promise<boolean> {
  let stored: string | null = null;
  if (sessionId) {
    const rows = await db.query<{ captcha: string | null }>(
      `WITH old AS (SELECT id, captcha FROM sessions WHERE id = $1 FOR UPDATE)
       UPDATE sessions s SET captcha = NULL FROM old WHERE s.id = old.id RETURNING old.captcha`,
      [sessionId],
    );
    stored = rows[0]?.captcha ?? null;
  }
  const given = answer.trim().toLowerCase();
  if (testAnswer && given === testAnswer.toLowerCase()) return true;
  return stored !== null && given === stored.toLowerCase();
}
