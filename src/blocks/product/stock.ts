/** Stock figures of a product in one warehouse (pure helpers shared by the filter and the carousels). */
import type { Product, Stock, Variant } from '../../core/types';

/** Free quantity in warehouse `wms`; 0 when the warehouse is not listed or unknown. */
export function stockIn(stocks: readonly Stock[], wms: number | null): number {
  if (wms === null) return 0;
  return stocks.find((s) => s.wms_id === wms)?.quantity ?? 0;
}

/** A product's own stock plus its variants' (what "in stock" means for the row). */
export function productStock(product: Pick<Product, 'stocks' | 'variants'>, wms: number | null): number {
  return stockIn(product.stocks, wms) + product.variants.reduce((sum, v) => sum + stockIn(v.stocks, wms), 0);
}

/** The free stock when the warehouse is known (the add's rule needs it), else undefined: no rule yet. */
export function knownStock(wms: number | null | undefined, stock: () => number): number | undefined {
  return wms === null || wms === undefined ? undefined : stock();
}

/** 'Цвет: белый, Объём: 0,9 л'. */
export function variantParams(variant: Pick<Variant, 'params'>): string {
  return variant.params.map((p) => p.header).join(', ');
}
