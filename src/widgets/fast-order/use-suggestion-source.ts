/**
 * The code field's search, as the form uses it. The search's shaping and the
 * suggestion row (suggestions.tsx) are a chunk of their own, fetched when the
 * field is first focused (or typed in), not with every cabinet page: the
 * first search waits for its server round trip anyway, and the field itself
 * is here from the start, so what the buyer types meanwhile stays in it.
 */
import { useCallback } from 'react';
import { lazyModule } from '../../ui/lazy-module';
import type { OrderItem } from './order-items';
import type { ContractAndWarehouse } from './use-fast-order';

export const suggestionCode = lazyModule(() => import('./suggestions'));

export function useSuggestionSource(settled: () => Promise<ContractAndWarehouse>) {
  return useCallback(
    async (keyword: string, signal: AbortSignal): Promise<OrderItem[]> => (await suggestionCode.load()).suggest(settled, keyword, signal),
    [settled],
  );
}

/** The item a code typed in full stands for (suggestions.tsx exactItem); null when none or several. */
export function useExactCode(settled: () => Promise<ContractAndWarehouse>) {
  return useCallback(
    async (code: string): Promise<OrderItem | null> => (code.trim() ? (await suggestionCode.load()).exactItem(settled, code) : null),
    [settled],
  );
}
