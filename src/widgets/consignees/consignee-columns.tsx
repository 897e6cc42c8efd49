import { t } from '../../core/messages/consignees';
import { formatFileSize } from '../../core/format';
import type { Consignee } from '../../core/types';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';

export interface ConsigneeActions {
  edit(consignee: Consignee): void;
  remove(consignee: Consignee): void;
  busy: ReadonlySet<number>;
}

export const consigneeName = (c: Consignee) => `${c.surname} ${c.name}`;

export function consigneeColumns(actions: ConsigneeActions): Column<Consignee>[] {
  return [
    { id: 'surname', header: t('consigneeSurname'), rowHeader: true, cell: (c) => c.surname },
    // Named in a phone's card (dataTableCardsCss).
    { id: 'name', header: t('consigneeName'), label: () => t('consigneeName'), cell: (c) => c.name },
    {
      id: 'scan',
      header: t('consigneeScan'),
      label: () => t('consigneeScan'),
      cell: (c) =>
        c.file ? (
          <a href={c.file.url} target="_blank" rel="noopener">
            {`${c.file.name}, ${formatFileSize(c.file.size)}`}
            {/* Whose scan, for a list of links read out of the table; the name starts with the visible text. */}
            <span className="b2b-visually-hidden">{` (${t('consigneeScanLink', { name: consigneeName(c) })})`}</span>
          </a>
        ) : (
          <span className="b2b-places-muted">{t('consigneeScanNone')}</span>
        ),
    },
    {
      id: 'actions',
      header: t('ordersColActions'),
      print: false,
      cell: (c) => {
        const busy = actions.busy.has(c.id);
        const name = consigneeName(c);
        return (
          <span className="b2b-places-actions">
            <Button small disabled={busy} onClick={() => actions.edit(c)} aria-label={t('consigneeEditLabel', { name })}>
              {t('placesEdit')}
            </Button>
            <Button small variant="danger" disabled={busy} onClick={() => actions.remove(c)} aria-label={t('consigneeDeleteLabel', { name })}>
              {t('placesDelete')}
            </Button>
          </span>
        );
      },
    },
  ];
}
