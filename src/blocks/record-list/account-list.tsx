/**
 * The account's tables of people and companies (<b2b-counterparties>,
 * <b2b-managers>): «Добавить…» above, the loading, error and empty states, a
 * table whose checked rows are activated, deactivated or removed at once (a
 * removal asks first), the failure with a retry. After an action the list is
 * read again, since the server decides what it changed.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { t } from '../../core/messages/account';
import { Button } from '../../ui/button';
import type { Column, RowId } from '../../ui/data-table';
import { RecordTable } from './record-table';
import { useRecordActions } from './use-record-actions';
import { useRecordList } from './use-record-list';
import { ActionFailure } from '../load/ActionFailure';

/** The table's state and its actions (`run` sends one action for the ids). */
export function useAccountList<T extends { id: number }, A extends string>(
  load: (signal: AbortSignal) => Promise<readonly T[]>,
  run: (ids: readonly number[], action: A) => Promise<unknown>,
) {
  const list = useRecordList<T>(load);
  const [checked, setChecked] = useState<ReadonlySet<RowId>>(new Set());
  const { reload } = list;
  const onDone = useCallback(
    (ids: readonly number[]) => {
      setChecked((prev) => new Set([...prev].filter((id) => !ids.includes(Number(id)))));
      reload();
    },
    [reload],
  );
  const actions = useRecordActions<A>(run, onDone);
  return { list, actions, checked, setChecked };
}

export type AccountList<T extends { id: number }, A extends string> = ReturnType<typeof useAccountList<T, A>>;

export interface AccountListViewProps<T extends { id: number }, A extends string> {
  table: AccountList<T, A>;
  addLabel: string;
  onAdd(): void;
  caption: string;
  emptyTitle: string;
  columns: Column<T>[];
  rowLabel(row: T): string;
  /** The actions of the checked rows' bar. */
  bulk: { activate: A; deactivate: A; remove: A };
  /** Skeleton lines while the first read is on its way. */
  skeletonLines?: number;
  /** Notices of the widget's own, shown under «Добавить…». */
  notices?: ReactNode;
  /** The widget's dialogs. */
  children?: ReactNode;
}

export function AccountListView<T extends { id: number }, A extends string>(props: AccountListViewProps<T, A>) {
  const { table, bulk, children } = props;
  const { list, actions } = table;
  const { act } = actions;
  return (
    <div className="b2b-account-body" part="base">
      <div className="b2b-account-toolbar">
        <Button variant="primary" onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </div>
      {props.notices}
      <ActionFailure actions={actions} text={(reason) => t('accountFailed', { reason })} />
      <RecordTable
        list={list}
        checked={table.checked}
        onCheckedChange={table.setChecked}
        caption={props.caption}
        emptyTitle={props.emptyTitle}
        columns={props.columns}
        rowLabel={props.rowLabel}
        skeletonLines={props.skeletonLines}
        resultsClassName="b2b-account-results"
        bulkActions={(chosen) => (
          <span className="b2b-account-bulk">
            <Button small onClick={() => void act(chosen, bulk.activate)}>
              {t('accountActivateChecked')}
            </Button>
            <Button small onClick={() => void act(chosen, bulk.deactivate)}>
              {t('accountDeactivateChecked')}
            </Button>
            <Button small variant="danger" onClick={() => void act(chosen, bulk.remove, t('accountDeleteCheckedAsk', { n: chosen.length }))}>
              {t('accountDeleteChecked')}
            </Button>
          </span>
        )}
      />
      {children}
    </div>
  );
}

