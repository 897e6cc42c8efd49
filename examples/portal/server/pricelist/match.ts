/**
 * The authoritative match of uploaded order lines to the catalogue.
 * Forgiving and explainable: the code as typed (case aside) first, then its
 * forgiving form (spaces, dashes, Latin lookalikes of Cyrillic: core's
 * codeKey); a product with variants is matched by its variants' own articuls,
 * and its own articul offers the variants to pick from. The same item on
 * several lines is summed on the first and said so; quantities are rounded up
 * to the item's step; more than the free stock is flagged with what there is.
 */
import { codeKey, exactCodeKey, type ParsedOrderLine } from '../../../../src/core/rules/order-lines';
import type { PriceRow } from './items';

/** Every item is ordered by the piece here; a real catalogue would carry a step per product. */
export const ITEM_STEP = 1;

export interface PriceItemOut {
  id: number;
  type: PriceRow['type'];
  articul: string;
  header: string;
  params: string;
  price: number;
  price_rrc: number;
  stock: number;
  step: number;
}

export type LineStatus = 'found' | 'short' | 'unknown' | 'ambiguous' | 'badQuantity' | 'duplicate';

export interface LineOut {
  line: number;
  code: string;
  qntText: string;
  status: LineStatus;
  qnt: number | null;
  item: PriceItemOut | null;
  candidates: PriceItemOut[];
  available: number | null;
  summed: number[];
  into: number | null;
  rounded: boolean;
  how: 'exact' | 'loose' | null;
}

type Match =
  | { kind: 'found'; row: PriceRow; how: 'exact' | 'loose' }
  | { kind: 'ambiguous'; rows: PriceRow[] }
  | { kind: 'unknown' };

function push<K>(map: Map<K, PriceRow[]>, key: K, row: PriceRow) {
  const list = map.get(key);
  if (list) list.push(row);
  else map.set(key, [row]);
}

export interface CodeIndex {
  match(code: string): Match;
}

/**
 * `rows`: orderable items (products without variants, variants); `parents`:
 * products that have variants, by their own articul.
 */
export function codeIndex(rows: readonly PriceRow[], parents: readonly { articul: string; id: number }[]): CodeIndex {
  const exact = new Map<string, PriceRow[]>();
  const loose = new Map<string, PriceRow[]>();
  const variantsOf = new Map<number, PriceRow[]>();
  for (const row of rows) {
    push(exact, exactCodeKey(row.articul), row);
    push(loose, codeKey(row.articul), row);
    if (row.type === 'variants') push(variantsOf, row.product_id, row);
  }
  const parentExact = new Map<string, PriceRow[]>();
  const parentLoose = new Map<string, PriceRow[]>();
  for (const p of parents) {
    const variants = variantsOf.get(p.id) ?? [];
    if (variants.length === 0) continue;
    parentExact.set(exactCodeKey(p.articul), variants);
    parentLoose.set(codeKey(p.articul), variants);
  }
  const pick = (found: PriceRow[] | undefined, how: 'exact' | 'loose'): Match | null => {
    if (!found || found.length === 0) return null;
    return found.length === 1 ? { kind: 'found', row: found[0]!, how } : { kind: 'ambiguous', rows: found };
  };
  return {
    match(code) {
      const e = exactCodeKey(code);
      const k = codeKey(code);
      if (k === '') return { kind: 'unknown' };
      return (
        pick(exact.get(e), 'exact') ??
        (parentExact.has(e) ? { kind: 'ambiguous', rows: parentExact.get(e)! } : null) ??
        pick(loose.get(k), 'loose') ??
        (parentLoose.has(k) ? { kind: 'ambiguous', rows: parentLoose.get(k)! } : null) ?? { kind: 'unknown' }
      );
    },
  };
}

/** Rounds up to a whole number of steps (spec 5's counter rule, as the basket applies it). */
export function roundToStep(qnt: number, step: number = ITEM_STEP): number {
  return Math.max(step, Math.ceil(Math.round((qnt / step) * 1e9) / 1e9) * step);
}

/**
 * Order lines -> one result per line, in the source order. `item` describes a
 * catalogue row for the buyer: priced for the contract, with the free stock
 * of the buyer's warehouse.
 */
export function resolveLines(lines: readonly ParsedOrderLine[], index: CodeIndex, item: (row: PriceRow) => PriceItemOut): LineOut[] {
  const out: LineOut[] = [];
  const firstOf = new Map<string, LineOut>();
  for (const l of lines) {
    const base: LineOut = {
      line: l.line,
      code: l.code,
      qntText: l.qntText,
      status: 'unknown',
      qnt: null,
      item: null,
      candidates: [],
      available: null,
      summed: [],
      into: null,
      rounded: false,
      how: null,
    };
    const m = index.match(l.code);
    const good = l.qnt !== null && l.qnt > 0;
    const qnt = good ? roundToStep(l.qnt!) : null;
    const rounded = good && qnt !== l.qnt;
    if (m.kind === 'unknown') {
      out.push({ ...base, qnt });
    } else if (m.kind === 'ambiguous') {
      out.push({ ...base, status: good ? 'ambiguous' : 'badQuantity', qnt, rounded, candidates: m.rows.map(item) });
    } else if (!good) {
      out.push({ ...base, status: 'badQuantity', item: item(m.row), how: m.how });
    } else {
      const key = `${m.row.type}:${m.row.id}`;
      const first = firstOf.get(key);
      if (first) {
        first.qnt = (first.qnt ?? 0) + qnt!;
        first.summed.push(l.line);
        out.push({ ...base, status: 'duplicate', qnt, rounded, item: first.item, into: first.line, how: m.how });
      } else {
        const line: LineOut = { ...base, status: 'found', qnt, rounded, item: item(m.row), how: m.how };
        firstOf.set(key, line);
        out.push(line);
      }
    }
  }
  for (const line of firstOf.values()) {
    const stock = line.item!.stock;
    if ((line.qnt ?? 0) > stock) {
      line.status = 'short';
      line.available = stock;
    }
  }
  return out;
}
