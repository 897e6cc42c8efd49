import { t } from '../../core/messages/addresses';
import type { Address } from '../../core/types';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';

export interface AddressActions {
  edit(address: Address): void;
  remove(address: Address): void;
  busy: ReadonlySet<number>;
}

export function addressColumns(actions: AddressActions): Column<Address>[] {
  return [
    { id: 'full_address', header: t('addressFullAddress'), rowHeader: true, cell: (a) => a.full_address },
    // Named in a phone's card (dataTableCardsCss).
    { id: 'postindex', header: t('addressPostindex'), label: () => t('addressPostindex'), cell: (a) => a.postindex, width: '112px' },
    {
      id: 'actions',
      header: t('ordersColActions'),
      print: false,
      cell: (a) => {
        const busy = actions.busy.has(a.id);
        return (
          <span className="b2b-places-actions">
            <Button small disabled={busy} onClick={() => actions.edit(a)} aria-label={t('addressEditLabel', { name: a.full_address })}>
              {t('placesEdit')}
            </Button>
            <Button small variant="danger" disabled={busy} onClick={() => actions.remove(a)} aria-label={t('addressDeleteLabel', { name: a.full_address })}>
              {t('placesDelete')}
            </Button>
          </span>
        );
      },
    },
  ];
}
