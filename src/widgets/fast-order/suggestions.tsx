/**
 * Where the code field's suggestions come from, and how one shows: `GET
 * /api/search/` with the keyword and the chosen contract (prices are the
 * contract's) and warehouse, its reply flattened into items, and the
 * suggestion row, and the test whether a paste is order lines (code-paste.ts).
 * A chunk of its own, fetched when the field is first focused
 * (use-suggestion-source.ts). The shared Autocomplete debounces, aborts
 * superseded requests and drops stale replies; this only shapes the call and
 * the reply.
 */
import { search } from '../../core/api/catalog';
import { matchCode, suggestionItems, type CodeMatch, type OrderItem } from './order-items';
import type { ContractAndWarehouse } from './use-fast-order';

export { SuggestionOption } from './SuggestionOption';
/** The pasted-lines test rides here too: the paste parser is a field's code, not the cabinet's (FastOrder.tsx onPaste). */
export { looksLikeLines } from '../../core/rules/import-lines';

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

/** The suggestions for `keyword`. */
export async function suggest(settled: () => Promise<ContractAndWarehouse>, keyword: string, signal: AbortSignal): Promise<OrderItem[]> {
  return suggestionItems(await searchProducts(settled, keyword, signal), keyword);
}

/**
 * What a code typed (or pasted) in full stands for, without a click on a
 * suggestion: the one product or variant whose articul equals it, case
 * aside, as for pasted lines (matchCode); unclear when several or only
 * near ones do, unknown when nothing does.
 */
export async function codeMatch(settled: () => Promise<ContractAndWarehouse>, code: string): Promise<CodeMatch> {
  return matchCode(code, await searchProducts(settled, code.trim()));
}
