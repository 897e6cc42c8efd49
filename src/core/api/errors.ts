/**
 * One error type for every failed call, with a Russian message ready to show
 * (design 4: "a failure is shown to the user in Russian with a way to retry").
 */
import { t } from '../messages/text';

export type ApiErrorKind =
  /** HTTP 4xx/5xx. */
  | 'http'
  /** No answer at all (offline, DNS, connection reset). */
  | 'network'
  /** No answer within the call's timeout. */
  | 'timeout'
  /** Cancelled by the caller or superseded by a newer call: ignore it. */
  | 'abort'
  /** HTTP 200 whose body says it failed (`status: 'error'`, `state: 'error'`). */
  | 'reply'
  /** HTTP 200 whose body does not have the shape docs/api.md fixes. */
  | 'shape';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  code?: string;
  data?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status when the server answered. */
  readonly status?: number;
  /** The server's machine-readable code, e.g. 'shortage'. */
  readonly code?: string;
  /** The reply body (for 'shortage': `{ available }`), when there was one. */
  readonly data?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    if (init.status !== undefined) this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.data !== undefined) this.data = init.data;
  }
}

/** Callers of superseded requests drop these silently. */
export function isAbortError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'abort';
}

export function abortError(cause?: unknown): ApiError {
  return new ApiError({ kind: 'abort', message: t('requestAborted'), cause });
}

export function timeoutError(): ApiError {
  return new ApiError({ kind: 'timeout', message: t('timeoutError') });
}

export function networkError(cause?: unknown): ApiError {
  return new ApiError({ kind: 'network', message: t('networkError'), cause });
}

function field(data: unknown, key: string): unknown {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>)[key] : undefined;
}

/** The server's own text, when it sent one (it is Russian and meant for the user). */
function serverMessage(data: unknown): string | undefined {
  const message = field(data, 'message');
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function serverCode(data: unknown): string | undefined {
  const code = field(data, 'code');
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

/** An HTTP 4xx/5xx reply: the server's message, else the generic one. */
export function httpError(status: number, data: unknown): ApiError {
  return new ApiError({
    kind: 'http',
    status,
    message: serverMessage(data) ?? t('serverError'),
    code: serverCode(data),
    data,
  });
}

function saysFailure(word: unknown, data: unknown): boolean {
  if (typeof word !== 'string') return false;
  if (word === 'error') return true;
  // 'fail', 'denied'... with an explanation is a failure; a bare status word
  // (an order's state) is data, and 'success' is success.
  return word !== 'success' && serverMessage(data) !== undefined;
}

/**
 * A 200 reply that reports a failure (legacy style), or undefined when it
 * does not: `status: 'error'`, `state: 'error'`, or another status word with a message.
 */
export function replyError(status: number, data: unknown): ApiError | undefined {
  if (!saysFailure(field(data, 'status'), data) && !saysFailure(field(data, 'state'), data)) return undefined;
  return new ApiError({
    kind: 'reply',
    status,
    message: serverMessage(data) ?? t('serverError'),
    code: serverCode(data),
    data,
  });
}

export function shapeError(status: number, data: unknown, issues: unknown): ApiError {
  return new ApiError({ kind: 'shape', status, message: t('badReply'), data, cause: issues });
}

/**
 * Whether sending the same request again can help: no answer
 * (network, timeout), a 5xx, 408 or 429. A refusal of a rule (any other 4xx, or
 * a 200 that says it failed) answers the same every time: the widgets show its
 * message and never a «Повторить» for it; an unreadable reply or a bug is no
 * better the second time either.
 */
export function retryHelps(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind !== 'http') return false;
  return error.status === undefined || error.status >= 500 || error.status === 408 || error.status === 429;
}
