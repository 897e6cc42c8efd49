/**
 * Visitors: GET /captcha.php (a real svg-captcha image; the answer is kept in the
 * session and checked once), POST /registration (multipart with a file) and
 * POST /registration/ (the simple save). Both store the request.
 */
import type { Context, Hono } from 'hono';
import svgCaptcha from 'svg-captcha';
import * as v from 'valibot';
import type { Db } from '../db';
import { msg, spec } from '../messages';
import { ensureSession } from '../session';
import type { AppEnv, Deps } from '../types';
import { HttpError, object, optText, parse, readInput, text } from '../validate';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const registrationSchema = object({
  surname: text('surname', 100, spec.required),
  name: text('name', 100, spec.required),
  patronymic: optText('patronymic', 100),
  phone: v.pipe(
    text('phone', 40, spec.required),
    v.check((s) => s.replace(/\D/g, '').length > 9, spec.required),
  ),
  email: v.pipe(text('email', 200, spec.required), v.email(msg.emailInvalid)),
  company: text('company', 300, spec.required),
  inn: v.pipe(
    optText('inn', 12),
    v.check((s) => s === '' || /^(\d{10}|\d{12})$/.test(s), msg.field('inn', 'ИНН — 10 или 12 цифр')),
  ),
  city: optText('city', 100),
  region: optText('region', 100),
  region_other: optText('region_other', 200),
  captcha: text('captcha', 20, msg.captchaEmpty),
});

/** Takes the session's captcha answer (once) and compares; the test answer also passes. */
async function checkCaptcha(db: Db, sessionId: string | null, answer: string, testAnswer?: string): Promise<boolean> {
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

export function registrationRoutes(app: Hono<AppEnv>, { db, config }: Deps): void {
  app.get('/captcha.php', async (c) => {
    const sessionId = await ensureSession(c, db);
    const captcha = svgCaptcha.create({ size: 5, noise: 2, color: true, ignoreChars: '0oO1lIi', background: '#f4f4f4' });
    await db.query('UPDATE sessions SET captcha = $2 WHERE id = $1', [sessionId, captcha.text]);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(captcha.data);
  });

  app.post('/registration', async (c: Context<AppEnv>) => {
    // strict: false routes both here; the legacy site told them apart by the slash.
    const simple = new URL(c.req.url).pathname.endsWith('/');
    const input = await readInput(c);
    const fail = (status: 400 | 409, message: string) =>
      c.json({ status: 'error', state: 'error', message }, status);
    let form: v.InferOutput<typeof registrationSchema>;
    try {
      form = parse(registrationSchema, input);
    } catch (error) {
      if (error instanceof HttpError) return fail(400, error.message);
      throw error;
    }
    const file = input.file instanceof File && input.file.size > 0 ? input.file : null;
    if (file && file.size > MAX_FILE_BYTES) return fail(400, msg.fileTooLarge);
    const email = form.email.toLowerCase();
    const taken = await db.query('SELECT 1 FROM users WHERE lower(email) = $1', [email]);
    if (taken.length) return fail(409, spec.emailTaken);
    if (!(await checkCaptcha(db, c.var.session.id, form.captcha, config.captchaTestAnswer))) {
      return fail(400, msg.captchaWrong);
    }
    const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
    await db.query(
      `INSERT INTO registration_requests
         (kind, surname, name, patronymic, phone, email, company, inn, city, region, region_other,
          file_name, file_type, file_size, file_data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        simple ? 'simple' : 'full',
        form.surname,
        form.name,
        form.patronymic,
        form.phone,
        email,
        form.company,
        form.inn,
        form.city,
        form.region,
        form.region_other,
        file?.name.slice(0, 255) ?? null,
        file ? file.type || 'application/octet-stream' : null,
        file?.size ?? null,
        bytes,
      ],
    );
    const message = simple ? spec.registrationRequestDone : spec.registrationDone;
    return c.json({ status: 'success', state: 'success', message });
  });
}
