/**
 * An account list's read states and table, shared by its views
 * (places-list.tsx, account-list.tsx): the error (with a retry where one helps), the skeleton
 * while the first read is on its way, the empty state, then the table with
 * checkable rows and the view's own bar of actions for the checked ones.
 */
import type { ReactNode } from 'react';
import { t } from '../../core/messages/text';
import { DataTable, type Column, type RowId } from '../../ui/data-table';
import { EmptyState, ErrorState, SkeletonLines, SkeletonLoading } from '../../ui/states';
import type { RecordListState } from './use-record-list';

export interface RecordTableProps<T extends { id: number }> {
  list: RecordListState<T>;
  checked: ReadonlySet<RowId>;
  onCheckedChange(ids: ReadonlySet<RowId>): void;
  caption: string;
  emptyTitle: string;
  columns: Column<T>[];
  rowLabel(row: T): string;
  /** The actions of the checked rows. */
  bulkActions(ids: readonly number[]): ReactNode;
  skeletonLines?: number;
  /** A box around the table, marked busy while a later read is on its way (the list stays). */
  resultsClassName?: string;
}

export function RecordTable<T extends { id: number }>(props: RecordTableProps<T>) {
  const { list } = props;
  const rows = list.rows;
  let table: ReactNode = null;
  if (rows && rows.length === 0) table = <EmptyState title={props.emptyTitle} />;
  else if (rows) {
    table = (
      <DataTable
        caption={props.caption}
        columns={props.columns}
        rows={rows}
        getRowId={rowId}
        selectable
        checkedIds={props.checked}
        onCheckedChange={props.onCheckedChange}
        rowLabel={props.rowLabel}
        bulkActions={(ids) => props.bulkActions([...ids].map(Number))}
      />
    );
    if (props.resultsClassName) {
      table = (
        <div className={props.resultsClassName} aria-busy={list.loading || undefined}>
          {table}
        </div>
      );
    }
  }
  return (
    <>
      {/* A failed read again (after a save or an action) keeps the last good list under its message; a refusal has no retry. */}
      {list.error && <ErrorState message={list.error} onRetry={list.retry} />}
      {!rows && !list.error && (
        <SkeletonLoading label={t('loading')}>
          <SkeletonLines lines={props.skeletonLines ?? 3} />
        </SkeletonLoading>
      )}
      {table}
    </>
  );
}

const rowId = (row: { id: number }) => row.id;
