/**
 * One page of a report for a filter: one GET per filter, a superseded request
 * aborted (a late reply never replaces a newer page), the last good page kept
 * while the next loads (useLoad).
 */
import { getPurchasedGoods } from '../../core/api/reports';
import { useLoad } from '../../blocks/load/use-load';

export function useReport(query: Record<string, string | number | undefined>) {
  const { data, loading, error, retry } = useLoad((signal) => getPurchasedGoods(query, { signal }), [query], { keep: true });
  return { data, loading, error, retry };
}
