/**
 * What every fake handler shares: addresses, JSON replies, the error shape of
 * docs/api.md, the CSRF header check, the login check and optional latency.
 */
import { delay, HttpResponse, type DefaultBodyType, type StrictResponse } from 'msw';
import { defaultMessages } from '../../core/messages';
import type { FakeState } from '../state';

export interface FakeServerOptions {
  /** Where `/api/{method}/` lives; default '/api' (relative to the page origin). */
  apiBase?: string;
  /** Prefix of the legacy addresses (`/search/`, `/registration`, `/captcha.php`); default ''. */
  siteBase?: string;
  /** Milliseconds before each answer (stories show spinners); default 0. */
  latency?: number;
}

export interface Ctx {
  state: FakeState;
  api: (method: string) => string;
  site: (path: string) => string;
  wait: () => Promise<void>;
  /** The start of a customer's POST: the latency, the CSRF and login checks, then the body; `refused` answers when a check fails. */
  signedIn: (request: Request) => Promise<{ refused?: Reply; input: Record<string, unknown> }>;
}

export function makeCtx(state: FakeState, options: FakeServerOptions): Ctx {
  const apiBase = (options.apiBase ?? '/api').replace(/\/$/, '');
  const siteBase = (options.siteBase ?? '').replace(/\/$/, '');
  const latency = options.latency ?? 0;
  const wait = () => (latency > 0 ? delay(latency) : Promise.resolve());
  return {
    state,
    // No trailing slash in the pattern: msw then matches '/api/x' and '/api/x/'.
    api: (method) => `${apiBase}/${method}`,
    site: (path) => `${siteBase}${path}`,
    wait,
    signedIn: async (request) => {
      await wait();
      const refused = csrf(request) ?? needUser(state);
      return { refused, input: refused ? {} : await body(request) };
    },
  };
}

export type Reply = StrictResponse<DefaultBodyType>;

export function ok(body: Record<string, unknown> | unknown[]): Reply {
  return HttpResponse.json(body as DefaultBodyType);
}

export function fail(status: number, message: string, extra: Record<string, unknown> = {}): Reply {
  return HttpResponse.json({ status: 'error', message, ...extra }, { status });
}

/** The failures a test queued on a fake (`failNext`): `failed(kind)` answers the one for that call, once. */
export function failedOnce<K extends string>(failNext: Partial<Record<K, { status: number; message: string }>>) {
  return (kind: K): Reply | undefined => {
    const f = failNext[kind];
    if (!f) return undefined;
    delete failNext[kind];
    return fail(f.status, f.message);
  };
}

/** docs/api.md: state-changing requests need X-Requested-With (a cross-site form can't send it). */
export function csrf(request: Request): Reply | undefined {
  if (request.method === 'GET') return undefined;
  return request.headers.get('X-Requested-With') === 'XMLHttpRequest' ? undefined : fail(403, 'CSRF');
}

/** 401 for visitors on customer calls. */
export function needUser(state: FakeState): Reply | undefined {
  return state.user ? undefined : fail(401, 'Требуется вход в личный кабинет');
}

/** The JSON body, or {} for an empty or broken one (the handler then answers 400 itself). */
export async function body(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await request.json();
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function num(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

export function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(str).filter((s) => s !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** A spec message for error replies, so the fake says exactly what the portal says. */
export const msg = defaultMessages;
