import type { Manager } from '../../core/api/account-owner';
import { t } from '../../core/messages/account';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';

export interface ManagerActions {
  edit(m: Manager): void;
  toggle(m: Manager): void;
  prices(m: Manager): void;
  remove(m: Manager): void;
  busy: ReadonlySet<number>;
}

/** Name, login, e-mail, the enabled switch, contracts, and the row's actions. */
export function managerColumns(actions: ManagerActions): Column<Manager>[] {
  return [
    { id: 'name', header: t('managersName'), rowHeader: true, cell: (m) => m.name },
    // Named in a phone's card (dataTableCardsCss).
    { id: 'login', header: t('managersLogin'), label: () => t('managersLogin'), cell: (m) => m.login },
    { id: 'email', header: t('managersEmail'), label: () => t('managersEmail'), cell: (m) => m.email },
    {
      id: 'enabled',
      header: t('managersEnabled'),
      label: () => t('managersEnabled'),
      // Spec 4: a switch between '0' and '1', changed in place.
      cell: (m) => (
        <Button
          small
          role="switch"
          aria-checked={m.enabled}
          aria-label={t('accountActionLabel', { action: t('managersEnabled'), name: m.name })}
          disabled={actions.busy.has(m.id)}
          onClick={() => actions.toggle(m)}
        >
          {m.enabled ? t('managersEnabledOn') : t('managersEnabledOff')}
        </Button>
      ),
    },
    { id: 'contracts', header: t('managersContracts'), label: () => t('managersContracts'), cell: (m) => m.contracts.map((c) => c.header).join('; ') },
    {
      id: 'actions',
      header: t('accountActions'),
      print: false,
      cell: (m) => {
        const busy = actions.busy.has(m.id);
        const label = (action: string) => t('accountActionLabel', { action, name: m.name });
        return (
          <span className="b2b-account-actions">
            <Button small disabled={busy} onClick={() => actions.edit(m)} aria-label={label(t('accountEdit'))}>
              {t('accountEdit')}
            </Button>
            <Button small disabled={busy} onClick={() => actions.prices(m)} aria-label={label(t('managersPrices'))}>
              {t('managersPrices')}
            </Button>
            <Button small variant="danger" disabled={busy} onClick={() => actions.remove(m)} aria-label={label(t('accountDelete'))}>
              {t('accountDelete')}
            </Button>
          </span>
        );
      },
    },
  ];
}
