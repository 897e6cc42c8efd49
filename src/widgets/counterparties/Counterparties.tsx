import { useMemo } from 'react';
import { contragentAction, getContragents, type Contragent, type RowAction } from '../../core/api/account-owner';
import { t } from '../../core/messages/account';
import { ConfirmProvider } from '../../ui/confirm';
import { lazyModule } from '../../ui/lazy-module';
import { StyleRoot } from '../../ui/StyleRoot';
import { lazyDialog } from '../../blocks/dialog/lazy-dialog';
import { AccountListView, useAccountList } from '../../blocks/record-list/account-list';
import { counterpartyColumns } from './counterparty-columns';
import { counterpartiesStyles } from './counterparties-styles';
import { useCounterpartyForm } from './use-counterparty-form';

// The form (its rules, the ИНН checksum) loads when first opened: most visits only look.
const CounterpartyDialog = lazyDialog(lazyModule(() => import('./CounterpartyDialog').then((m) => m.CounterpartyDialog)), {
  isOpen: ({ dialog }: { dialog: ReturnType<typeof useCounterpartyForm> }) => dialog.subject !== null,
});
const load = (signal: AbortSignal) => getContragents({ signal });

/**
 * The customer's counterparties: company, ИНН, КПП, active or not and
 * the duplicate flag; add and edit in a dialog, activate, deactivate and delete
 * one or the checked ones (a delete asks 'Подтвердите действие').
 */
export function Counterparties() {
  return (
    <StyleRoot css={counterpartiesStyles} className="b2b-counterparties" providers={[ConfirmProvider]}>
      <CounterpartiesBody />
    </StyleRoot>
  );
}

function CounterpartiesBody() {
  const table = useAccountList<Contragent, RowAction>(load, contragentAction);
  const dialog = useCounterpartyForm(table.list.put);
  const { act, busy } = table.actions;
  const openDialog = dialog.open;
  const columns = useMemo(
    () =>
      counterpartyColumns({
        edit: openDialog,
        toggle: (r) => void act([r.id], r.enabled ? 'deactivate' : 'activate'),
        remove: (r) => void act([r.id], 'delete', t('accountDeleteAsk', { name: r.company })),
        busy,
      }),
    [act, openDialog, busy],
  );

  return (
    <AccountListView
      table={table}
      addLabel={t('counterpartiesAdd')}
      onAdd={() => openDialog(null)}
      caption={t('counterpartiesCaption')}
      emptyTitle={t('counterpartiesEmpty')}
      columns={columns}
      rowLabel={(r) => t('counterpartiesRowLabel', { name: r.company })}
      bulk={{ activate: 'activate', deactivate: 'deactivate', remove: 'delete' }}
    >
      <CounterpartyDialog dialog={dialog} />
    </AccountListView>
  );
}
