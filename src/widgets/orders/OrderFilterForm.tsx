import { t, type OrdersKey } from '../../core/messages/orders';
import { inPortalZone } from '../../core/format';
import { DEFAULT_ORDER_FILTER, changeOrderFilter, filterPeriod, type DateSelect, type OrderFilter, type PaidChoice } from '../../core/rules/order-filter';
import type { Contract, OrderState, ProjectStatus } from '../../core/types';
import { DateRange } from '../../ui/date-picker';
import { TextField } from '../../ui/field';
import { IdSelect, Select } from '../../ui/select';
import { FilterForm } from '../../blocks/filter/FilterForm';
import { useFilterDraft } from '../../blocks/filter/use-filter-draft';

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

/**
 * The filter of spec 2 as a form: nothing is requested until 'Показать'; a
 * custom period whose start is not before its end is refused there (spec 5)
 * and no request goes out.
 */
export function OrderFilterForm({ filter, contracts, states, projectStatuses, onApply }: OrderFilterFormProps) {
  const { draft, edit, range, editRange, refused, submit } = useFilterDraft(filter, {
    invalid: (d) => filterPeriod(d, inPortalZone()) === 'invalid',
    apply: (d) => onApply(changeOrderFilter(filter, { ...d, page: 1 })),
  });

  return (
    <FilterForm
      label={t('ordersFilter')}
      className="b2b-orders-filter"
      onSubmit={submit}
      applyLabel={t('ordersApply')}
      resetLabel={t('ordersReset')}
      contract={{ label: t('ordersContract'), all: t('ordersAllContracts'), value: draft.contract, items: contracts, onChange: (contract) => edit({ contract }) }}
      onReset={() => onApply({ ...DEFAULT_ORDER_FILTER })}
    >
      <Select
        label={t('ordersPeriod')}
        value={draft.dateselect}
        onChange={(v) => edit({ dateselect: v as DateSelect })}
        options={PERIODS.map(([value, key]): [string, string] => [value, t(key)])}
      />
      {draft.dateselect === 'custom' && (
        <DateRange
          legend={t('ordersCustom')}
          className="b2b-filter-range"
          value={range}
          refused={refused}
          onChange={editRange}
        />
      )}
      <Select
        label={t('ordersPaid')}
        value={draft.paid}
        onChange={(v) => edit({ paid: v as PaidChoice })}
        options={[
          ['', t('ordersPaidAny')],
          ['1', t('ordersPaidYes')],
          ['0', t('ordersPaidNo')],
        ]}
      />
      <IdSelect label={t('ordersState')} value={draft.state} onChange={(state) => edit({ state })} items={states} all={t('ordersAny')} />
      <IdSelect
        label={t('ordersProjectStatus')}
        value={draft.projectStatus}
        onChange={(projectStatus) => edit({ projectStatus })}
        items={projectStatuses}
        all={t('ordersAny')}
      />
      <TextField
        label={t('ordersNumber')}
        value={draft.numberOrder}
        maxLength={50}
        onChange={(e) => edit({ numberOrder: e.currentTarget.value })}
      />
    </FilterForm>
  );
}
