/**
 * Page links (spec 9): "maximum size 11 (minimum 7)". First and last page are
 * always shown; skipped runs are a 'gap' (rendered as '…'). The window has
 * exactly `size` items once there are more pages than that, so the bar does
 * not change width while paging.
 */
import { PAGINATION_MAX, PAGINATION_MIN } from '../constants';

export type PageItem = number | 'gap';

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i += 1) out.push(i);
  return out;
}

export function paginationWindow(page: number, totalPages: number, size: number = PAGINATION_MAX): PageItem[] {
  const total = Math.floor(totalPages);
  if (!Number.isFinite(total) || total < 1) return [];
  const slots = Math.min(PAGINATION_MAX, Math.max(PAGINATION_MIN, Math.floor(size) || PAGINATION_MAX));
  if (total <= slots) return range(1, total);

  const current = Math.min(total, Math.max(1, Math.floor(page) || 1));
  // Middle run between '1 …' and '… last'.
  const width = slots - 4;
  const start = current - Math.floor((width - 1) / 2);
  const end = start + width - 1;

  // A gap must hide at least two pages; otherwise show the page itself.
  if (start <= 3) return [...range(1, slots - 2), 'gap', total];
  if (end >= total - 2) return [1, 'gap', ...range(total - (slots - 3), total)];
  return [1, 'gap', ...range(start, end), 'gap', total];
}
