/**
 * The table's row order (spec 4: articul, header (default asc), price,
 * price_rrc; one column at a time). A store selector that sorts only when
 * the order can have changed: a line came or went, or a sorted value changed
 * (prices after a contract switch). A quantity edit changes neither, so the
 * selector hands back the same array and the table does not re-render.
 */
import type { SortState } from '../../core/rules/sort';
import type { BasketLine } from '../../core/types';
import type { BasketState, LineKey } from '../../stores/basket-types';

type SortValue = string | number;

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

function valueOf(line: BasketLine | undefined, field: string): SortValue {
  if (!line) return '';
  switch (field) {
    case 'price':
      return line.price;
    case 'price_rrc':
      return line.price_rrc;
    case 'articul':
      return line.articul;
    default:
      return line.header;
  }
}

function compare(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export type SortedKeysSelector = (state: Pick<BasketState, 'keys' | 'lines'>) => readonly LineKey[];

/** A selector for one sort state; keep it for as long as the sort stays the same. */
export function createSortedKeys(sort: SortState): SortedKeysSelector {
  let keys: readonly LineKey[] | null = null;
  let values = new Map<LineKey, SortValue>();
  let result: readonly LineKey[] = [];

  const unchanged = (state: Pick<BasketState, 'keys' | 'lines'>) => {
    if (state.keys !== keys || !sort) return false;
    for (const key of state.keys) if (valueOf(state.lines[key]?.line, sort.field) !== values.get(key)) return false;
    return true;
  };

  /**
   * Lines only went (a delete) and none that stayed changed its value: the
   * order is the old one without them. Sorting 2,000 names again with the
   * collator took a phone tens of ms after each delete.
   */
  const onlyRemoved = (state: Pick<BasketState, 'keys' | 'lines'>) => {
    if (!keys || state.keys.length >= keys.length) return false;
    for (const key of state.keys) {
      const old = values.get(key);
      if (old === undefined || valueOf(state.lines[key]?.line, sort!.field) !== old) return false;
    }
    return true;
  };

  return (state) => {
    if (!sort) return state.keys;
    if (unchanged(state)) return result;
    if (onlyRemoved(state)) {
      const kept = new Set(state.keys);
      keys = state.keys;
      values = new Map(state.keys.map((key) => [key, values.get(key)!]));
      result = result.filter((key) => kept.has(key));
      return result;
    }
    keys = state.keys;
    values = new Map(state.keys.map((key) => [key, valueOf(state.lines[key]?.line, sort.field)]));
    const sign = sort.dir === 'desc' ? -1 : 1;
    const order = state.keys.map((key, index) => ({ key, index, value: values.get(key)! }));
    // Ties keep the basket's own order, whichever the direction.
    order.sort((a, b) => sign * compare(a.value, b.value) || a.index - b.index);
    const next = order.map((o) => o.key);
    if (!(next.length === result.length && next.every((k, i) => k === result[i]))) result = next;
    return result;
  };
}
