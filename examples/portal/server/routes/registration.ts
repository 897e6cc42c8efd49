/**
 * Visitors: GET /captcha.php (a real svg-captcha image; the answer is kept in the
 * session and checked once), POST /registration (multipart with a file) and
 * POST /registration/ (the simple save). Both store the request
 * (visitors/requests.ts; the captcha: visitors/captcha.ts).
 */
import type { Context, Hono } from 'hono';
import { isEmailRegistered } from '../auth/users';
import { msg, spec } from '../messages';
import { ensureSession } from '../session';
import type { AppEnv, Deps } from '../types';
import { HttpError, parse, readInput } from '../validate';
import { checkCaptcha, newCaptcha } from '../visitors/captcha';
import { MAX_FILE_BYTES, registrationSchema, saveRegistrationRequest, type RegistrationForm } from '../visitors/requests';

export function registrationRoutes(app: Hono<AppEnv>, { db, config }: Deps): void {
  app.get('/captcha.php', async (c) => {
    const svg = await newCaptcha(db, await ensureSession(c, db));
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(svg);
  });

  app.post('/registration', async (c: Context<AppEnv>) => {
    // strict: false routes both here; the legacy site told them apart by the slash.
    const simple = new URL(c.req.url).pathname.endsWith('/');
    const input = await readInput(c);
    const fail = (status: 400 | 409, message: string) =>
      c.json({ status: 'error', state: 'error', message }, status);
    let form: RegistrationForm;
    try {
      form = parse(registrationSchema, input);
    } catch (error) {
      if (error instanceof HttpError) return fail(400, error.message);
      throw error;
    }
    const file = input.file instanceof File && input.file.size > 0 ? input.file : null;
    if (file && file.size > MAX_FILE_BYTES) return fail(400, msg.fileTooLarge);
    const email = form.email.toLowerCase();
    if (await isEmailRegistered(db, email)) return fail(409, spec.emailTaken);
    if (!(await checkCaptcha(db, c.var.session.id, form.captcha, config.captchaTestAnswer))) {
      return fail(400, msg.captchaWrong);
    }
    await saveRegistrationRequest(db, simple ? 'simple' : 'full', { ...form, email }, file);
    const message = simple ? spec.registrationRequestDone : spec.registrationDone;
    return c.json({ status: 'success', state: 'success', message });
  });
}
