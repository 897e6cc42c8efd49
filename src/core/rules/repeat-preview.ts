/**
 * The what-changed preview before repeating an order or a draft:
 * what each line's server data says (price now vs then, stock now, withdrawn)
 * and what the buyer chose (ticked lines, quantities). Nothing is guessed: the
 * numbers are the portal's (preview action); these only compare and clamp.
 */
import type { PreviewLine, RepeatLine } from '../types';
import { toKopecks, toRoubles } from './money';

export type PriceChange = { kind: 'dearer' | 'cheaper'; diff: number } | { kind: 'same' } | { kind: 'unknown' };

export function priceChange(line: Pick<PreviewLine, 'priceThen' | 'priceNow'>): PriceChange {
  if (line.priceThen === null || line.priceNow === null) return { kind: 'unknown' };
  // Kopecks, so 0.1 + 0.2 never shows as a change.
  const diff = toKopecks(line.priceNow) - toKopecks(line.priceThen);
  if (diff === 0) return { kind: 'same' };
  return { kind: diff > 0 ? 'dearer' : 'cheaper', diff: toRoubles(Math.abs(diff)) };
}

/** Whether any of the line can go into the basket now. */
export function canRepeatLine(line: Pick<PreviewLine, 'withdrawn' | 'available'>): boolean {
  return !line.withdrawn && line.available > 0;
}

export const lineKeyOf = (line: Pick<PreviewLine, 'type' | 'id'>) => `${line.type}:${line.id}`;

export interface LineChoice {
  on: boolean;
  qnt: number;
}

/** Every line that can be had is ticked, with the ordered quantity cut to the stock. */
export function defaultChoices(lines: readonly PreviewLine[]): Map<string, LineChoice> {
  return new Map(lines.map((l) => [lineKeyOf(l), { on: canRepeatLine(l), qnt: Math.max(1, Math.min(l.qnt, l.available)) }]));
}

/** A quantity as typed: a whole number from 1 to what can be had. */
export function clampQuantity(qnt: number, line: Pick<PreviewLine, 'available'>): number {
  if (!Number.isFinite(qnt)) return 1;
  return Math.max(1, Math.min(Math.floor(Math.abs(qnt)), Math.max(1, line.available)));
}

/** The request's `lines`: ticked lines that can be had, with their quantities. */
export function chosenLines(lines: readonly PreviewLine[], choices: ReadonlyMap<string, LineChoice>): RepeatLine[] {
  return lines.flatMap((l) => {
    const c = choices.get(lineKeyOf(l));
    if (!c?.on || !canRepeatLine(l)) return [];
    return [{ type: l.type, id: l.id, qnt: clampQuantity(c.qnt, l) }];
  });
}
