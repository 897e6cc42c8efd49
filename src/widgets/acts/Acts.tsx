import { useCallback, useMemo, useRef } from 'react';
import { t } from '../../core/messages/acts';
import { PAGE_SIZE } from '../../core/constants';
import type { Act } from '../../core/types';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { StyleRoot } from '../../ui/StyleRoot';
import { ListResults } from '../../blocks/load/ListResults';
import { useEmit } from '../../blocks/element/host-context';
import { actColumns } from './act-columns';
import { ActForm } from './ActForm';
import { actsStyles } from './acts-styles';
import { useActList } from './use-act-list';

export interface ActsProps {
  /** Contract chosen at first in the request form. */
  contract?: number;
  /** Acts per page; default 20 (spec 9). */
  perpage?: number;
}

/**
 * Reconciliation acts: the request form (contract, counterparty,
 * period) and the list of acts with their state, refreshed every 10 s while
 * the page is visible; a ready act's .xlsx downloads from its row.
 */
export function Acts(props: ActsProps) {
  return (
    <StyleRoot css={actsStyles} className="b2b-acts">
      <ActsBody {...props} />
    </StyleRoot>
  );
}

function ActsBody({ contract, perpage = PAGE_SIZE.acts }: ActsProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const emit = useEmit(rootRef);
  const list = useActList(perpage);
  const columns = useMemo(() => actColumns(), []);
  const getRowId = useCallback((a: Act) => a.id, []);
  const added = list.added;
  const onRequested = useCallback(
    (act: Act) => {
      added(act);
      emit('b2b-act-request', { id: act.id, contract: act.contract_id, startdate: act.startdate, enddate: act.enddate });
    },
    [added, emit],
  );
  const data = list.data;

  return (
    <div ref={rootRef} className="b2b-acts-body" part="base">
      {data && <ActForm contracts={data.contracts} contragents={data.contragents} preset={contract} onRequested={onRequested} />}
      <ListResults
        load={list}
        skeletonLines={5}
        className="b2b-acts-results"
        header={(d) =>
          d.count > 0 && (
            <div className="b2b-acts-toolbar">
              <p className="b2b-acts-found" role="status">
                {t('actsFound', { n: d.count })}
              </p>
              <Button small onClick={list.reload}>
                {t('actsRefresh')}
              </Button>
            </div>
          )
        }
        isEmpty={(d) => d.count === 0}
        empty={t('actsEmpty')}
        pagination={(d) => d.pagination}
        onPage={list.setPage}
      >
        {(d) => <DataTable caption={t('actsCaption')} columns={columns} rows={d.acts} getRowId={getRowId} className="b2b-acts-table" />}
      </ListResults>
    </div>
  );
}
