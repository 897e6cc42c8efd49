/**
 * purchasedGoods and purchasedGoodsXlsx (docs/api.md) over a
 * FakeHistory: the four reports summed from the fake orders' lines as the
 * portal sums order_items (cancelled orders left out), so a test can work a
 * figure out from `history.orders` itself.
 */
import { HttpResponse, http } from 'msw';
import { defaultMessages } from '../../core/messages';
import { PURCHASED_REPORTS, PURCHASED_SORT_FIELDS, REPORT_DEFAULT_ORDER, purchasedPeriod, type PurchasedReport, type PurchasedSortField } from '../../core/rules/purchased-filter';
import { parseSortingParam } from '../../core/rules/sort';
import { formatDate, inPortalZone, parseDate } from '../../core/format';
import type { PurchasedRow } from '../../core/types';
import { contracts } from '../fixtures';
import { findGoods } from '../state';
import type { FakeHistory } from '../history';
import { fail, needUser, ok, type Ctx } from './http';

export const FAKE_CATALOGS = [
  { id: 1300, header: 'Крепёж' },
  { id: 1400, header: 'Инструмент' },
];

/** Every row of a report for the query, ranked; null with the reply for a refused query. */
export function fakeReport(history: FakeHistory, q: URLSearchParams): { rows: PurchasedRow[]; startDate: string; endDate: string } | Response {
  const period = purchasedPeriod({ startDate: q.get('startDate') ?? '', endDate: q.get('endDate') ?? '' }, inPortalZone());
  if (period === 'invalid') return fail(400, defaultMessages.dateRange);
  const report = (q.get('report') ?? 'goods') as PurchasedReport;
  if (!(PURCHASED_REPORTS as readonly string[]).includes(report)) return fail(400, 'Поле «report»: недопустимое значение');
  const contract = q.get('contract');
  if (contract && !contracts.some((c) => c.id === Number(contract))) return fail(404, 'Договор не найден');
  const rows = new Map<string, PurchasedRow & { at: number }>();
  for (const o of history.orders) {
    const at = parseDate(o.date)!.getTime();
    if (o.state === 4 || at < period.start.getTime() || at > period.end.getTime()) continue;
    if (contract && o.contract !== Number(contract)) continue;
    for (const l of o.preview) {
      const key = `${l.type}:${l.id}`;
      const row = rows.get(key) ?? { type: l.type, id: l.id, articul: l.articul, header: l.header, qnt: 0, sum: 0, orders: 0, lastDate: '', lastNumber: '', onSale: !l.withdrawn, at: 0 };
      row.qnt += l.qnt;
      row.sum = Math.round((row.sum + l.qnt * (l.priceThen ?? 0)) * 100) / 100;
      row.orders += 1;
      if (at > row.at) Object.assign(row, { at, lastDate: o.date, lastNumber: o.number });
      rows.set(key, row);
    }
  }
  const { field, dir } = parseSortingParam(q.get('sorting'), PURCHASED_SORT_FIELDS) ?? REPORT_DEFAULT_ORDER[report];
  const value = (r: PurchasedRow & { at: number }) => (field === 'last' ? r.at : r[field as Exclude<PurchasedSortField, 'last'>]);
  const sorted = [...rows.values()].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const c = typeof x === 'string' ? x.localeCompare(String(y), 'ru') : x - (y as number);
    return (dir === 'desc' ? -c : c) || a.header.localeCompare(b.header, 'ru') || a.id - b.id;
  });
  return { rows: sorted.map(({ at: _at, ...r }) => r), startDate: formatDate(period.start), endDate: formatDate(period.end) };
}

export function reportHandlers({ state, api, wait }: Ctx, history: FakeHistory) {
  return [
    http.get(api('purchasedGoods'), async ({ request }) => {
      await wait();
      const refused = needUser(state);
      if (refused) return refused;
      const q = new URL(request.url).searchParams;
      history.log.push(`report ?${q.toString()}`);
      const f = history.failNext.list;
      if (f) {
        delete history.failNext.list;
        return fail(f.status, f.message);
      }
      const found = fakeReport(history, q);
      if (found instanceof Response) return found;
      const page = Number(q.get('page') ?? 1);
      const perpage = Number(q.get('perpage') ?? 20);
      const count = found.rows.length;
      return ok({
        report: q.get('report') ?? 'goods',
        // Each goods' stock as the fake catalogue has it now, like the portal's stocks.
        rows: found.rows.slice((page - 1) * perpage, page * perpage).map((r) => ({ ...r, stocks: findGoods(state, r.type, r.id)?.stocks ?? [] })),
        count,
        pagination: { page, perpage, total: count, pages: Math.max(1, Math.ceil(count / perpage)) },
        contracts,
        catalogs: FAKE_CATALOGS,
        total: {
          qnt: found.rows.reduce((s, r) => s + r.qnt, 0),
          sum: Math.round(found.rows.reduce((s, r) => s + r.sum, 0) * 100) / 100,
          orders: new Set(history.orders.filter((o) => o.state !== 4).map((o) => o.id)).size,
        },
        filter: { startDate: found.startDate, endDate: found.endDate },
      });
    }),
    http.get(api('purchasedGoodsXlsx'), async ({ request }) => {
      const refused = needUser(state);
      if (refused) return refused;
      const q = new URL(request.url).searchParams;
      history.log.push(`export ?${q.toString()}`);
      const found = fakeReport(history, q);
      if (found instanceof Response) return found;
      // Not a real workbook (the portal makes that): a zip's signature and the rows as text.
      const text = found.rows.map((r) => `${r.articul}\t${r.header}\t${r.qnt}\t${r.sum}`).join('\n');
      return new HttpResponse(`PK\u0003\u0004${text}`, {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="report_${q.get('report') ?? 'goods'}_${found.startDate}-${found.endDate}.xlsx"`,
        },
      });
    }),
  ];
}
