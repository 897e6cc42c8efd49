import { useCallback, useMemo, useState } from 'react';
import { getManagers, managerAction, setManagerEnabled, type Manager, type ManagerAction } from '../../core/api/account-owner';
import { t } from '../../core/messages/account';
import { errorText } from '../../stores/api-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmProvider } from '../../ui/confirm';
import { DataTable, type RowId } from '../../ui/data-table';
import { EmptyState, ErrorState, SkeletonLines, SkeletonLoading } from '../../ui/states';
import { lazyModule, useLazyModule } from '../../ui/lazy-module';
import { StyleRoot } from '../../ui/StyleRoot';
import { accountStyles } from '../../blocks/record-list/account-styles';
import { useRecordActions } from '../../blocks/record-list/use-record-actions';
import { useRecordList } from '../../blocks/record-list/use-record-list';
import { managerColumns } from './manager-columns';
import { PricePoliticsDialog } from './PricePoliticsDialog';
import { useManagerForm } from './use-manager-form';
import { usePricePolitics } from './use-price-politics';

// The form (its rules, the phone field) loads when first opened: most visits only look.
const formCode = lazyModule(() => import('./ManagerDialog').then((m) => m.ManagerDialog));
const load = (signal: AbortSignal) => getManagers({ signal });
/** Spec 8: 'Данные сохранены' stays 3 s for managers. */
const SAVED_MS = 3000;

/**
 * The owner's sub-managers (issue 21): list, add and edit in the manager form,
 * enable/disable in place, price politics per manager, delete one or the checked.
 */
export function Managers() {
  return (
    <StyleRoot css={accountStyles} className="b2b-managers">
      <ConfirmProvider>
        <ManagersBody />
      </ConfirmProvider>
    </StyleRoot>
  );
}

function ManagersBody() {
  const list = useRecordList<Manager>(load);
  const [checked, setChecked] = useState<ReadonlySet<RowId>>(new Set());
  const [saved, setSaved] = useState<string | null>(null);
  const [toggleError, setToggleError] = useState<string | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const { reload, put } = list;
  const onDone = useCallback(
    (ids: readonly number[]) => {
      setChecked((prev) => new Set([...prev].filter((id) => !ids.includes(Number(id)))));
      reload();
    },
    [reload],
  );
  const actions = useRecordActions<ManagerAction>(managerAction, onDone);
  const onSaved = useCallback(
    (m: Manager, passwordSentTo?: string) => {
      put(m);
      setSaved(passwordSentTo ? `${t('dataSaved')}. ${t('managersPasswordSent', { email: passwordSentTo })}` : t('dataSaved'));
    },
    [put],
  );
  const dialog = useManagerForm(onSaved);
  const politics = usePricePolitics();
  const { module: ManagerDialog, error: formCodeError } = useLazyModule(formCode, dialog.subject !== null);
  if (formCodeError) throw formCodeError;

  const toggle = useCallback(
    async (m: Manager) => {
      setToggleError(null);
      setToggling((s) => new Set(s).add(m.id));
      try {
        put(await setManagerEnabled(m.id, !m.enabled));
      } catch (error) {
        setToggleError(errorText(error));
      } finally {
        setToggling((s) => new Set([...s].filter((id) => id !== m.id)));
      }
    },
    [put],
  );
  const { act } = actions;
  const openDialog = dialog.open;
  const openPrices = politics.open;
  const busy = useMemo(() => new Set([...actions.busy, ...toggling]), [actions.busy, toggling]);
  const columns = useMemo(
    () =>
      managerColumns({
        edit: openDialog,
        toggle: (m) => void toggle(m),
        prices: openPrices,
        remove: (m) => void act([m.id], 'delete', t('accountDeleteAsk', { name: m.name })),
        busy,
      }),
    [openDialog, toggle, openPrices, act, busy],
  );
  const getRowId = useCallback((m: Manager) => m.id, []);
  const rows = list.rows;

  return (
    <div className="b2b-account-body" part="base">
      <div className="b2b-account-toolbar">
        <Button variant="primary" onClick={() => dialog.open(null)}>
          {t('managersAdd')}
        </Button>
      </div>
      {saved && (
        <Alert tone="success" onClose={() => setSaved(null)} autoHideMs={SAVED_MS}>
          {saved}
        </Alert>
      )}
      {toggleError && (
        <Alert tone="error" onClose={() => setToggleError(null)}>
          {t('accountFailed', { reason: toggleError })}
        </Alert>
      )}
      {actions.failure && (
        <Alert tone="error" onClose={actions.dismiss} actions={[{ label: t('retry'), onClick: actions.retry }]}>
          {t('accountFailed', { reason: actions.failure.message })}
        </Alert>
      )}
      {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
      {!rows && !list.error && (
        <SkeletonLoading label={t('loading')}>
          <SkeletonLines lines={2} />
        </SkeletonLoading>
      )}
      {rows &&
        (rows.length === 0 ? (
          <EmptyState title={t('managersEmpty')} />
        ) : (
          <div className="b2b-account-results" aria-busy={list.loading || undefined}>
            <DataTable
              caption={t('managersCaption')}
              columns={columns}
              rows={rows}
              getRowId={getRowId}
              selectable
              checkedIds={checked}
              onCheckedChange={setChecked}
              rowLabel={(m) => t('managersRowLabel', { name: m.name })}
              bulkActions={(ids) => {
                const chosen = [...ids].map(Number);
                return (
                  <span className="b2b-account-bulk">
                    <Button small onClick={() => void act(chosen, 'enable')}>
                      {t('accountActivateChecked')}
                    </Button>
                    <Button small onClick={() => void act(chosen, 'disable')}>
                      {t('accountDeactivateChecked')}
                    </Button>
                    <Button small variant="danger" onClick={() => void act(chosen, 'delete', t('accountDeleteCheckedAsk', { n: chosen.length }))}>
                      {t('accountDeleteChecked')}
                    </Button>
                  </span>
                );
              }}
            />
          </div>
        ))}
      {ManagerDialog && <ManagerDialog dialog={dialog} />}
      <PricePoliticsDialog politics={politics} />
    </div>
  );
}
