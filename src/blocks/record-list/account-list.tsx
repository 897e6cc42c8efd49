/**
 * The account's tables of people and companies (<b2b-counterparties>,
 * <b2b-managers>): «Добавить…» above, the loading, error and empty states, a
 * table whose checked rows are activated, deactivated or removed at once (a
 * removal asks first), the failure with a retry. After an action the list is
 * read again, since the server decides what it changed.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { t } from '../../core/messages/account';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { DataTable, type Column, type RowId } from '../../ui/data-table';
import { EmptyState, ErrorState, SkeletonLines, SkeletonLoading } from '../../ui/states';
import { useRecordActions } from './use-record-actions';
import { useRecordList } from './use-record-list';

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
      {actions.failure && (
        <Alert tone="error" onClose={actions.dismiss} actions={[{ label: t('retry'), onClick: actions.retry }]}>
          {t('accountFailed', { reason: actions.failure.message })}
        </Alert>
      )}
      {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
      {!list.rows && !list.error && (
        <SkeletonLoading label={t('loading')}>
          <SkeletonLines lines={props.skeletonLines ?? 3} />
        </SkeletonLoading>
      )}
      {list.rows &&
        (list.rows.length === 0 ? (
          <EmptyState title={props.emptyTitle} />
        ) : (
          <div className="b2b-account-results" aria-busy={list.loading || undefined}>
            <DataTable
              caption={props.caption}
              columns={props.columns}
              rows={list.rows}
              getRowId={rowId}
              selectable
              checkedIds={table.checked}
              onCheckedChange={table.setChecked}
              rowLabel={props.rowLabel}
              bulkActions={(ids) => {
                const chosen = [...ids].map(Number);
                return (
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
                );
              }}
            />
          </div>
        ))}
      {children}
    </div>
  );
}

const rowId = (row: { id: number }) => row.id;
