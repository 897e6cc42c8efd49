/**
 * How the stores read a failed call. Every call rejects with core's ApiError,
 * whose message is already the Russian text to show (the server's own for a
 * refusal, ours for transport trouble).
 */
import { ApiError, retryHelps } from '../core/api/errors';
import { t } from '../core/messages/text';

export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.message.trim() !== '') return error.message;
  return t('serverError');
}

export { retryHelps };

/**
 * A failure as the widgets show it: the Russian text, and whether a «Повторить»
 * is offered (only where trying again can help: core's retryHelps). Every hook
 * that turns a failed call into UI goes through here, so no widget offers a
 * retry of a refusal.
 */
export interface Failure {
  message: string;
  retryable: boolean;
}

/** `say` puts the reason into the widget's sentence («Прайс-лист не сформирован: {error}»). */
export function failureOf(error: unknown, say: (reason: string) => string = (reason) => reason): Failure {
  return { message: say(errorText(error)), retryable: retryHelps(error) };
}

/**
 * The «Повторить» a hook offers for `failure`: `retry` where sending again can
 * help, undefined for a refusal (401, 403, 409, 413, 422...) or no failure, so
 * the Alert or ErrorState that takes it shows no button.
 */
export function retryOf(failure: Failure | null | undefined, retry: () => void): (() => void) | undefined {
  return failure?.retryable ? retry : undefined;
}

/**
 * Whether the server may have applied the request although we got no good
 * reply (lost reply, timeout, 5xx, unreadable body). A 4xx or a legacy
 * `status: 'error'` reply is a definite refusal: nothing changed.
 */
export function mayHaveApplied(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'reply') return false;
  if (error.kind === 'http') return error.status === undefined || error.status >= 500;
  return true;
}

/** A call's outcome as a value, so settle code runs once on either path. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}
