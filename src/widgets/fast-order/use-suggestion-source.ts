/**
 * The code field's search, as the form uses it. The search's shaping and the
 * suggestion row (suggestions.tsx) are a chunk of their own, fetched when the
 * field is first focused (or typed in), not with every cabinet page: the
 * first search waits for its server round trip anyway, and the field itself
 * is here from the start, so what the buyer types meanwhile stays in it.
 */
import { useCallback } from 'react';
import { lazyModule } from '../../ui/lazy-module';
import type { CodeMatch, OrderItem } from './order-items';
import type { ContractAndWarehouse } from './use-fast-order';

export const suggestionCode = lazyModule(() => import('./suggestions'));

export function useSuggestionSource(settled: () => Promise<ContractAndWarehouse>) {
  return useCallback(
    async (keyword: string, signal: AbortSignal): Promise<OrderItem[]> => (await suggestionCode.load()).suggest(settled, keyword, signal),
    [settled],
  );
}

/** What a code typed in full stands for (suggestions.tsx codeMatch); nothing typed is unknown. */
export function useCodeMatch(settled: () => Promise<ContractAndWarehouse>) {
  return useCallback(
    async (code: string): Promise<CodeMatch> => (code.trim() ? (await suggestionCode.load()).codeMatch(settled, code) : { kind: 'unknown' }),
    [settled],
  );
}
