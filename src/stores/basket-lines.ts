/**
 * Pure helpers that turn a batch of line changes into the next basket state,
 * touching only what changed: unchanged lines keep their object identity and
 * `keys` keeps its array identity unless a line came or went. That is what
 * lets a row re-render alone (design: "changing one basket line re-renders
 * that line only").
 */
import { totalOf } from '../core/rules/money';
import type { BasketLineState, BasketState, LineKey } from './basket-types';
import type { BasketLine } from './types';

/** null removes the line. */
export type LineChanges = Map<LineKey, BasketLineState | null>;

export function sameLine(a: BasketLine, b: BasketLine): boolean {
  if (a === b) return true;
  return (
    a.id === b.id &&
    a.type === b.type &&
    a.qnt === b.qnt &&
    a.wms === b.wms &&
    a.contract === b.contract &&
    a.payload === b.payload &&
    a.articul === b.articul &&
    a.header === b.header &&
    a.picture === b.picture &&
    a.picturetype === b.picturetype &&
    a.price === b.price &&
    a.price_rrc === b.price_rrc &&
    a.stock === b.stock &&
    a.params.length === b.params.length &&
    a.params.every((p, i) => p.header === b.params[i]?.header)
  );
}

function sameLineState(a: BasketLineState, b: BasketLineState): boolean {
  return a.pending === b.pending && a.error === b.error && sameLine(a.line, b.line);
}

/** The basket's total by the one money rule (core/rules/money): the portal's figure to the kopeck. */
function sumOf(lines: Readonly<Record<LineKey, BasketLineState>>, keys: readonly LineKey[]): number {
  return totalOf(keys.map((key) => lines[key]?.line));
}

/**
 * The part of BasketState that `changes` alters, or null when nothing does.
 * New keys go to the end, in the order of `order` (a server snapshot's order)
 * and then in the order of `changes`.
 */
export function applyLineChanges(
  prev: BasketState,
  changes: LineChanges,
  order: readonly LineKey[] = [],
): Pick<BasketState, 'keys' | 'lines' | 'count' | 'sum' | 'revision'> | null {
  let lines: Record<LineKey, BasketLineState> | null = null;
  const added: LineKey[] = [];
  let removed = false;
  let contentChanged = false;

  for (const [key, next] of changes) {
    const old = prev.lines[key];
    if (next === null) {
      if (!old) continue;
      lines ??= { ...prev.lines };
      delete lines[key];
      removed = true;
      contentChanged = true;
      continue;
    }
    if (old && sameLineState(old, next)) continue;
    lines ??= { ...prev.lines };
    // Keep the old line object when only pending/error changed, so selectors on `line` stay put.
    lines[key] = old && sameLine(old.line, next.line) ? { ...next, line: old.line } : next;
    if (!old) added.push(key);
    else if (!sameLine(old.line, next.line)) contentChanged = true;
  }
  if (!lines) return null;

  let keys = prev.keys;
  if (removed || added.length > 0) {
    const final = lines;
    const kept = prev.keys.filter((k) => k in final);
    const rank = new Map(order.map((k, i) => [k, i]));
    added.sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity));
    keys = [...kept, ...added];
    contentChanged = true;
  }
  return {
    keys,
    lines,
    count: keys.length === prev.count.products ? prev.count : { products: keys.length },
    sum: sumOf(lines, keys),
    revision: contentChanged ? prev.revision + 1 : prev.revision,
  };
}
