import { useState, type FormEvent } from 'react';
import { t } from '../../core/messages/purchased-goods';
import { formatDate, parseDate, inPortalZone } from '../../core/format';
import {
  DEFAULT_PURCHASED_FILTER,
  changePurchasedFilter,
  defaultPurchasedPeriod,
  purchasedPeriod,
  type PurchasedFilter,
} from '../../core/rules/purchased-filter';
import type { Contract } from '../../core/types';
import { Button } from '../../ui/button';
import { DateRange, type DateRangeValue } from '../../ui/date-picker';
import { Select } from '../../ui/select';

export interface ReportFilterFormProps {
  filter: PurchasedFilter;
  contracts: readonly Contract[];
  catalogs: readonly { id: number; header: string }[];
  onApply: (next: PurchasedFilter) => void;
}

const num = (s: string) => (s === '' ? null : Number(s));

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
  // Edits are local until applied; a new filter from the address (back button) starts them afresh.
  const [draft, setDraft] = useState(() => shownDates(filter));
  const [shown, setShown] = useState(filter);
  const [refused, setRefused] = useState(false);
  if (shown !== filter) {
    setShown(filter);
    setDraft(shownDates(filter));
    setRefused(false);
  }
  // A refusal stays until the next submit (DateRange's `refused` says why).
  const edit = (patch: Partial<PurchasedFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const range: DateRangeValue = { start: parseDate(draft.startDate), end: parseDate(draft.endDate) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = purchasedPeriod(draft, inPortalZone()) === 'invalid';
    setRefused(invalid);
    if (invalid) return;
    // The default period stays unnamed in the address, so a saved link keeps meaning 'the last 30 days'.
    const usual = shownDates({ ...draft, startDate: '', endDate: '' });
    const same = draft.startDate === usual.startDate && draft.endDate === usual.endDate;
    onApply(
      changePurchasedFilter(filter, {
        contract: draft.contract,
        catalog: draft.catalog,
        startDate: same ? '' : draft.startDate,
        endDate: same ? '' : draft.endDate,
      }),
    );
  };

  return (
    <form className="b2b-reports-filter" part="filter" aria-label={t('reportsFilter')} onSubmit={submit} noValidate>
      <Select
        className="b2b-reports-field"
        label={t('reportsContract')}
        value={draft.contract === null ? '' : String(draft.contract)}
        onChange={(v) => edit({ contract: num(v) })}
        options={[['', t('reportsAllContracts')], ...contracts.map((c): [string, string] => [String(c.id), c.header])]}
      />
      <Select
        className="b2b-reports-field"
        label={t('reportsCatalog')}
        value={draft.catalog === null ? '' : String(draft.catalog)}
        onChange={(v) => edit({ catalog: num(v) })}
        options={[['', t('reportsAllGoods')], ...catalogs.map((c): [string, string] => [String(c.id), c.header])]}
      />
      <DateRange
        legend={t('reportsPeriod')}
        className="b2b-reports-range"
        value={range}
        refused={refused}
        onChange={(v) => edit({ startDate: v.start ? formatDate(v.start) : '', endDate: v.end ? formatDate(v.end) : '' })}
      />
      <div className="b2b-reports-filter-actions">
        <Button type="submit" variant="primary">
          {t('reportsApply')}
        </Button>
        <Button onClick={() => onApply({ ...DEFAULT_PURCHASED_FILTER, report: filter.report })}>{t('reportsReset')}</Button>
      </div>
    </form>
  );
}
