import type { ReactNode } from 'react';
import type { SortDir } from '../../core/rules/sort';

/** A column title that sorts; the th around it carries aria-sort. */
export function SortButton({ dir, onClick, children }: { dir: SortDir | null; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="b2b-table-sort" part="sort-button" onClick={onClick} data-dir={dir ?? undefined}>
      {children}
      <svg className="b2b-table-sort-icon" viewBox="0 0 10 14" width="10" height="14" aria-hidden="true" focusable="false">
        <path d="M5 1 9 5H1z" fill="currentColor" opacity={dir === 'asc' ? 1 : 0.35} />
        <path d="M5 13 1 9h8z" fill="currentColor" opacity={dir === 'desc' ? 1 : 0.35} />
      </svg>
    </button>
  );
}
