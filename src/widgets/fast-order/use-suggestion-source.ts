/**
 * Where the code field's suggestions come from: `GET /api/search/` with the
 * keyword and the chosen contract (prices are the contract's) and warehouse.
 * The shared Autocomplete debounces, aborts superseded requests and drops
 * stale replies; this only shapes the call and the reply.
 */
import { useCallback } from 'react';
import { search } from '../../core/api/catalog';
import { matchCode, suggestionItems, type OrderItem } from './order-items';
import type { ContractAndWarehouse } from './use-fast-order';

async function searchProducts(settled: () => Promise<ContractAndWarehouse>, keyword: string, signal?: AbortSignal) {
  const { contract, warehouse } = await settled();
  const reply = await search(
    {
      keyword,
      ...(contract !== null ? { contract } : {}),
      ...(warehouse !== null ? { wms: warehouse } : {}),
    },
    signal ? { signal } : {},
  );
  return reply.products;
}

export function useSuggestionSource(settled: () => Promise<ContractAndWarehouse>) {
  return useCallback(
    async (keyword: string, signal: AbortSignal): Promise<OrderItem[]> => suggestionItems(await searchProducts(settled, keyword, signal), keyword),
    [settled],
  );
}

/**
 * The item a code typed (or pasted) in full stands for, without a click on a
 * suggestion (issue 27, 2): the one product or variant whose articul equals it,
 * case aside, as for pasted lines; null when none or several do.
 */
export function useExactCode(settled: () => Promise<ContractAndWarehouse>) {
  return useCallback(
    async (code: string): Promise<OrderItem | null> => {
      if (!code.trim()) return null;
      const match = matchCode(code, await searchProducts(settled, code.trim()));
      return match.kind === 'exact' ? match.item : null;
    },
    [settled],
  );
}
