/** Login, logout, the demo user and the legacy password reminder. */
import * as v from 'valibot';
import * as s from '../schemas';
import type { LoginRequest, StatusReply, UserReply } from '../types';
import type { CallOpts } from './client';
import { apiCall, siteCall } from './client';

export function login(req: LoginRequest, opts: CallOpts = {}): Promise<UserReply> {
  return apiCall('login', { ...opts, body: req, schema: s.UserReplySchema });
}

export function logout(opts: CallOpts = {}): Promise<StatusReply> {
  return apiCall('logout', { ...opts, body: {}, schema: s.StatusReplySchema });
}

/**
 * Logs the browser in as the demo user (isDemo) and sets the session cookie.
 * `intro`: a login from the site, after which the page shows the demo intro once.
 */
export function getUserDemo(opts: CallOpts & { intro?: boolean } = {}): Promise<UserReply> {
  const { intro, ...call } = opts;
  return apiCall('getUserDemo', { ...call, body: intro ? { intro: true } : {}, schema: s.UserReplySchema });
}

/** The legacy reply is `{ result: 1 }` or even a bare `1`; both mean "sent". */
const ReminderSchema = v.union([
  s.ReminderReplySchema,
  v.pipe(
    s.Num,
    v.transform((result) => ({ result, message: '' })),
  ),
]);

export interface ReminderResult {
  /** Spec 7: success is result 1. */
  sent: boolean;
  /** The server's text, if any. */
  message: string;
}

/**
 * POST /reminder/ (form-encoded `email`). An unknown email comes back as an
 * ApiError with the server's message ('В нашей базе не содержится такого E-mail').
 */
export async function reminder(email: string, opts: CallOpts = {}): Promise<ReminderResult> {
  const reply = await siteCall('/reminder/', { ...opts, form: { email }, schema: ReminderSchema });
  return { sent: reply.result === 1, message: reply.message };
}

export interface CheckUserResult {
  /** The e-mail belongs to an account already. */
  exists: boolean;
  /** The server's text ('Этот Email уже занят'), if any. */
  message: string;
}

/** POST /ajax/checkuser/ (form-encoded `user_email`): the registration form asks as the field is left. */
export async function checkUser(email: string, opts: CallOpts = {}): Promise<CheckUserResult> {
  const reply = await siteCall('/ajax/checkuser/', { ...opts, form: { user_email: email }, schema: s.CheckUserReplySchema });
  return { exists: reply.exists, message: reply.message };
}
