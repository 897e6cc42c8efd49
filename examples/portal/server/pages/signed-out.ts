/**
 * The page after the portal signed a buyer out: a sub-manager whom the
 * account owner disabled loses the open session at their next request
 * (session.ts). That request is often a widget's call (the chat polls every
 * 5 s), whose refusal the buyer may never read; the page they open next, a
 * visitor's, says why they were signed out. The reason rides in a
 * short-lived cookie, read once.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { accountMsg } from '../messages';
import { SIGNED_OUT_COOKIE } from '../session';
import type { AppEnv } from '../types';
import { html, type Raw } from './html';

export type SignedOut = 'disabled' | null;

/** Why this visitor's last session ended, once (the cookie goes with this page); null for a signed-in user or no news. */
export function signedOutReason(c: Context<AppEnv>): SignedOut {
  const { session } = c.var;
  if (session.user) return null;
  const told = getCookie(c, SIGNED_OUT_COOKIE);
  // Said here: no page after this one says it again (nor the one the session middleware
  // would have told, had this request been a widget's call).
  if (told !== undefined || session.disabled) deleteCookie(c, SIGNED_OUT_COOKIE, { path: '/' });
  return session.disabled || told === 'disabled' ? 'disabled' : null;
}

/** The notice at the top of the visitor's page. */
export function signedOutNotice(reason: SignedOut): Raw | '' {
  if (reason !== 'disabled') return '';
  return html`<div class="alert alert-warning signed-out" role="alert">${accountMsg.signedOutDisabled}</div>`;
}
