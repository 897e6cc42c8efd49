import { siteUrl } from '../../core/api/client';
import { t } from '../../core/messages/acts';
import type { ActsKey } from '../../core/messages/acts';
import type { ActState } from '../../core/rules/acts';
import type { Act } from '../../core/types';
import type { Column } from '../../ui/data-table';

const STATE_TEXT: Record<ActState, ActsKey> = {
  requested: 'actsStateRequested',
  processing: 'actsStateProcessing',
  ready: 'actsStateReady',
  refused: 'actsStateRefused',
};

const period = (a: Act) => t('actsPeriodText', { start: a.startdate, end: a.enddate });

/** An act's state as a marker; a refusal says why. */
export function ActStateCell({ act }: { act: Act }) {
  return (
    <span className="b2b-acts-state-cell">
      <span className={`b2b-acts-state b2b-acts-state--${act.state}`} part="state">
        {t(STATE_TEXT[act.state])}
      </span>
      {act.state === 'refused' && act.reason ? <span className="b2b-acts-reason">{act.reason}</span> : null}
    </span>
  );
}

/** Period, contract, counterparty, when requested, state, and a ready act's file; on a phone each act a card (acts-cards.css.ts). */
export function actColumns(): Column<Act>[] {
  return [
    { id: 'period', header: t('actsColPeriod'), rowHeader: true, cell: period },
    { id: 'contract', header: t('actsColContract'), cell: (a) => a.contract },
    // Labelled where the value alone does not say what it is (a phone's card,
    // acts-cards.css.ts): the period, the contract, the state and «Скачать» do.
    { id: 'contragent', header: t('actsColContragent'), label: () => t('actsColContragent'), cell: (a) => a.contragent },
    { id: 'requested', header: t('actsColRequested'), label: () => t('actsColRequested'), cell: (a) => a.requested },
    { id: 'state', header: t('actsColState'), cell: (a) => <ActStateCell act={a} /> },
    {
      id: 'file',
      header: t('actsColFile'),
      cell: (a) =>
        a.file ? (
          <a
            className="b2b-acts-file"
            part="file"
            href={a.file.link.startsWith('/') ? siteUrl(a.file.link) : a.file.link}
            download={a.file.name}
            aria-label={t('actsDownloadLabel', { start: a.startdate, end: a.enddate })}
          >
            {t('actsDownload')}
          </a>
        ) : null,
    },
  ];
}
