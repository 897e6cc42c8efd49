import { useState, type FormEvent } from 'react';
import { t, type OrdersKey } from '../../core/messages/orders';
import { formatDate, inPortalZone, parseDate } from '../../core/format';
import { DEFAULT_ORDER_FILTER, changeOrderFilter, filterPeriod, type DateSelect, type OrderFilter, type PaidChoice } from '../../core/rules/order-filter';
import type { Contract, OrderState, ProjectStatus } from '../../core/types';
import { Button } from '../../ui/button';
import { DateRange, type DateRangeValue } from '../../ui/date-picker';
import { TextField } from '../../ui/field';
import { Select } from '../../ui/select';

const PERIODS: [DateSelect, OrdersKey][] = [
  ['week', 'ordersWeek'],
  ['month', 'ordersMonth'],
  ['quarter', 'ordersQuarter'],
  ['year', 'ordersYear'],
  ['custom', 'ordersCustom'],
];

export interface OrderFilterFormProps {
  filter: OrderFilter;
  contracts: readonly Contract[];
  states: readonly OrderState[];
  projectStatuses: readonly ProjectStatus[];
  onApply: (next: OrderFilter) => void;
}

const num = (s: string) => (s === '' ? null : Number(s));

/**
 * The filter of spec 2 as a form: nothing is requested until 'Показать'; a
 * custom period whose start is not before its end is refused there (spec 5)
 * and no request goes out.
 */
export function OrderFilterForm({ filter, contracts, states, projectStatuses, onApply }: OrderFilterFormProps) {
  // Edits are local until applied; a new filter from the address (back button) starts them afresh.
  const [draft, setDraft] = useState(filter);
  const [shown, setShown] = useState(filter);
  const [refused, setRefused] = useState(false);
  if (shown !== filter) {
    setShown(filter);
    setDraft(filter);
    setRefused(false);
  }
  // A refusal stays until the next submit (DateRange's `refused` says why).
  const edit = (patch: Partial<OrderFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const range: DateRangeValue = { start: parseDate(draft.startDate), end: parseDate(draft.endDate) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = filterPeriod(draft, inPortalZone()) === 'invalid';
    setRefused(invalid);
    if (invalid) return;
    onApply(changeOrderFilter(filter, { ...draft, page: 1 }));
  };

  return (
    <form className="b2b-orders-filter" part="filter" aria-label={t('ordersFilter')} onSubmit={submit} noValidate>
      <Select
        className="b2b-orders-field"
        label={t('ordersContract')}
        value={draft.contract === null ? '' : String(draft.contract)}
        onChange={(v) => edit({ contract: num(v) })}
        options={[['', t('ordersAllContracts')], ...contracts.map((c): [string, string] => [String(c.id), c.header])]}
      />
      <Select
        className="b2b-orders-field"
        label={t('ordersPeriod')}
        value={draft.dateselect}
        onChange={(v) => edit({ dateselect: v as DateSelect })}
        options={PERIODS.map(([value, key]): [string, string] => [value, t(key)])}
      />
      {draft.dateselect === 'custom' && (
        <DateRange
          legend={t('ordersCustom')}
          className="b2b-orders-range"
          value={range}
          refused={refused}
          onChange={(v) => edit({ startDate: v.start ? formatDate(v.start) : '', endDate: v.end ? formatDate(v.end) : '' })}
        />
      )}
      <Select
        className="b2b-orders-field"
        label={t('ordersPaid')}
        value={draft.paid}
        onChange={(v) => edit({ paid: v as PaidChoice })}
        options={[
          ['', t('ordersPaidAny')],
          ['1', t('ordersPaidYes')],
          ['0', t('ordersPaidNo')],
        ]}
      />
      <Select
        className="b2b-orders-field"
        label={t('ordersState')}
        value={draft.state === null ? '' : String(draft.state)}
        onChange={(v) => edit({ state: num(v) })}
        options={[['', t('ordersAny')], ...states.map((s): [string, string] => [String(s.id), s.header])]}
      />
      <Select
        className="b2b-orders-field"
        label={t('ordersProjectStatus')}
        value={draft.projectStatus === null ? '' : String(draft.projectStatus)}
        onChange={(v) => edit({ projectStatus: num(v) })}
        options={[['', t('ordersAny')], ...projectStatuses.map((s): [string, string] => [String(s.id), s.header])]}
      />
      <TextField
        label={t('ordersNumber')}
        className="b2b-orders-field"
        value={draft.numberOrder}
        maxLength={50}
        onChange={(e) => edit({ numberOrder: e.currentTarget.value })}
      />
      <div className="b2b-orders-filter-actions">
        <Button type="submit" variant="primary">
          {t('ordersApply')}
        </Button>
        <Button onClick={() => onApply({ ...DEFAULT_ORDER_FILTER })}>{t('ordersReset')}</Button>
      </div>
    </form>
  );
}
