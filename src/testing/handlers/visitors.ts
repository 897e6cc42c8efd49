/** The visitor's legacy addresses: /registration (multipart + captcha), /captcha.php, /reminder/, /ajax/checkuser/. */
import { http, HttpResponse } from 'msw';
import { fail, msg, ok, type Ctx } from './http';

const REQUIRED = ['surname', 'name', 'phone', 'email', 'company', 'inn', 'city'] as const;

/**
 * The next picture's code: another one each time, the same sequence on
 * every run (the stories are pictured and compared, tests/visual/).
 */
function nextCaptcha(previous: string): string {
  let hash = 7;
  for (const char of previous) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return (Math.imul(hash, 2654435761) >>> 0).toString(36).slice(-4).padStart(4, 'x');
}

export function visitorHandlers({ state, site, wait }: Ctx) {
  // POST /registration and /registration/ (spec 7): same check, the latter answers `state` too.
  const registration = (path: string, withState: boolean) =>
    http.post(site(path), async ({ request }) => {
      await wait();
      if (request.headers.get('X-Requested-With') !== 'XMLHttpRequest') return fail(403, 'CSRF');
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return fail(400, msg.required);
      }
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        fields[key] = typeof value === 'string' ? value : `file:${value.name}`;
      });
      // As the portal: a taken e-mail is refused before the captcha is looked at (and spent).
      if (state.knownEmails.includes((fields.email ?? '').trim().toLowerCase())) return fail(409, msg.emailTaken);
      // The answer is checked once: a wrong or reused code needs a new picture.
      const expected = state.captcha;
      state.captcha = nextCaptcha(expected);
      if ((fields.captcha ?? '').trim().toLowerCase() !== expected) return fail(400, 'Неверно введён код с картинки');
      if (REQUIRED.some((k) => !(fields[k] ?? '').trim())) return fail(400, msg.required);
      state.registrations.push(fields);
      return ok({ status: 'success', ...(withState ? { state: 'success' } : {}), message: msg.registrationRequestDone });
    });

  return [
    // Whether an e-mail is registered (spec 7: user_email); the portal answers the same shape.
    http.post(site('/ajax/checkuser/'), async ({ request }) => {
      await wait();
      if (request.headers.get('X-Requested-With') !== 'XMLHttpRequest') return fail(403, 'CSRF');
      const email = new URLSearchParams(await request.text()).get('user_email')?.trim().toLowerCase() ?? '';
      const exists = state.knownEmails.includes(email);
      return ok({ status: 'success', exists, message: exists ? msg.emailTaken : '' });
    }),

    // Slash first: msw lets the '/registration' pattern match '/registration/' too.
    registration('/registration/', true),
    registration('/registration', false),

    http.get(site('/captcha.php'), async () => {
      await wait();
      // The fake draws its answer as plain text: good enough for stories and tests.
      return new HttpResponse(
        `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" role="img" aria-label="captcha">` +
          `<rect width="120" height="40" fill="#eee"/><text x="18" y="28" font-size="22" font-family="monospace">${state.captcha}</text></svg>`,
        { headers: { 'Content-Type': 'image/svg+xml' } },
      );
    }),

    http.post(site('/reminder/'), async ({ request }) => {
      await wait();
      if (request.headers.get('X-Requested-With') !== 'XMLHttpRequest') return fail(403, 'CSRF');
      const email = new URLSearchParams(await request.text()).get('email')?.trim() ?? '';
      if (!email) return fail(400, msg.reminderEmpty);
      if (!state.knownEmails.includes(email.toLowerCase())) return fail(404, msg.reminderUnknown);
      return ok({ status: 'success', result: 1, message: msg.reminderSent });
    }),
  ];
}
