// Purchased-goods reports on the real portal: each report's figures
// against a sum worked out here from the seeded order lines, sorting and pages,
// the spec 5 period rule and other 4xx, who sees which contracts, the .xlsx.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { format, subDays } from 'date-fns';
import { PAGE_SIZE, PURCHASED_DEFAULT_DAYS } from '../../src/core/constants';
import { isRussian, messages as m, filePortal, type Client, type TestPortal } from './helpers';

let t: TestPortal;
let demo: Client;
filePortal((portal, user) => ((t = portal), (demo = user)));

const day = (daysAgo: number) => format(subDays(new Date(), daysAgo), 'dd.MM.yyyy');
const iso = (daysAgo: number) => format(subDays(new Date(), daysAgo), 'yyyy-MM-dd');
const year = { startDate: day(365), endDate: day(0) };

interface Line {
  order: number;
  number: string;
  day: string;
  at: string;
  contract: number;
  state: number;
  type: string;
  id: number;
  qnt: number;
  price: number;
}

interface Figures {
  key: string;
  qnt: number;
  sum: number;
  orders: number;
  lastAt: string;
  lastNumber: string;
  lastDate: string;
}

/** Every seeded order line of a customer, as stored (the day as the database counts it). */
async function linesOf(customer: number): Promise<Line[]> {
  return t.portal.db.query<Line>(
    `SELECT o.id AS order, o.number, to_char(o.created_at, 'YYYY-MM-DD') AS day, to_char(o.created_at, 'YYYY-MM-DD HH24:MI:SS.US') AS at,
            o.contract_id AS contract, o.state, oi.item_type AS type, oi.item_id AS id, oi.qnt, oi.price::float8 AS price
       FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE o.customer_id = $1`,
    [customer],
  );
}

/** The report worked out by hand: lines of the period and contracts, cancelled orders (state 4) left out, summed per goods. */
function byHand(lines: Line[], from: string, to: string, contracts: number[]): Map<string, Figures> {
  const out = new Map<string, Figures>();
  for (const l of lines) {
    if (l.state === 4 || l.day < from || l.day > to || !contracts.includes(l.contract)) continue;
    const key = `${l.type}:${l.id}`;
    const f = out.get(key) ?? { key, qnt: 0, sum: 0, orders: 0, lastAt: '', lastNumber: '', lastDate: '' };
    f.qnt += l.qnt;
    f.sum += l.qnt * l.price;
    f.orders += 1;
    if (l.at > f.lastAt) Object.assign(f, { lastAt: l.at, lastNumber: l.number, lastDate: l.day.split('-').reverse().join('.') });
    out.set(key, f);
  }
  for (const f of out.values()) f.sum = Math.round(f.sum * 100) / 100;
  return out;
}

interface Row {
  type: string;
  id: number;
  articul: string;
  header: string;
  qnt: number;
  sum: number;
  orders: number;
  lastDate: string;
  lastNumber: string;
  onSale: boolean;
}

const expectFigures = (row: Row, want: Figures | undefined) => {
  expect(want, `${row.type}:${row.id}`).toBeDefined();
  expect({ qnt: row.qnt, sum: row.sum, orders: row.orders, lastDate: row.lastDate, lastNumber: row.lastNumber }).toEqual({
    qnt: want!.qnt,
    sum: want!.sum,
    orders: want!.orders,
    lastDate: want!.lastDate,
    lastNumber: want!.lastNumber,
  });
};

describe('purchasedGoods: the four reports from the order history', () => {
  it('by goods, the last 30 days by default: every goods once, its quantity and sum as the lines add up; the total too', async () => {
    const r = await demo.apiGet('purchasedGoods');
    expect(r.status).toBe(200);
    expect(r.body.filter).toEqual({ startDate: day(PURCHASED_DEFAULT_DAYS), endDate: day(0) });
    const want = byHand(await linesOf(1), iso(PURCHASED_DEFAULT_DAYS), iso(0), [101, 102, 103]);
    expect(r.body.count).toBe(want.size);
    expect(r.body.rows).toHaveLength(PAGE_SIZE.purchased);
    for (const row of r.body.rows as Row[]) expectFigures(row, want.get(`${row.type}:${row.id}`));
    const headers = (r.body.rows as Row[]).map((x) => x.header);
    expect(headers).toEqual([...headers].sort((a, b) => a.localeCompare(b, 'ru')));
    const sum = Math.round([...want.values()].reduce((s, f) => s + f.sum, 0) * 100) / 100;
    expect(r.body.total.sum).toBeCloseTo(sum, 2);
    expect(r.body.total.qnt).toBe([...want.values()].reduce((s, f) => s + f.qnt, 0));
  });

  it('often in orders, last in orders and by sum rank the same figures their own way over 12 months', async () => {
    const want = byHand(await linesOf(1), iso(365), iso(0), [101, 102, 103]);
    const all = [...want.values()];
    const ranked = {
      often: [...all].sort((a, b) => b.orders - a.orders)[0]!.orders,
      last: [...all].sort((a, b) => (a.lastAt < b.lastAt ? 1 : -1))[0]!.lastNumber,
      sum: [...all].sort((a, b) => b.sum - a.sum)[0]!.sum,
    };
    const often = await demo.apiGet('purchasedGoods', { ...year, report: 'often' });
    const last = await demo.apiGet('purchasedGoods', { ...year, report: 'last' });
    const bySum = await demo.apiGet('purchasedGoods', { ...year, report: 'sum' });
    for (const r of [often, last, bySum]) {
      expect(r.status).toBe(200);
      expect(r.body.count).toBe(want.size);
      for (const row of r.body.rows as Row[]) expectFigures(row, want.get(`${row.type}:${row.id}`));
    }
    const o = often.body.rows as Row[];
    expect(o[0]!.orders).toBe(ranked.often);
    expect(o.map((x) => x.orders)).toEqual([...o.map((x) => x.orders)].sort((a, b) => b - a));
    expect((last.body.rows as Row[])[0]!.lastNumber).toBe(ranked.last);
    const s = bySum.body.rows as Row[];
    expect(s[0]!.sum).toBe(ranked.sum);
    expect(s.map((x) => x.sum)).toEqual([...s.map((x) => x.sum)].sort((a, b) => b - a));
  });

  it('sorts by a column either way, and page 2 continues page 1', async () => {
    const asc = await demo.apiGet('purchasedGoods', { ...year, report: 'sum', sorting: 'qnt_asc' });
    const qnts = (asc.body.rows as Row[]).map((x) => x.qnt);
    expect(qnts).toEqual([...qnts].sort((a, b) => a - b));
    const desc = await demo.apiGet('purchasedGoods', { ...year, report: 'sum', sorting: 'qnt_desc' });
    expect((desc.body.rows as Row[])[0]!.qnt).toBeGreaterThan(qnts[0]!);
    const p2 = await demo.apiGet('purchasedGoods', { ...year, report: 'sum', page: 2 });
    const p1 = await demo.apiGet('purchasedGoods', { ...year, report: 'sum' });
    expect(p2.body.pagination).toMatchObject({ page: 2, perpage: 20, total: p1.body.count });
    expect((p2.body.rows as Row[])[0]!.sum).toBeLessThanOrEqual((p1.body.rows as Row[]).at(-1)!.sum);
    const ids = new Set([...p1.body.rows, ...p2.body.rows].map((x: Row) => `${x.type}:${x.id}`));
    expect(ids.size).toBe(40);
  });

  it('one contract and one catalogue section narrow the report', async () => {
    const want = byHand(await linesOf(1), iso(365), iso(0), [103]);
    const r = await demo.apiGet('purchasedGoods', { ...year, contract: 103, report: 'sum' });
    expect(r.body.count).toBe(want.size);
    for (const row of r.body.rows as Row[]) expectFigures(row, want.get(`${row.type}:${row.id}`));
    const fasteners = await demo.apiGet('purchasedGoods', { ...year, catalog: 1300, perpage: 100 });
    expect(fasteners.body.count).toBeGreaterThan(0);
    expect(fasteners.body.count).toBeLessThan(r.body.count + want.size);
    expect((fasteners.body.rows as Row[]).every((x) => x.articul.startsWith('КР-'))).toBe(true);
    expect(fasteners.body.catalogs.map((c: { id: number }) => c.id)).toContain(1300);
  });

  it('goods withdrawn since keep their name from the order and cannot be added', async () => {
    // The seeded order 'changed' (200 days ago) holds goods withdrawn since.
    const r = await demo.apiGet('purchasedGoods', { startDate: day(201), endDate: day(199), perpage: 100 });
    const gone = (r.body.rows as Row[]).filter((x) => x.articul.startsWith('СН-'));
    expect(gone.length).toBeGreaterThan(0);
    expect(gone.every((x) => !x.onSale && x.header.startsWith('Снятый с продажи'))).toBe(true);
  });
});

describe('purchasedGoods: stock of the goods', () => {
  it('each row carries its goods’ free stock per warehouse, the same the catalogue gives and the basket checks', async () => {
    const r = await demo.apiGet('purchasedGoods', { ...year, report: 'sum', perpage: 100 });
    const rows = (r.body.rows as (Row & { stocks: { wms_id: number; quantity: number }[] })[]).filter((x) => x.onSale);
    expect(rows.length).toBeGreaterThan(0);
    const stored = await t.portal.db.query<{ type: string; id: number; wms_id: number; quantity: number }>(
      'SELECT item_type AS type, item_id AS id, wms_id, quantity FROM stocks WHERE item_id = ANY($1::int[]) ORDER BY wms_id',
      [rows.map((x) => x.id)],
    );
    for (const row of rows) {
      const want = stored.filter((s) => s.type === row.type && s.id === row.id).map(({ wms_id, quantity }) => ({ wms_id, quantity }));
      expect(row.stocks, `${row.type}:${row.id}`).toEqual(want);
    }
    // The catalogue's own reply for one of them says the same.
    const plain = rows.find((x) => x.type === 'products')!;
    const card = await demo.apiGet(`product/${plain.id}`);
    expect(card.body.product.stocks).toEqual(plain.stocks);
    // Goods bought that have nothing free in the warehouse a basket add would go to are in the report: the widget disables their add.
    const init = await demo.apiGet('initdata');
    const wms = init.body.warehouseIdDefault as number;
    expect(rows.some((x) => (x.stocks.find((s) => s.wms_id === wms)?.quantity ?? 0) === 0)).toBe(true);
  });
});

describe('purchasedGoods: the kept aggregate follows every change', () => {
  it('an order cancelled, a line changed or stock moved behind the portal’s back shows in the next report', async () => {
    const query = { ...year, report: 'sum', perpage: 100 };
    const before = await demo.apiGet('purchasedGoods', query);
    const top = (before.body.rows as (Row & { stocks: { wms_id: number; quantity: number }[] })[])[0]!;
    // Straight in the database, as another process or an admin would: no portal code is told.
    const [line] = await t.portal.db.query<{ order_id: number; order_qnt: number }>(
      `SELECT oi.order_id, (SELECT sum(x.qnt) FROM order_items x WHERE x.order_id = oi.order_id)::int AS order_qnt FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE o.customer_id = 1 AND o.state <> 4 AND oi.item_type = $1 AND oi.item_id = $2 AND o.created_at > now() - interval '300 days'
        ORDER BY o.created_at DESC LIMIT 1`,
      [top.type, top.id],
    );
    await t.portal.db.query('UPDATE order_items SET qnt = qnt + 1000 WHERE order_id = $1 AND item_type = $2 AND item_id = $3', [line!.order_id, top.type, top.id]);
    const raised = await demo.apiGet('purchasedGoods', query);
    const again = (raised.body.rows as Row[]).find((x) => x.type === top.type && x.id === top.id)!;
    expect(again.qnt).toBe(top.qnt + 1000);
    expect(raised.body.total.qnt).toBe(before.body.total.qnt + 1000);

    await t.portal.db.query('UPDATE order_items SET qnt = qnt - 1000 WHERE order_id = $1 AND item_type = $2 AND item_id = $3', [line!.order_id, top.type, top.id]);
    const wms = top.stocks[0]!.wms_id;
    await t.portal.db.query('UPDATE stocks SET quantity = quantity + 7 WHERE item_type = $1 AND item_id = $2 AND wms_id = $3', [top.type, top.id, wms]);
    const restocked = await demo.apiGet('purchasedGoods', query);
    const row = (restocked.body.rows as (Row & { stocks: { wms_id: number; quantity: number }[] })[]).find((x) => x.type === top.type && x.id === top.id);
    expect(row!.stocks.find((s) => s.wms_id === wms)!.quantity).toBe(top.stocks[0]!.quantity + 7);

    await t.portal.db.query('UPDATE orders SET state = 4 WHERE id = $1', [line!.order_id]);
    const cancelled = await demo.apiGet('purchasedGoods', query);
    expect(cancelled.body.total.orders).toBe(before.body.total.orders - 1);
    expect(cancelled.body.total.qnt).toBe(before.body.total.qnt - line!.order_qnt);
  });
});

describe('purchasedGoods: refusals', () => {
  it('a period whose start is not before its end: 400 with the spec 5 message', async () => {
    const periods: Record<string, string>[] = [{ startDate: day(1), endDate: day(1) }, { startDate: day(1), endDate: day(5) }, { startDate: day(3) }];
    for (const q of periods) {
      const r = await demo.apiGet('purchasedGoods', q);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(m.dateRange);
    }
  });

  it('an unknown report, sort field or page size: 400 in Russian', async () => {
    const bad: Record<string, string | number>[] = [{ report: 'all' }, { sorting: 'price_asc' }, { perpage: 1000 }, { page: 0 }];
    for (const q of bad) {
      const r = await demo.apiGet('purchasedGoods', q);
      expect(r.status, JSON.stringify(q)).toBe(400);
      expect(isRussian(r.body.message)).toBe(true);
    }
  });

  it('a visitor gets 401; an unknown section 404', async () => {
    expect((await t.client().apiGet('purchasedGoods')).status).toBe(401);
    expect((await demo.apiGet('purchasedGoods', { catalog: 999999 })).status).toBe(404);
  });
});

describe('purchasedGoods: who sees what', () => {
  it('another customer’s contract answers 404, in the report and its export', async () => {
    for (const method of ['purchasedGoods', 'purchasedGoodsXlsx']) {
      const r = await demo.apiGet(method, { contract: 301 });
      expect(r.status, method).toBe(404);
    }
  });

  it('a sub-manager sees only the contracts assigned to them: the report sums those orders only', async () => {
    const manager = await t.login('manager2');
    const r = await manager.apiGet('purchasedGoods', { ...year, report: 'sum', perpage: 100 });
    expect(r.status).toBe(200);
    expect(r.body.contracts.map((c: { id: number }) => c.id)).toEqual([202]);
    const want = byHand(await linesOf(2), iso(365), iso(0), [202]);
    expect(r.body.count).toBe(want.size);
    for (const row of r.body.rows as Row[]) expectFigures(row, want.get(`${row.type}:${row.id}`));
    expect((await manager.apiGet('purchasedGoods', { contract: 203 })).status).toBe(404);
    expect((await manager.apiGet('purchasedGoods', { contract: 202 })).status).toBe(200);
  });
});

describe('purchasedGoodsXlsx: the report as a real .xlsx', () => {
  it('is an attachment named after the report and period, holding every row of the report and its total', async () => {
    const q = { ...year, report: 'sum', contract: '103' };
    const report = await demo.apiGet('purchasedGoods', { ...q, perpage: 100 });
    const res = await demo.fetch(`/api/purchasedGoodsXlsx/?${new URLSearchParams(q)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="report_sum_${year.startDate}-${year.endDate}.xlsx"`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.getWorksheet(m.reportSum)!;
    expect(ws.getRow(1).values).toEqual([undefined, m.reportsColArticul, m.reportsColHeader, m.reportsColSum, m.reportsColQnt]);
    // Header, every row, the total.
    expect(ws.rowCount).toBe(report.body.count + 2);
    const first = report.body.rows[0] as Row;
    expect(ws.getRow(2).values).toEqual([undefined, first.articul, first.header, first.sum, first.qnt]);
    expect(ws.getRow(ws.rowCount).getCell(3).value).toBeCloseTo(report.body.total.sum, 2);
  });

  it('a visitor gets 401', async () => {
    expect((await t.client().fetch('/api/purchasedGoodsXlsx/')).status).toBe(401);
  });
});
