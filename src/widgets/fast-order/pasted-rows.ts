/**
 * Lines pasted from a spreadsheet into the fast-order field ("several lines
 * in one go"): the rows the user reviews, what each still needs, and what goes
 * into the one processProductSet call. Pure functions; the hook holds state.
 */
import { t } from '../../core/messages/fast-order-lines';
import { parsePastedLines, parseQuantity } from '../../core/rules/import-lines';
import { normalizeQuantity } from '../../core/rules/counter';
import type { LineType } from '../../core/types';
import { itemKey, type OrderItem } from './order-items';

export type RowMatch =
  | { kind: 'resolving' }
  | { kind: 'exact'; item: OrderItem }
  | { kind: 'unclear'; candidates: OrderItem[]; chosen: string | null }
  | { kind: 'unknown' }
  /** The search for this code failed; `retryable`: asking again can help (network, server), not a refusal. */
  | { kind: 'failed'; error: string; retryable: boolean };

export interface PasteRow {
  /** 1-based line number in the pasted text: the row's identity. */
  line: number;
  /** The line as pasted, shown so the user recognises it. */
  raw: string;
  code: string;
  /** Editable quantity text, Russian decimal comma allowed. */
  qntText: string;
  match: RowMatch;
  /** Why the server refused this row on the last add; blocks it until the user edits it. */
  serverError: string | null;
  /** A note that does not block: the shortage alert after the quantity was reset to the stock. */
  notice: string | null;
}


function quantityText(qnt: number | null): string {
  return qnt === null ? '' : String(qnt).replace('.', ',');
}

export function rowsFromText(text: string): PasteRow[] {
  return parsePastedLines(text).map((l) => ({
    line: l.line,
    raw: l.raw,
    code: l.code,
    qntText: quantityText(l.qnt),
    match: l.code ? { kind: 'resolving' } : { kind: 'unknown' },
    serverError: null,
    notice: null,
  }));
}

/**
 * The quantity to order, or null when there is none (empty, not a number, 0).
 * Spec 5's counter rule applies: negatives made positive, rounded up to a whole step.
 */
export function rowQuantity(row: Pick<PasteRow, 'qntText'>): number | null {
  const n = parseQuantity(row.qntText);
  if (n === null || n === 0) return null;
  return normalizeQuantity(n);
}

/** The basket item the row stands for once it is clear. */
export function rowItem(row: PasteRow): OrderItem | null {
  if (row.match.kind === 'exact') return row.match.item;
  if (row.match.kind === 'unclear' && row.match.chosen !== null) {
    const chosen = row.match.chosen;
    return row.match.candidates.find((c) => itemKey(c) === chosen) ?? null;
  }
  return null;
}

/** What keeps the row from being added, in Russian; null when it is ready. */
export function rowProblem(row: PasteRow): string | null {
  if (row.serverError) return row.serverError;
  switch (row.match.kind) {
    case 'resolving':
      return t('loading');
    case 'failed':
      return row.match.error;
    case 'unknown':
      return row.code ? t('fastOrderLineUnknown', { code: row.code }) : t('fastOrderLineNoCode');
    case 'unclear':
      if (row.match.chosen === null) return t('fastOrderLineUnclear');
      break;
    case 'exact':
      break;
  }
  return rowQuantity(row) === null ? t('zeroQuantity') : null;
}

export function isRowReady(row: PasteRow): boolean {
  return rowProblem(row) === null && rowItem(row) !== null;
}

export interface SetProduct {
  id: number;
  qnt: number;
  type: LineType;
}

/** The ready rows as processProductSet products; the same item twice is summed. */
export function setProducts(rows: readonly PasteRow[]): SetProduct[] {
  const byKey = new Map<string, SetProduct>();
  for (const row of rows) {
    const item = rowItem(row);
    const qnt = rowQuantity(row);
    if (!item || qnt === null || !isRowReady(row)) continue;
    const key = itemKey(item);
    const prev = byKey.get(key);
    byKey.set(key, { id: item.id, type: item.type, qnt: (prev?.qnt ?? 0) + qnt });
  }
  return [...byKey.values()];
}

export interface SetOutcome {
  added: readonly { id: number; type: LineType }[];
  errors: readonly { id: number; message: string; available?: number }[];
}

/**
 * Rows left after an add: added rows go, refused rows stay with the server's
 * reason (and, on a shortage, the quantity reset to what is available, spec 5),
 * rows that were not sent stay as they were. Nothing the user typed is lost.
 */
export function rowsAfterAdd(rows: readonly PasteRow[], sent: readonly SetProduct[], outcome: SetOutcome): PasteRow[] {
  const sentKeys = new Set(sent.map(itemKey));
  const addedKeys = new Set(outcome.added.map(itemKey));
  const errorById = new Map(outcome.errors.map((e) => [e.id, e]));
  const left: PasteRow[] = [];
  for (const row of rows) {
    const item = rowItem(row);
    const key = item ? itemKey(item) : null;
    if (!item || key === null || !sentKeys.has(key)) {
      left.push(row);
      continue;
    }
    const refused = errorById.get(item.id);
    if (refused) {
      const available = refused.available;
      // Spec 5: a shortage resets the quantity to the free stock; the row may then go again.
      left.push(
        available !== undefined && available >= 1
          ? { ...row, qntText: quantityText(available), serverError: null, notice: refused.message }
          : { ...row, serverError: refused.message, notice: null },
      );
    } else if (!addedKeys.has(key)) {
      left.push({ ...row, serverError: t('serverError') });
    }
  }
  return left;
}
