/**
 * Where the code field's suggestions come from: `GET /api/search/` with the
 * keyword and the chosen contract (prices are the contract's) and warehouse.
 * The shared Autocomplete debounces, aborts superseded requests and drops
 * stale replies; this only shapes the call and the reply.
 */
import { useCallback } from 'react';
import { search } from '../../core/api/catalog';
import { suggestionItems, type OrderItem } from './order-items';
import type { ContractAndWarehouse } from './use-fast-order';

export function useSuggestionSource(settled: () => Promise<ContractAndWarehouse>) {
  return useCallback(
    async (keyword: string, signal: AbortSignal): Promise<OrderItem[]> => {
      const { contract, warehouse } = await settled();
      const reply = await search(
        {
          keyword,
          ...(contract !== null ? { contract } : {}),
          ...(warehouse !== null ? { wms: warehouse } : {}),
        },
        { signal },
      );
      return suggestionItems(reply.products, keyword);
    },
    [settled],
  );
}
