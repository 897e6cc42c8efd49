import type { ReactNode } from 'react';
import { t } from '../../core/messages/text';
import { Pagination } from '../../ui/pagination';
import { EmptyState, ErrorState, SkeletonLines, SkeletonLoading } from '../../ui/states';
import type { Load } from './use-load';

export interface ListResultsProps<T> {
  /** The read (useLoad): its data, whether a later read is on its way, its failure and retry. */
  load: Pick<Load<T>, 'data' | 'loading' | 'error' | 'retry'>;
  /** Skeleton rows while the first read is on its way (about a page of them). */
  skeletonLines: number;
  /** The box around the results: marked busy while a later read is on its way (the last list stays). */
  className: string;
  /** Above the rows: how many were found, a toolbar. Nothing when it returns null or false. */
  header?: (data: T) => ReactNode;
  isEmpty: (data: T) => boolean;
  /** The empty state's title. */
  empty: string;
  /** The list's pages; the pager shows when there is more than one. */
  pagination?: (data: T) => { page: number; pages: number };
  onPage?: (page: number) => void;
  /** The pager's name, where «Страницы» alone would not say which list. */
  pagesLabel?: string;
  /** The rows (a table), once there are some. */
  children: (data: T) => ReactNode;
}

/**
 * A list widget's read states, one way everywhere: the failure
 * with a retry where one helps (above the last good list, which stays), the
 * skeleton while the first read is on its way, then the box with its header,
 * the empty state or the rows, and the pager.
 */
export function ListResults<T>(props: ListResultsProps<T>) {
  const { load, header, pagination, onPage, pagesLabel } = props;
  const data = load.data;
  const pages = data !== null && pagination ? pagination(data) : null;
  return (
    <>
      {load.error && <ErrorState message={load.error} onRetry={load.retry} />}
      {data === null && !load.error && (
        <SkeletonLoading label={t('loading')}>
          <SkeletonLines lines={props.skeletonLines} />
        </SkeletonLoading>
      )}
      {data !== null && (
        <div className={props.className} aria-busy={load.loading || undefined}>
          {header?.(data)}
          {props.isEmpty(data) ? <EmptyState title={props.empty} /> : props.children(data)}
          {pages && pages.pages > 1 && onPage && <Pagination page={pages.page} totalPages={pages.pages} onPageChange={onPage} label={pagesLabel} />}
        </div>
      )}
    </>
  );
}
