import type { MouseEvent, ReactNode } from 'react';
import { paginationWindow } from '../../core/rules/pagination';
import { paginationText } from './pagination-messages';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange?: (page: number) => void;
  /** Renders real links (the page number lives in ?page=); a click still goes to onPageChange when given. */
  getHref?: (page: number) => string;
  /** Items in the window, 7 to 11 (spec 9); default 11. */
  size?: number;
  /** Landmark name; default 'Страницы'. */
  label?: string;
  className?: string;
}

interface PageControlProps {
  target: number;
  label: string;
  current?: boolean;
  inactive?: boolean;
  className: string;
  getHref: PaginationProps['getHref'];
  onPageChange: PaginationProps['onPageChange'];
  children: ReactNode;
}

/** One page link or button. Inactive ones (prev on page 1) stay focusable but do nothing. */
function PageControl({ target, label, current, inactive, className, getHref, onPageChange, children }: PageControlProps) {
  const onClick = (event: MouseEvent) => {
    if (inactive || current) {
      event.preventDefault();
      return;
    }
    if (onPageChange) {
      event.preventDefault();
      onPageChange(target);
    }
  };
  const common = {
    className,
    part: 'page',
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
    'aria-disabled': inactive || undefined,
    onClick,
  };
  return getHref && !inactive ? (
    <a href={getHref(target)} {...common}>
      {children}
    </a>
  ) : (
    <button type="button" {...common}>
      {children}
    </button>
  );
}

/** Page links over paginationWindow: first, last, '…' gaps, prev/next, aria-current on this page. */
export function Pagination({ page, totalPages, onPageChange, getHref, size, label, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationWindow(page, totalPages, size);
  const controlProps = { getHref, onPageChange };
  return (
    <nav className={['b2b-pagination', className].filter(Boolean).join(' ')} part="pagination" aria-label={label ?? paginationText('pages')}>
      <ul className="b2b-pagination-list">
        <li>
          <PageControl target={page - 1} label={paginationText('prevPage')} inactive={page <= 1} className="b2b-pagination-step" {...controlProps}>
            <span aria-hidden="true">‹</span>
          </PageControl>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="b2b-pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PageControl target={item} label={paginationText('pageN', { n: item })} current={item === page} className="b2b-pagination-page" {...controlProps}>
                {item}
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl target={page + 1} label={paginationText('nextPage')} inactive={page >= totalPages} className="b2b-pagination-step" {...controlProps}>
            <span aria-hidden="true">›</span>
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
