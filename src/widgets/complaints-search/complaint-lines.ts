/**
 * The complaint as the widget shows it: one line per product, in the order the
 * buyer added them. Pure functions, no React, so the hook stays thin and the
 * rules (what goes into the cookie, what a bad quantity does) live in one place.
 */
import type { ComplaintsMap } from '../../core/complaints-cookie';
import { isComplaintQuantity } from '../../core/rules/complaints';

/** What the list shows about a product: the `/search/` item or the product call's reply. */
export interface ComplaintProduct {
  articul: string;
  header: string;
}

/**
 * loading: its header is being fetched; missing: the server says there is no
 * such product (404); refused: another refusal (403...), which asking again
 * cannot change; error: no answer or a server failure, which it may.
 */
export type LineStatus = 'loading' | 'ready' | 'missing' | 'refused' | 'error';

export interface ComplaintLine {
  id: number;
  /** The quantity field's text exactly as typed: a wrong value is shown red, never thrown away. */
  text: string;
  /** The last valid quantity (the field's value once it is valid again). */
  qnt: number;
  product: ComplaintProduct | null;
  status: LineStatus;
  /** Russian text of a failed header load. */
  error: string | null;
}

/** A new product starts with quantity 1 (valid, so it is saved at once). */
export const FIRST_QUANTITY = 1;

/** True when the field's text is a positive integer (spec 5); otherwise the field turns red. */
export function isLineValid(line: ComplaintLine): boolean {
  return isComplaintQuantity(line.text);
}

/** Lines for a map read from the cookie; their headers still have to be fetched. */
export function linesFromMap(map: ComplaintsMap): ComplaintLine[] {
  return Object.entries(map).flatMap(([key, qnt]) => {
    const id = Number(key);
    // A key that is not a product id cannot be shown or fetched; the map keeps it out.
    if (!Number.isSafeInteger(id) || id <= 0) return [];
    return [{ id, text: String(qnt), qnt, product: null, status: 'loading' as const, error: null }];
  });
}

/**
 * The quantity the cookie holds for a line whose field is red:
 * never the last valid one, so a value shown as invalid is never sent as
 * another; 0 is what the portal refuses ('Количество в рекламации должно быть
 * целым положительным числом') and what turns the field red again on return.
 */
export const INVALID_QUANTITY = 0;

/** product id -> quantity: what the cookie holds and the change event carries. */
export function mapOf(lines: readonly ComplaintLine[]): ComplaintsMap {
  const map: ComplaintsMap = {};
  for (const line of lines) map[String(line.id)] = isLineValid(line) ? line.qnt : INVALID_QUANTITY;
  return map;
}

export function sameMap(a: ComplaintsMap, b: ComplaintsMap): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}

/** Adds a product chosen from the suggestions; a product already listed is left as it is. */
export function addLine(lines: readonly ComplaintLine[], id: number, product: ComplaintProduct): ComplaintLine[] {
  if (lines.some((l) => l.id === id)) return [...lines];
  const qnt = FIRST_QUANTITY;
  return [...lines, { id, text: String(qnt), qnt, product, status: 'ready', error: null }];
}

/** The field's new text; the saved quantity follows only when the text is valid. */
export function setLineText(lines: readonly ComplaintLine[], id: number, text: string): ComplaintLine[] {
  return lines.map((l) => {
    if (l.id !== id) return l;
    return { ...l, text, qnt: isComplaintQuantity(text) ? Number(text.trim()) : l.qnt };
  });
}

export function removeLine(lines: readonly ComplaintLine[], id: number): ComplaintLine[] {
  return lines.filter((l) => l.id !== id);
}

/** The header load of one line finished (or failed). */
export function patchLine(
  lines: readonly ComplaintLine[],
  id: number,
  patch: Partial<Pick<ComplaintLine, 'product' | 'status' | 'error'>>,
): ComplaintLine[] {
  return lines.map((l) => (l.id === id ? { ...l, ...patch } : l));
}

/**
 * Someone else (a legacy script, another tab) changed the cookie: take its map.
 * Lines still in it keep their place and what we know of the product; a line
 * whose saved quantity is unchanged keeps its field text, so a correction in
 * progress is not lost. New ids go last, their headers still to be fetched.
 */
export function mergeMap(lines: readonly ComplaintLine[], map: ComplaintsMap): ComplaintLine[] {
  const fresh = new Map(linesFromMap(map).map((l) => [l.id, l]));
  const kept = lines.flatMap((old) => {
    const next = fresh.get(old.id);
    if (!next) return [];
    fresh.delete(old.id);
    // A red field stands for INVALID_QUANTITY in the cookie: the same map keeps what was typed.
    return [mapOf([old])[String(old.id)] === next.qnt ? old : { ...old, qnt: next.qnt, text: next.text }];
  });
  return [...kept, ...fresh.values()];
}

/** Ids whose headers are still to be fetched. */
export function idsToLoad(lines: readonly ComplaintLine[]): number[] {
  return lines.filter((l) => l.status === 'loading').map((l) => l.id);
}
