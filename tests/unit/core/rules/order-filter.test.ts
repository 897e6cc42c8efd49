import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDERS_DEFAULT_DATESELECT } from '../../../../src/core/constants';
import {
  DEFAULT_ORDER_FILTER,
  changeOrderFilter,
  filterPeriod,
  orderFilterFromParams,
  orderFilterToParams,
  orderQuery,
  periodOf,
  type OrderFilter,
} from '../../../../src/core/rules/order-filter';

const today = new Date(2025, 10, 21, 15, 30); // 21.11.2025, afternoon
/** The same afternoon as an instant (15:00 in Moscow, the portal's zone): orderQuery takes the moment, not a day. */
const now = new Date('2025-11-21T12:00:00Z');
const day = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()];
const params = (qs: string) => orderFilterFromParams(new URLSearchParams(qs));

describe('periods (spec 2: week by default; month, quarter, year; a custom period)', () => {
  it('the default is a week, as the constants say', () => {
    expect(DEFAULT_ORDER_FILTER.dateselect).toBe(ORDERS_DEFAULT_DATESELECT);
  });

  it.each([
    ['week', [2025, 11, 14]],
    ['month', [2025, 10, 21]],
    ['quarter', [2025, 8, 21]],
    ['year', [2024, 11, 21]],
  ] as const)('%s ends today at midnight and starts %j', (dateselect, start) => {
    const p = periodOf(dateselect, today);
    expect(day(p.start)).toEqual(start);
    expect(day(p.end)).toEqual([2025, 11, 21]);
    expect(p.end.getHours()).toBe(0);
  });

  it('a month back from 31 March is the last day of February, not 3 March', () => {
    expect(day(periodOf('month', new Date(2025, 2, 31)).start)).toEqual([2025, 2, 28]);
  });

  it('a custom period needs start strictly before end (spec 5)', () => {
    const custom = (startDate: string, endDate: string) => filterPeriod({ dateselect: 'custom', startDate, endDate }, today);
    expect(custom('01.03.2025', '10.03.2025')).toEqual({ start: new Date(2025, 2, 1), end: new Date(2025, 2, 10) });
    expect(custom('10.03.2025', '10.03.2025')).toBe('invalid');
    expect(custom('11.03.2025', '10.03.2025')).toBe('invalid');
    expect(custom('', '10.03.2025')).toBe('invalid');
    expect(custom('31.02.2025', '10.03.2025')).toBe('invalid');
  });

  it('a preset ignores stray custom dates', () => {
    expect(filterPeriod({ dateselect: 'week', startDate: '11.03.2025', endDate: '01.03.2025' }, today)).toEqual(periodOf('week', today));
  });
});

describe('the filter in the page address', () => {
  it('an empty address is the default filter', () => {
    expect(params('')).toEqual(DEFAULT_ORDER_FILTER);
  });

  it('reads every parameter', () => {
    expect(params('contract=7&dateselect=custom&startDate=01.03.2025&endDate=10.03.2025&paid=0&state=4&projectStatus=0&numberOrder=%20З-2025%20&page=3')).toEqual({
      contract: 7,
      dateselect: 'custom',
      startDate: '01.03.2025',
      endDate: '10.03.2025',
      paid: '0',
      state: 4,
      projectStatus: 0,
      numberOrder: 'З-2025',
      page: 3,
    });
  });

  it('drops what is malformed (an address is user input)', () => {
    expect(params('contract=abc&dateselect=decade&startDate=32.13.2025&paid=yes&state=-1&projectStatus=1.5&page=0')).toEqual(DEFAULT_ORDER_FILTER);
    expect(params('contract=0&state=0').contract).toBeNull();
    expect(params(`numberOrder=${'9'.repeat(80)}`).numberOrder).toHaveLength(50);
    expect(params('page=99999999999').page).toBe(1);
  });

  it('leaves defaults out and keeps the page’s other parameters', () => {
    const out = orderFilterToParams({ ...DEFAULT_ORDER_FILTER, state: 3 }, new URLSearchParams('utm_source=mail&page=4&state=1'));
    expect(out.toString()).toBe('utm_source=mail&state=3');
    expect(orderFilterToParams(DEFAULT_ORDER_FILTER).toString()).toBe('');
  });

  it('custom dates go into the address only with a custom period', () => {
    const f = { ...DEFAULT_ORDER_FILTER, startDate: '01.03.2025', endDate: '10.03.2025' };
    expect(orderFilterToParams(f).has('startDate')).toBe(false);
    expect(orderFilterToParams({ ...f, dateselect: 'custom' }).get('startDate')).toBe('01.03.2025');
  });

  it('address -> filter -> address -> filter is stable for any filter', () => {
    const filter = fc.record<OrderFilter>({
      contract: fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: null }),
      dateselect: fc.constantFrom('week', 'month', 'quarter', 'year', 'custom'),
      startDate: fc.constantFrom('', '01.03.2025', '29.02.2024'),
      endDate: fc.constantFrom('', '10.03.2025'),
      paid: fc.constantFrom('', '0', '1'),
      state: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
      projectStatus: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      numberOrder: fc.stringMatching(/^[0-9A-Za-zЗ-]{0,20}$/),
      page: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(filter, (f) => {
        const once = orderFilterFromParams(orderFilterToParams(f));
        expect(orderFilterFromParams(orderFilterToParams(once))).toEqual(once);
        // Everything but custom dates under a preset survives the trip.
        expect({ ...once, startDate: '', endDate: '' }).toEqual({ ...f, startDate: '', endDate: '' });
      }),
    );
  });
});

describe('changes and the request', () => {
  it('a change of anything but the page goes back to page 1 (spec 2)', () => {
    const on3 = { ...DEFAULT_ORDER_FILTER, page: 3 };
    expect(changeOrderFilter(on3, { state: 4 }).page).toBe(1);
    expect(changeOrderFilter(on3, { page: 5 })).toEqual({ ...on3, page: 5 });
  });

  it('the query carries the period’s dates, perpage and only the chosen filters', () => {
    expect(orderQuery({ ...DEFAULT_ORDER_FILTER, state: 4, page: 2 }, 10, now)).toEqual({
      contract: undefined,
      dateselect: 'week',
      startDate: '14.11.2025',
      endDate: '21.11.2025',
      paid: undefined,
      state: 4,
      projectStatus: undefined,
      numberOrder: undefined,
      page: 2,
      perpage: 10,
    });
  });

  it('project status 0 (not a project) is a real choice, sent as 0', () => {
    expect(orderQuery({ ...DEFAULT_ORDER_FILTER, projectStatus: 0 }, 10, now).projectStatus).toBe(0);
  });

  it('a preset period ends on the portal’s day at the moment asked, not the machine’s', () => {
    // 22:30 UTC on 26.11 is already 27.11 in Moscow.
    const q = orderQuery(DEFAULT_ORDER_FILTER, 10, new Date('2026-11-26T22:30:00Z'));
    expect([q.startDate, q.endDate]).toEqual(['20.11.2026', '27.11.2026']);
  });

  it('a broken custom period is sent as typed (the portal refuses it too)', () => {
    const q = orderQuery({ ...DEFAULT_ORDER_FILTER, dateselect: 'custom', startDate: '10.03.2025', endDate: '01.03.2025' }, 10, now);
    expect([q.startDate, q.endDate]).toEqual(['10.03.2025', '01.03.2025']);
  });
});
