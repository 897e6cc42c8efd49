import { useCallback, useMemo, useState } from 'react';
import { getManagers, managerAction, setManagerEnabled, type Manager, type ManagerAction } from '../../core/api/account-owner';
import { t } from '../../core/messages/account';
import { errorText } from '../../stores/api-errors';
import { Alert } from '../../ui/alert';
import { ConfirmProvider } from '../../ui/confirm';
import { lazyModule } from '../../ui/lazy-module';
import { StyleRoot } from '../../ui/StyleRoot';
import { lazyDialog } from '../../blocks/dialog/lazy-dialog';
import { AccountListView, useAccountList } from '../../blocks/record-list/account-list';
import { managerColumns } from './manager-columns';
import { managersStyles } from './managers-styles';
import { PricePoliticsDialog } from './PricePoliticsDialog';
import { useManagerForm } from './use-manager-form';
import { usePricePolitics } from './use-price-politics';

// The form (its rules, the phone field) loads when first opened: most visits only look.
const ManagerDialog = lazyDialog(lazyModule(() => import('./ManagerDialog').then((m) => m.ManagerDialog)), {
  isOpen: ({ dialog }: { dialog: ReturnType<typeof useManagerForm> }) => dialog.subject !== null,
});
const load = (signal: AbortSignal) => getManagers({ signal });
/** Spec 8: 'Данные сохранены' stays 3 s for managers. */
const SAVED_MS = 3000;

/**
 * The owner's sub-managers: list, add and edit in the manager form,
 * enable/disable in place, price politics per manager, delete one or the checked.
 */
export function Managers() {
  return (
    <StyleRoot css={managersStyles} className="b2b-managers" providers={[ConfirmProvider]}>
      <ManagersBody />
    </StyleRoot>
  );
}

function ManagersBody() {
  const table = useAccountList<Manager, ManagerAction>(load, managerAction);
  const [saved, setSaved] = useState<string | null>(null);
  const [toggleError, setToggleError] = useState<string | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const { put } = table.list;
  const actions = table.actions;
  const onSaved = useCallback(
    (m: Manager, passwordSentTo?: string) => {
      put(m);
      setSaved(passwordSentTo ? `${t('dataSaved')}. ${t('managersPasswordSent', { email: passwordSentTo })}` : t('dataSaved'));
    },
    [put],
  );
  const dialog = useManagerForm(onSaved);
  const politics = usePricePolitics();

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
  return (
    <AccountListView
      table={table}
      addLabel={t('managersAdd')}
      onAdd={() => openDialog(null)}
      caption={t('managersCaption')}
      emptyTitle={t('managersEmpty')}
      columns={columns}
      rowLabel={(m) => t('managersRowLabel', { name: m.name })}
      bulk={{ activate: 'enable', deactivate: 'disable', remove: 'delete' }}
      skeletonLines={2}
      notices={
        <>
          {saved && <Alert tone="success" onClose={() => setSaved(null)} autoHideMs={SAVED_MS}>{saved}</Alert>}
          {toggleError && (
            <Alert tone="error" onClose={() => setToggleError(null)}>
              {t('accountFailed', { reason: toggleError })}
            </Alert>
          )}
        </>
      }
    >
      <ManagerDialog dialog={dialog} />
      <PricePoliticsDialog politics={politics} />
    </AccountListView>
  );
}
