/**
 * The buyer's choices over an upload's result (spec: "price-list upload and
 * result modal"): which lines go into the basket and how many. Pure; the hook
 * holds the state. Nothing is added until the buyer confirms.
 */
import type { PriceItem, UploadLine } from '../../core/types';

/** Per line: found -> in or out; short -> take what there is, or out; ambiguous -> the picked candidate. */
export interface LineChoice {
  include: boolean;
  /** Ambiguous lines: the chosen candidate's id. */
  pick: number | null;
}

export type Choices = Readonly<Record<number, LineChoice>>;

/** Found lines go in; a shortage takes what there is when there is any; nothing is picked for the buyer. */
export function initialChoices(lines: readonly UploadLine[]): Choices {
  const out: Record<number, LineChoice> = {};
  for (const l of lines) {
    out[l.line] = {
      include: l.status === 'found' || (l.status === 'short' && (l.available ?? 0) > 0),
      pick: null,
    };
  }
  return out;
}

/** The item and quantity a line adds with this choice, or null. */
export function lineOrder(line: UploadLine, choice: LineChoice | undefined): { item: PriceItem; qnt: number } | null {
  if (!choice?.include || line.qnt === null) return null;
  if (line.status === 'found' && line.item) return { item: line.item, qnt: line.qnt };
  if (line.status === 'short' && line.item) {
    const available = line.available ?? 0;
    return available > 0 ? { item: line.item, qnt: available } : null;
  }
  if (line.status === 'ambiguous' && choice.pick !== null) {
    const item = line.candidates.find((c) => c.id === choice.pick);
    if (!item) return null;
    // The picked one may have less than asked: what there is, as for a shortage.
    const qnt = Math.min(line.qnt, item.stock);
    return qnt > 0 ? { item, qnt } : null;
  }
  return null;
}

/** Whether the line can be chosen at all (unknown codes, bad quantities and duplicates cannot). */
export function isChoosable(line: UploadLine): boolean {
  if (line.status === 'found') return true;
  if (line.status === 'short') return (line.available ?? 0) > 0;
  return line.status === 'ambiguous' && line.qnt !== null;
}

/** addCartFromPricelist's cartList: id -> quantity, the same item on two lines summed. */
export function cartList(lines: readonly UploadLine[], choices: Choices): Record<number, number> {
  const out: Record<number, number> = {};
  for (const l of lines) {
    const order = lineOrder(l, choices[l.line]);
    if (order) out[order.item.id] = (out[order.item.id] ?? 0) + order.qnt;
  }
  return out;
}

export interface Tally {
  total: number;
  ready: number;
  problems: number;
}

/** The summary: lines read, lines to add, lines needing the buyer's attention. */
export function tally(lines: readonly UploadLine[], choices: Choices): Tally {
  let ready = 0;
  let problems = 0;
  for (const l of lines) {
    if (lineOrder(l, choices[l.line])) ready++;
    else if (l.status !== 'duplicate' && !(l.status === 'found' && choices[l.line]?.include === false)) problems++;
  }
  return { total: lines.length, ready, problems };
}
