import { useEffect, useMemo, useRef } from 'react';
import { purchasedExportUrl } from '../../core/api/reports';
import { t } from '../../core/messages/purchased-goods';
import { PAGE_SIZE } from '../../core/constants';
import { formatNumber, inPortalZone } from '../../core/format';
import { PURCHASED_REPORTS, changePurchasedFilter, purchasedQuery, type PurchasedReport } from '../../core/rules/purchased-filter';
import type { PurchasedRow } from '../../core/types';
import { useBasketStore, useEffectiveContract, useSession, useSessionStore } from '../../stores/react';
import { ToastProvider } from '../../ui/alert';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { formatRubles } from '../../ui/price';
import { StyleRoot } from '../../ui/StyleRoot';
import { ListResults } from '../../blocks/load/ListResults';
import { ProductTargetContext, type ProductTarget } from '../../blocks/product/product-target';
import { useAddedNotice } from '../../blocks/product/use-added-notice';
import { purchasedGoodsStyles } from './purchased-goods-styles';
import { REPORT_NAMES, reportColumns } from './report-columns';
import { ReportFilterForm } from './ReportFilterForm';
import { useReport } from './use-report';
import { useReportUrl } from './use-report-url';

export interface PurchasedGoodsProps {
  /** Contract preselected in the filter (the page address wins when it names one). */
  contract?: number;
  /** Report shown first: 'goods' (default), 'often', 'last' or 'sum' (the page address wins). */
  report?: PurchasedReport;
  /** Rows per page; default 20 (spec 9). */
  perpage?: number;
}

/**
 * The four purchased-goods reports of spec 2, computed by the
 * portal from the order history: the filter in the page address, sortable
 * columns, add to basket from a row, and the report as .xlsx.
 */
export function PurchasedGoods(props: PurchasedGoodsProps) {
  return (
    <StyleRoot css={purchasedGoodsStyles} className="b2b-purchased-goods" providers={[ToastProvider]}>
      <PurchasedGoodsBody {...props} />
    </StyleRoot>
  );
}

/** A row's card on a phone (purchased-goods-cards.css.ts), for a page long enough to virtualise. */
const CARD_HEIGHT = 190;

const getRowId = (r: PurchasedRow) => `${r.type}:${r.id}`;
const isReport = (r: string | undefined): r is PurchasedReport => (PURCHASED_REPORTS as readonly string[]).includes(r ?? '');

function PurchasedGoodsBody({ contract, report, perpage = PAGE_SIZE.purchased }: PurchasedGoodsProps) {
  const root = useRef<HTMLDivElement>(null);
  const preset = useMemo(() => ({ contract, report }), [contract, report]);
  const { filter, navigate } = useReportUrl(preset);
  const query = useMemo(() => purchasedQuery(filter, perpage, inPortalZone()), [filter, perpage]);
  const list = useReport(query);
  const data = list.data;

  // Adds go to the report's contract when one is chosen, else the page's.
  const session = useSessionStore();
  useEffect(() => {
    void session.ensureLoaded();
  }, [session]);
  const warehouseDefault = useSession((s) => s.warehouseIdDefault);
  const effective = useEffectiveContract({ contract: filter.contract, warehouse: null });
  const basket = useBasketStore();
  const onAdded = useAddedNotice(root);
  const addContract = filter.contract ?? effective.contractId;
  const stopped = Boolean(data?.contracts.find((c) => c.id === addContract)?.stopOrders);
  const addWarehouse = effective.warehouseId ?? warehouseDefault;
  const target = useMemo<ProductTarget>(
    () => ({ contract: addContract, warehouse: addWarehouse, stopped, basket, onAdded }),
    [addContract, addWarehouse, stopped, basket, onAdded],
  );

  // The table names the report it shows (the reply's), not the one on its way: the rows and their columns agree.
  const shownReport: PurchasedReport = isReport(data?.report) ? data.report : filter.report;
  const columns = useMemo(() => reportColumns(shownReport, addWarehouse ?? null), [shownReport, addWarehouse]);
  const caption = t('reportsCaption', {
    report: t(REPORT_NAMES[shownReport]),
    start: data?.filter?.startDate ?? String(query.startDate),
    end: data?.filter?.endDate ?? String(query.endDate),
  });

  return (
    <div ref={root} className="b2b-reports-body" part="base">
      <div className="b2b-reports-switch" role="group" aria-label={t('reportsSwitch')} part="switch">
        {PURCHASED_REPORTS.map((r) => (
          <Button
            key={r}
            small
            className="b2b-reports-switch-button"
            aria-pressed={filter.report === r}
            onClick={() => filter.report !== r && navigate(changePurchasedFilter(filter, { report: r }))}
          >
            {t(REPORT_NAMES[r])}
          </Button>
        ))}
      </div>
      <ReportFilterForm filter={filter} contracts={data?.contracts ?? []} catalogs={data?.catalogs ?? []} onApply={navigate} />
      <ListResults
        load={list}
        skeletonLines={Math.min(perpage, 10)}
        className="b2b-reports-results"
        header={(d) => (
          <div className="b2b-reports-summary">
            <p className="b2b-reports-found" role="status">
              {t('reportsFound', { n: formatNumber(d.count) })}
              {d.total && d.count > 0 ? ` · ${t('reportsTotal', { qnt: formatNumber(d.total.qnt), sum: formatRubles(d.total.sum) })}` : ''}
            </p>
            {d.count > 0 && (
              <a className="b2b-reports-export" part="export" href={purchasedExportUrl(query)} download>
                {t('reportsExport')}
              </a>
            )}
          </div>
        )}
        isEmpty={(d) => d.rows.length === 0}
        empty={t('reportsEmpty')}
        pagination={(d) => d.pagination}
        onPage={(page) => navigate(changePurchasedFilter(filter, { page }))}
      >
        {(d) => (
          <ProductTargetContext.Provider value={target}>
            <DataTable
              caption={caption}
              className="b2b-reports-table"
              cardHeight={CARD_HEIGHT}
              columns={columns}
              rows={d.rows}
              getRowId={getRowId}
              sort={filter.sort}
              onSortChange={(sort) => navigate(changePurchasedFilter(filter, { sort }))}
            />
          </ProductTargetContext.Provider>
        )}
      </ListResults>
    </div>
  );
}
