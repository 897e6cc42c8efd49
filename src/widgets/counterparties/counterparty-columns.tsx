import type { Contragent } from '../../core/api/account-owner';
import { t } from '../../core/messages/account';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';

export interface CounterpartyActions {
  edit(row: Contragent): void;
  toggle(row: Contragent): void;
  remove(row: Contragent): void;
  busy: ReadonlySet<number>;
}

/** Company (with the duplicate flag), ИНН, КПП, state, and the row's actions. */
export function counterpartyColumns(actions: CounterpartyActions): Column<Contragent>[] {
  return [
    {
      id: 'company',
      header: t('counterpartiesCompany'),
      rowHeader: true,
      cell: (r) => (
        <>
          {r.company}
          {r.duplicate && (
            <span className="b2b-account-badge" title={t('counterpartiesDuplicateHint')}>
              {t('counterpartiesDuplicate')}
            </span>
          )}
        </>
      ),
    },
    // Named in a phone's card (dataTableCardsCss); «Активен» says what it is.
    { id: 'inn', header: t('counterpartiesInn'), label: () => t('counterpartiesInn'), cell: (r) => r.inn },
    { id: 'kpp', header: t('counterpartiesKpp'), label: () => t('counterpartiesKpp'), cell: (r) => r.kpp },
    {
      id: 'state',
      header: t('counterpartiesState'),
      cell: (r) => (r.enabled ? t('counterpartiesActive') : <span className="b2b-account-off">{t('counterpartiesInactive')}</span>),
    },
    {
      id: 'actions',
      header: t('accountActions'),
      print: false,
      cell: (r) => {
        const busy = actions.busy.has(r.id);
        const label = (action: string) => t('accountActionLabel', { action, name: r.company });
        const toggle = r.enabled ? t('accountDeactivate') : t('accountActivate');
        return (
          <span className="b2b-account-actions">
            <Button small disabled={busy} onClick={() => actions.edit(r)} aria-label={label(t('accountEdit'))}>
              {t('accountEdit')}
            </Button>
            <Button small disabled={busy} onClick={() => actions.toggle(r)} aria-label={label(toggle)}>
              {toggle}
            </Button>
            <Button small variant="danger" disabled={busy} onClick={() => actions.remove(r)} aria-label={label(t('accountDelete'))}>
              {t('accountDelete')}
            </Button>
          </span>
        );
      },
    },
  ];
}
