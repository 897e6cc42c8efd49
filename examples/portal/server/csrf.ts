/**
 * CSRF: a state-changing request must carry `X-Requested-With: XMLHttpRequest`
 * (a cross-site form cannot set it) or an `Origin` equal to the portal's own
 * (browsers send it on form POSTs). Otherwise 403 with a Russian message.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { msg } from './messages';
import type { AppEnv } from './types';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET addresses that still change state (legacy): checked like POSTs. */
const UNSAFE_GETS = [/^\/api\/clearBasket\/?$/];

export function isTrusted(c: Context): boolean {
  if ((c.req.header('x-requested-with') ?? '').toLowerCase() === 'xmlhttprequest') return true;
  const origin = c.req.header('origin');
  return !!origin && origin !== 'null' && origin === new URL(c.req.url).origin;
}

export function csrfMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const unsafe = !SAFE.has(c.req.method) || UNSAFE_GETS.some((re) => re.test(c.req.path));
    if (unsafe && !isTrusted(c)) {
      return c.json({ status: 'error', message: msg.csrf }, 403);
    }
    await next();
  };
}
