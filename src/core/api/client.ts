/**
 * Every server call goes through here (design 2: render code never calls
 * fetch). On the platform's fetch: credentials included, X-Requested-With on
 * every request (the portal's CSRF check), a timeout per call, identical GETs
 * in flight shared, idempotent GETs retried with backoff, replies validated by
 * valibot. No fetch library: this file already does the retries, timeouts
 * and sharing one would, and ofetch with its helpers was 4 kB gz of the
 * runtime every page downloads.
 */
import * as v from 'valibot';
import { getConfig } from '../config';
import { API_GET_RETRIES, API_RETRY_BASE_MS, API_TIMEOUT_MS } from '../constants';
import { API_HEADERS, takeEarly, type EarlyReply } from './early';
import { abortError, httpError, networkError, replyError, shapeError, timeoutError, type ApiError } from './errors';

export * from './errors';

export type HttpVerb = 'GET' | 'POST' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;
export type FormFields = Record<string, string | number | boolean | null | undefined>;

/** Per-call options every area function takes last. */
export interface CallOpts {
  signal?: AbortSignal;
  timeout?: number;
}

export interface CallOptions<T> {
  /** Appended as `/{id}/`. */
  id?: string | number;
  /** Default: POST when there is a body, form or multipart, else GET. */
  verb?: HttpVerb;
  query?: Query;
  /** JSON body. */
  body?: unknown;
  /** application/x-www-form-urlencoded body (legacy /reminder/, uploadsFromBuffer). */
  form?: FormFields;
  /** multipart/form-data body (files). */
  multipart?: FormData;
  signal?: AbortSignal;
  /** Milliseconds per attempt; default API_TIMEOUT_MS (15 s). */
  timeout?: number;
  /** The reply's shape; a reply that fails it becomes an ApiError of kind 'shape'. */
  schema: v.GenericSchema<unknown, T>;
  /** Share an identical request already in flight. Default: true for GET, never for others. */
  dedupe?: boolean;
  /** Extra attempts after network errors and 408/429/5xx. Default 2 for GET; POST and DELETE never retry. */
  retry?: number;
}

// Statuses worth another try: the server or a proxy was busy, not wrong.
const RETRY_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

interface RawReply {
  status: number;
  data: unknown;
}

interface InFlight {
  key: string | undefined;
  promise: Promise<RawReply>;
  controller: AbortController;
  users: number;
}

const inFlight = new Map<string, InFlight>();

/** `{apiBase}/{method}/` or `{apiBase}/{method}/{id}/`. */
export function apiUrl(method: string, id?: string | number): string {
  const base = `${getConfig().apiBase}/${method}/`;
  return id === undefined ? base : `${base}${encodeURIComponent(String(id))}/`;
}

/** A legacy address under siteBase ('/search/', '/registration', '/captcha.php'). */
export function siteUrl(path: string): string {
  return `${getConfig().siteBase}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Skips null/undefined, repeats arrays (`brand=a&brand=b`), sends booleans as 1/0 like PHP forms. */
export function toSearchParams(fields: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value as string | number));
  }
  return params;
}

export function withQuery(url: string, query?: Query): string {
  if (!query) return url;
  const qs = toSearchParams(query).toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(abortError());
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

interface Attempt {
  url: string;
  verb: HttpVerb;
  body: BodyInit | undefined;
  headers: Record<string, string>;
  timeout: number;
}

const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i;
/** Replies that carry no body whatever their headers say. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A reply's body as the reply check reads it, for fetch and the upload's
 * XMLHttpRequest alike: parsed as JSON when its type says JSON, when it gives
 * no type, or when it looks like JSON (legacy PHP pages send JSON as
 * text/html); else its text (an HTML error page, a plain 'ok'). A body that
 * does not parse stays text, so the reply check names what came instead of
 * throwing a parse error.
 */
export function replyBody(text: string, contentType: string | null): unknown {
  const type = (contentType ?? '').split(';')[0]!.trim();
  if (type && !JSON_TYPE.test(type) && !/^\s*[{[]/.test(text)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One HTTP exchange; any answer (even 500) resolves, no answer rejects with an ApiError. */
async function attempt(a: Attempt, signal: AbortSignal): Promise<RawReply> {
  if (signal.aborted) throw abortError();
  // Our own controller per attempt: the timeout and the caller's abort both end it.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, a.timeout);
  const onAbort = () => controller.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const res = await fetch(a.url, { method: a.verb, body: a.body, headers: a.headers, credentials: 'include', signal: controller.signal });
    // Read inside the timer: a body that stalls halfway times out like a silent server.
    const data = NO_BODY.has(res.status) ? undefined : replyBody(await res.text(), res.headers.get('content-type'));
    return { status: res.status, data };
  } catch (error) {
    if (timedOut) throw timeoutError();
    if (signal.aborted) throw abortError(error);
    throw networkError(error);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

/** The reply of the same GET the loader started early, when it is one the caller can use in time. */
async function earlyReply(early: Promise<EarlyReply>, timeout: number): Promise<RawReply | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeout)));
    const reply = await Promise.race([early, late]);
    if (!reply) return null;
    const { status, text } = reply;
    return RETRY_STATUSES.has(status) ? null : { status, data: NO_BODY.has(status) ? undefined : replyBody(text, null) };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

async function withRetries(a: Attempt, retries: number, signal: AbortSignal, early?: Promise<EarlyReply>): Promise<RawReply> {
  // An early reply that failed, was busy or came too late: the call goes out as usual.
  const taken = early && (await earlyReply(early, a.timeout));
  if (taken) return taken;
  for (let n = 0; ; n += 1) {
    let retryable: boolean;
    try {
      const reply = await attempt(a, signal);
      retryable = RETRY_STATUSES.has(reply.status);
      if (!retryable || n >= retries) return reply;
    } catch (error) {
      // A timeout already cost the user API_TIMEOUT_MS; retrying would triple it.
      if ((error as ApiError).kind !== 'network' || n >= retries) throw error;
    }
    await sleep(API_RETRY_BASE_MS * 2 ** n, signal);
  }
}

/** Joins a shared request: leaving (abort) rejects only this caller; the last to leave cancels it. */
function join(entry: InFlight, signal: AbortSignal | undefined): Promise<RawReply> {
  entry.users += 1;
  if (!signal) return entry.promise;
  return new Promise<RawReply>((resolve, reject) => {
    const leave = () => {
      entry.users -= 1;
      if (entry.users === 0) {
        // Nobody wants it any more: cancel, and let the next identical call start afresh.
        if (entry.key !== undefined && inFlight.get(entry.key) === entry) inFlight.delete(entry.key);
        entry.controller.abort();
      }
      reject(abortError(signal.reason));
    };
    if (signal.aborted) {
      leave();
      return;
    }
    signal.addEventListener('abort', leave, { once: true });
    entry.promise.then(
      (r) => {
        signal.removeEventListener('abort', leave);
        resolve(r);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', leave);
        reject(e);
      },
    );
  });
}

function start(key: string | undefined, a: Attempt, retries: number): InFlight {
  const controller = new AbortController();
  const early = a.verb === 'GET' ? takeEarly(a.url) : undefined;
  const entry: InFlight = { key, controller, users: 0, promise: withRetries(a, retries, controller.signal, early) };
  // Callers hear the outcome through join(); a request everyone left must not be an unhandled rejection.
  entry.promise.catch(() => undefined);
  if (key !== undefined) {
    inFlight.set(key, entry);
    const forget = () => {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    };
    entry.promise.then(forget, forget);
  }
  return entry;
}

/** Turns an answer into the caller's value or an ApiError (http, reply, shape). */
export function readReply<T>(raw: RawReply, schema: v.GenericSchema<unknown, T>): T {
  if (raw.status >= 400) throw httpError(raw.status, raw.data);
  const failed = replyError(raw.status, raw.data);
  if (failed) throw failed;
  const parsed = v.safeParse(schema, raw.data);
  if (!parsed.success) throw shapeError(raw.status, raw.data, parsed.issues);
  return parsed.output;
}

/** The request core shared by apiCall and siteCall. */
export async function request<T>(url: string, opts: CallOptions<T>): Promise<T> {
  if (opts.signal?.aborted) throw abortError(opts.signal.reason);
  const hasBody = opts.body !== undefined || opts.form !== undefined || opts.multipart !== undefined;
  const verb: HttpVerb = opts.verb ?? (hasBody ? 'POST' : 'GET');
  const fullUrl = withQuery(url, opts.query);
  const headers: Record<string, string> = { ...API_HEADERS, Accept: 'application/json' };
  let body: Attempt['body'];
  if (opts.multipart) body = opts.multipart;
  else if (opts.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = toSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const a: Attempt = { url: fullUrl, verb, body, headers, timeout: opts.timeout ?? API_TIMEOUT_MS };
  // Only GET is idempotent by contract; a retried POST could add goods twice.
  const retries = verb === 'GET' ? Math.max(0, opts.retry ?? API_GET_RETRIES) : 0;
  const dedupe = verb === 'GET' && (opts.dedupe ?? true);
  const key = dedupe ? `GET ${fullUrl}` : undefined;
  const entry = (key !== undefined ? inFlight.get(key) : undefined) ?? start(key, a, retries);
  const raw = await join(entry, opts.signal);
  return readReply(raw, opts.schema);
}

/** `{apiBase}/{method}/[{id}/]`: the calls of spec section 7. */
export function apiCall<T>(method: string, opts: CallOptions<T>): Promise<T> {
  return request(apiUrl(method, opts.id), opts);
}

/** A legacy address outside /api (`/search/`, `/reminder/`), under siteBase. */
export function siteCall<T>(path: string, opts: Omit<CallOptions<T>, 'id'>): Promise<T> {
  return request(siteUrl(path), opts);
}

/** Test helper: forget shared requests (they are module state). */
export function resetInFlight(): void {
  for (const entry of inFlight.values()) entry.controller.abort();
  inFlight.clear();
}
export { createLatest, type Latest } from './latest';
