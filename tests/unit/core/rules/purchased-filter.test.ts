// The purchased-goods filter: the page address both ways, the default
// period of spec 9, the period rule of spec 5, and what a change resets.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PURCHASED_FILTER,
  changePurchasedFilter,
  purchasedFilterFromParams,
  purchasedFilterToParams,
  purchasedPeriod,
  purchasedQuery,
} from '../../../../src/core/rules/purchased-filter';

const today = new Date(2026, 10, 25, 15, 30);

describe('purchased-goods filter', () => {
  it('reads what it writes, and leaves the page’s other parameters alone', () => {
    const f = { report: 'sum', contract: 103, catalog: 1300, startDate: '01.01.2026', endDate: '01.06.2026', sort: { field: 'qnt', dir: 'desc' }, page: 3 } as const;
    const params = purchasedFilterToParams(f, new URLSearchParams('utm=x&page=9'));
    expect(params.get('utm')).toBe('x');
    expect(params.get('sorting')).toBe('qnt_desc');
    expect(purchasedFilterFromParams(params)).toEqual(f);
    expect(purchasedFilterToParams(DEFAULT_PURCHASED_FILTER).toString()).toBe('');
  });

  it('drops what a hand-edited address gets wrong', () => {
    const f = purchasedFilterFromParams(new URLSearchParams('report=all&contract=-1&catalog=x&startDate=31.02.2026&sorting=price_asc&page=0'));
    expect(f).toEqual(DEFAULT_PURCHASED_FILTER);
  });

  it('defaults to the last 30 days; a custom period must start strictly before it ends (spec 5)', () => {
    const q = purchasedQuery(DEFAULT_PURCHASED_FILTER, 20, today);
    expect([q.startDate, q.endDate, q.report, q.perpage]).toEqual(['26.10.2026', '25.11.2026', 'goods', 20]);
    expect(purchasedPeriod({ startDate: '10.03.2026', endDate: '10.03.2026' }, today)).toBe('invalid');
    expect(purchasedPeriod({ startDate: '10.03.2026', endDate: '' }, today)).toBe('invalid');
    expect(purchasedPeriod({ startDate: '09.03.2026', endDate: '10.03.2026' }, today)).not.toBe('invalid');
  });

  it('any change but the page goes back to page 1; a new report drops the sort', () => {
    const f = { ...DEFAULT_PURCHASED_FILTER, sort: { field: 'qnt', dir: 'asc' } as const, page: 4 };
    expect(changePurchasedFilter(f, { page: 2 }).page).toBe(2);
    expect(changePurchasedFilter(f, { contract: 101 })).toMatchObject({ page: 1, sort: f.sort });
    expect(changePurchasedFilter(f, { report: 'often' })).toMatchObject({ page: 1, sort: null });
  });
});
