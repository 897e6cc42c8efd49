/**
 * What the fast order can put in the basket: a product, or one of its
 * variants (docs/api.md: a basket line is identified by (type, id)). Search
 * replies give products with their variants inside; the widget flattens them
 * so a suggestion or a pasted code points at exactly one basket line.
 */
import type { LineType, Product, Stock } from '../../core/types';

export interface OrderItem {
  type: LineType;
  id: number;
  articul: string;
  /** The product's header; a variant adds its parameters ('Цвет: белый'). */
  header: string;
  /** Price for the contract the search was made for. */
  price: number;
  stocks: readonly Stock[];
}

export function itemKey(item: Pick<OrderItem, 'type' | 'id'>): string {
  return `${item.type}:${item.id}`;
}

function productItem(p: Product): OrderItem {
  return { type: 'products', id: p.id, articul: p.articul, header: p.header, price: p.price, stocks: p.stocks };
}

function variantItems(p: Product): OrderItem[] {
  return p.variants.map((v) => {
    const params = v.params.map((x) => x.header).filter(Boolean).join(', ');
    return {
      type: 'variants' as const,
      id: v.id,
      articul: v.articul,
      header: params ? `${p.header}, ${params}` : p.header,
      price: v.price,
      stocks: v.stocks,
    };
  });
}

const norm = (s: string) => s.trim().toLocaleLowerCase('ru');

/**
 * Suggestions for a typed keyword: each product, followed by its variants when
 * the keyword is the product's whole code or points past it at a variant's
 * code ('EL-01234-2'). A short prefix lists products only, so ten products
 * with four variants each do not bury the list.
 */
export function suggestionItems(products: readonly Product[], keyword: string): OrderItem[] {
  const k = norm(keyword);
  return products.flatMap((p) => {
    const own = norm(p.articul);
    const showVariants = own === k || !own.includes(k);
    const variants = showVariants ? variantItems(p).filter((v) => own === k || norm(v.articul).includes(k)) : [];
    return [productItem(p), ...variants];
  });
}

/** Every product and variant in a reply. */
export function allItems(products: readonly Product[]): OrderItem[] {
  return products.flatMap((p) => [productItem(p), ...variantItems(p)]);
}

/** Free stock of an item in a warehouse; 0 when the warehouse holds none. */
export function stockIn(item: Pick<OrderItem, 'stocks'>, warehouse: number | null): number {
  if (warehouse === null) return 0;
  return item.stocks.find((s) => s.wms_id === warehouse)?.quantity ?? 0;
}

export type CodeMatch =
  | { kind: 'exact'; item: OrderItem }
  | { kind: 'unclear'; candidates: OrderItem[] }
  | { kind: 'unknown' };

/** At most this many candidates are offered for an unclear line. */
export const MAX_CANDIDATES = 10;

/**
 * How a pasted code maps onto a search reply: one item whose articul equals
 * the code (case-insensitive) is a match; several equal ones, or none equal but
 * some containing the code, are offered to choose from; nothing is unknown.
 */
export function matchCode(code: string, products: readonly Product[]): CodeMatch {
  const c = norm(code);
  const items = allItems(products);
  const exact = items.filter((i) => norm(i.articul) === c);
  if (exact.length === 1) return { kind: 'exact', item: exact[0]! };
  if (exact.length > 1) return { kind: 'unclear', candidates: exact.slice(0, MAX_CANDIDATES) };
  const near = items.filter((i) => norm(i.articul).includes(c) || norm(i.header).includes(c));
  return near.length > 0 ? { kind: 'unclear', candidates: near.slice(0, MAX_CANDIDATES) } : { kind: 'unknown' };
}
