/**
 * An account list's read states (ListResults: the error with a retry where one
 * helps, the skeleton, the empty state) and its table with checkable rows and
 * the view's own bar of actions for the checked ones; shared by its views
 * (places-list.tsx, account-list.tsx).
 */
import type { ReactNode } from 'react';
import { DataTable, type Column, type RowId } from '../../ui/data-table';
import { ListResults } from '../load/ListResults';
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
  return (
    <ListResults
      load={{ data: list.rows, loading: list.loading, error: list.error, retry: list.retry }}
      skeletonLines={props.skeletonLines ?? 3}
      className={props.resultsClassName ?? 'b2b-record-results'}
      isEmpty={(rows) => rows.length === 0}
      empty={props.emptyTitle}
    >
      {(rows) => (
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
      )}
    </ListResults>
  );
}

const rowId = (row: { id: number }) => row.id;
