import { useCallback, useMemo, useState } from 'react';
import { contragentAction, getContragents, type Contragent, type RowAction } from '../../core/api/account-owner';
import { t } from '../../core/messages/account';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmProvider } from '../../ui/confirm';
import { DataTable, type RowId } from '../../ui/data-table';
import { EmptyState, ErrorState, SkeletonLines, SkeletonLoading } from '../../ui/states';
import { lazyModule, useLazyModule } from '../../ui/lazy-module';
import { StyleRoot } from '../../ui/StyleRoot';
import { useRecordActions } from '../../blocks/record-list/use-record-actions';
import { useRecordList } from '../../blocks/record-list/use-record-list';
import { counterpartyColumns } from './counterparty-columns';
import { counterpartiesStyles } from './counterparties-styles';
import { useCounterpartyForm } from './use-counterparty-form';

// The form (its rules, the ИНН checksum) loads when first opened: most visits only look.
const formCode = lazyModule(() => import('./CounterpartyDialog').then((m) => m.CounterpartyDialog));
const load = (signal: AbortSignal) => getContragents({ signal });

/**
 * The customer's counterparties (issue 21): company, ИНН, КПП, active or not and
 * the duplicate flag; add and edit in a dialog, activate, deactivate and delete
 * one or the checked ones (a delete asks 'Подтвердите действие').
 */
export function Counterparties() {
  return (
    <StyleRoot css={counterpartiesStyles} className="b2b-counterparties">
      <ConfirmProvider>
        <CounterpartiesBody />
      </ConfirmProvider>
    </StyleRoot>
  );
}

function CounterpartiesBody() {
  const list = useRecordList<Contragent>(load);
  const [checked, setChecked] = useState<ReadonlySet<RowId>>(new Set());
  const { reload, put } = list;
  const onDone = useCallback(
    (ids: readonly number[]) => {
      setChecked((prev) => new Set([...prev].filter((id) => !ids.includes(Number(id)))));
      reload();
    },
    [reload],
  );
  const actions = useRecordActions<RowAction>(contragentAction, onDone);
  const dialog = useCounterpartyForm(put);
  const { module: CounterpartyDialog, error: formCodeError } = useLazyModule(formCode, dialog.subject !== null);
  if (formCodeError) throw formCodeError;
  const { act } = actions;
  const openDialog = dialog.open;
  const columns = useMemo(
    () =>
      counterpartyColumns({
        edit: openDialog,
        toggle: (r) => void act([r.id], r.enabled ? 'deactivate' : 'activate'),
        remove: (r) => void act([r.id], 'delete', t('accountDeleteAsk', { name: r.company })),
        busy: actions.busy,
      }),
    [act, openDialog, actions.busy],
  );
  const getRowId = useCallback((r: Contragent) => r.id, []);
  const rows = list.rows;

  return (
    <div className="b2b-account-body" part="base">
      <div className="b2b-account-toolbar">
        <Button variant="primary" onClick={() => dialog.open(null)}>
          {t('counterpartiesAdd')}
        </Button>
      </div>
      {actions.failure && (
        <Alert tone="error" onClose={actions.dismiss} actions={[{ label: t('retry'), onClick: actions.retry }]}>
          {t('accountFailed', { reason: actions.failure.message })}
        </Alert>
      )}
      {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
      {!rows && !list.error && (
        <SkeletonLoading label={t('loading')}>
          <SkeletonLines lines={3} />
        </SkeletonLoading>
      )}
      {rows &&
        (rows.length === 0 ? (
          <EmptyState title={t('counterpartiesEmpty')} />
        ) : (
          <div className="b2b-account-results" aria-busy={list.loading || undefined}>
            <DataTable
              caption={t('counterpartiesCaption')}
              columns={columns}
              rows={rows}
              getRowId={getRowId}
              selectable
              checkedIds={checked}
              onCheckedChange={setChecked}
              rowLabel={(r) => t('counterpartiesRowLabel', { name: r.company })}
              bulkActions={(ids) => {
                const list = [...ids].map(Number);
                return (
                  <span className="b2b-account-bulk">
                    <Button small onClick={() => void act(list, 'activate')}>
                      {t('accountActivateChecked')}
                    </Button>
                    <Button small onClick={() => void act(list, 'deactivate')}>
                      {t('accountDeactivateChecked')}
                    </Button>
                    <Button small variant="danger" onClick={() => void act(list, 'delete', t('accountDeleteCheckedAsk', { n: list.length }))}>
                      {t('accountDeleteChecked')}
                    </Button>
                  </span>
                );
              }}
            />
          </div>
        ))}
      {CounterpartyDialog && <CounterpartyDialog dialog={dialog} />}
    </div>
  );
}
