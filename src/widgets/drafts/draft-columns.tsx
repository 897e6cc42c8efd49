import { t } from '../../core/messages/drafts';
import type { Draft } from '../../core/types';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';
import { Price } from '../../ui/price';
import { draftLabel } from './draft-label';

export interface DraftActions {
  open(draft: Draft): void;
  repeat(draft: Draft): void;
  rename(draft: Draft): void;
  remove(draft: Draft): void;
  /** Ids with a repeat or removal on its way: their buttons wait. */
  busy: ReadonlySet<number>;
}

/** Name (or the default label), date, lines, sum, contract, and the row's actions. */
export function draftColumns(actions: DraftActions): Column<Draft>[] {
  return [
    {
      id: 'name',
      header: t('draftsColName'),
      rowHeader: true,
      cell: (d) => (
        <Button variant="link" className="b2b-drafts-name" aria-label={t('draftsOpenLabel', { name: draftLabel(d) })} onClick={() => actions.open(d)}>
          {draftLabel(d)}
        </Button>
      ),
    },
    // Labelled where the value alone does not say what it is (a phone's card, drafts-cards.css.ts).
    { id: 'date', header: t('ordersColDate'), label: () => t('ordersColDate'), cell: (d) => `${d.date} ${d.time}` },
    { id: 'lines', header: t('draftsColLines'), label: () => t('draftsColLines'), align: 'end', cell: (d) => d.lines },
    { id: 'sum', header: t('ordersColSum'), label: () => t('ordersColSum'), align: 'end', cell: (d) => <Price value={d.sum} /> },
    { id: 'contract', header: t('ordersColContract'), cell: (d) => d.contractHeader },
    {
      id: 'actions',
      header: t('ordersColActions'),
      print: false,
      cell: (d) => {
        const name = draftLabel(d);
        const busy = actions.busy.has(d.id);
        return (
          <span className="b2b-drafts-actions">
            <Button small variant="primary" disabled={busy} onClick={() => actions.repeat(d)} aria-label={t('draftsRepeatLabel', { name })}>
              {t('ordersRepeat')}
            </Button>
            <Button small disabled={busy} onClick={() => actions.rename(d)} aria-label={t('draftsRenameLabel', { name })}>
              {t('draftsRename')}
            </Button>
            <Button small variant="danger" disabled={busy} onClick={() => actions.remove(d)} aria-label={t('draftsRemoveLabel', { name })}>
              {t('draftsRemove')}
            </Button>
          </span>
        );
      },
    },
  ];
}
