/**
 * Whether a row action was refused because its record changed since the list
 * was read: the buyer has the cabinet in two tabs, or a manager got there
 * first (docs/api.md "A record changed meanwhile"). Such a refusal answers the
 * same however often it is sent, so the list does not offer «Повторить»: it
 * brings the row up to date (from the record the reply carries, else by
 * reading the list again) and says once what happened.
 */
import { ApiError } from '../../core/api/errors';

export type RecordChange<T> =
  /** 409: the record changed; `now` is it as it is now when the reply carries it (null: read the list again). */
  | { gone: false; now: T | null }
  /** 404 with the area's code: the record is gone; `ids` those of the request that are (null: the reply does not say, all of them). */
  | { gone: true; ids: readonly number[] | null };

export interface ChangeReading<T> {
  /**
   * The record a 409 carries (core/api's refusedOrder, refusedDraft). Given
   * only where a 409 of that call means the record changed: a repeat's 409 is
   * a stop-orders contract, a refusal of a rule.
   */
  now?: (error: unknown) => T | null;
  /** The `code` of the 404 that says the record is gone (a 404 without it, a contract the user lost, is a failure). */
  gone?: string;
}

/** The change a refusal reports, or null for any other failure (shown as one, with «Повторить» where it can help). */
export function recordChange<T>(error: unknown, reading: ChangeReading<T>): RecordChange<T> | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.status === 409 && reading.now) return { gone: false, now: reading.now(error) };
  if (error.status === 404 && reading.gone !== undefined && error.code === reading.gone) {
    const missing = (error.data as { missing?: unknown } | undefined)?.missing;
    const ids = Array.isArray(missing) && missing.length > 0 && missing.every(Number.isInteger) ? (missing as number[]) : null;
    return { gone: true, ids };
  }
  return null;
}
