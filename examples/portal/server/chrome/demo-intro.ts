/**
 * The demo intro (<b2b-demo-intro>): a fresh demo login from the site owes it
 * once per session (sql/016), until the intro is closed.
 */
import type { Queryable } from '../db';

export async function demoIntroPending(db: Queryable, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  return (await db.query('SELECT 1 FROM demo_intros WHERE session_id = $1', [sessionId])).length > 0;
}

export async function startDemoIntro(db: Queryable, sessionId: string): Promise<void> {
  await db.query('INSERT INTO demo_intros (session_id) VALUES ($1) ON CONFLICT DO NOTHING', [sessionId]);
}

/** The intro was closed: this session never shows it again. */
export async function endDemoIntro(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM demo_intros WHERE session_id = $1', [sessionId]);
}
