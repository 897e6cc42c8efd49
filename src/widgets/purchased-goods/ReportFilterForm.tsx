import { t } from '../../core/messages/purchased-goods';
import { formatDate, inPortalZone } from '../../core/format';
import {
  DEFAULT_PURCHASED_FILTER,
  changePurchasedFilter,
  defaultPurchasedPeriod,
  purchasedPeriod,
  type PurchasedFilter,
} from '../../core/rules/purchased-filter';
import type { Contract } from '../../core/types';
import { DateRange } from '../../ui/date-picker';
import { IdSelect } from '../../ui/select';
import { FilterForm } from '../../blocks/filter/FilterForm';
import { useFilterDraft } from '../../blocks/filter/use-filter-draft';

export interface ReportFilterFormProps {
  filter: PurchasedFilter;
  contracts: readonly Contract[];
  catalogs: readonly { id: number; header: string }[];
  onApply: (next: PurchasedFilter) => void;
}

/** The dates the form shows: the filter's, or the default period's spelled out. */
function shownDates(f: PurchasedFilter): PurchasedFilter {
  if (f.startDate || f.endDate) return f;
  const { start, end } = defaultPurchasedPeriod(inPortalZone());
  return { ...f, startDate: formatDate(start), endDate: formatDate(end) };
}

/**
 * Contract, catalogue section and period: nothing is requested until
 * 'Показать'; a period whose start is not before its end is refused here
 * (spec 5) and no request goes out.
 */
export function ReportFilterForm({ filter, contracts, catalogs, onApply }: ReportFilterFormProps) {
  const { draft, edit, range, editRange, refused, submit } = useFilterDraft(filter, {
    shown: shownDates,
    invalid: (d) => purchasedPeriod(d, inPortalZone()) === 'invalid',
    apply: (d) => {
      // The default period stays unnamed in the address, so a saved link keeps meaning 'the last 30 days'.
      const usual = shownDates({ ...d, startDate: '', endDate: '' });
      const same = d.startDate === usual.startDate && d.endDate === usual.endDate;
      onApply(changePurchasedFilter(filter, { contract: d.contract, catalog: d.catalog, startDate: same ? '' : d.startDate, endDate: same ? '' : d.endDate }));
    },
  });

  return (
    <FilterForm
      label={t('reportsFilter')}
      className="b2b-reports-filter"
      onSubmit={submit}
      applyLabel={t('reportsApply')}
      resetLabel={t('reportsReset')}
      contract={{ label: t('reportsContract'), all: t('reportsAllContracts'), value: draft.contract, items: contracts, onChange: (contract) => edit({ contract }) }}
      onReset={() => onApply({ ...DEFAULT_PURCHASED_FILTER, report: filter.report })}
    >
      <IdSelect
        label={t('reportsCatalog')}
        value={draft.catalog}
        onChange={(catalog) => edit({ catalog })}
        items={catalogs}
        all={t('reportsAllGoods')}
      />
      <DateRange
        legend={t('reportsPeriod')}
        className="b2b-filter-range"
        value={range}
        refused={refused}
        onChange={editRange}
      />
    </FilterForm>
  );
}
