// Reconciliation acts on the real portal: POST act validation, the
// background job that makes a ready act whose .xlsx balances against the
// database, refusal with a reason, and ownership (404 for everyone else).
import ExcelJS from 'exceljs';
import { format, subMonths } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimAct, prepareDueActs } from '../../examples/portal/server/acts/job';
import { SHIPPED_STATES } from '../../examples/portal/server/acts/ledger';
import { actMsg } from '../../examples/portal/server/messages';
import { SEEDED_ACTS } from '../../examples/portal/server/seed/payments';
import { isRussian, messages as m, START_TIMEOUT, startTestPortal, type Client, type Json, type TestPortal } from './helpers';

let t: TestPortal;
beforeAll(async () => {
  // The job looks every 100 ms; an act waits 300 ms after its request.
  t = await startTestPortal({ actDelayMs: 300, actTickMs: 100 });
}, START_TIMEOUT);
afterAll(() => t?.close());

const day = (d: Date) => format(d, 'dd.MM.yyyy');
const today = new Date();
const lastYear = { startdate: day(subMonths(today, 12)), enddate: day(today) };

async function actCount(): Promise<number> {
  const [row] = await t.portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM acts');
  return row!.n;
}

/** Polls getActs until act `id` is no longer requested or being prepared. */
async function settled(c: Client, id: number, timeout = 15_000): Promise<Json> {
  const end = Date.now() + timeout;
  for (;;) {
    const r = await c.api('getActs', { perpage: 100 });
    const act = r.body.acts.find((a: Json) => a.id === id);
    if (act && act.state !== 'requested' && act.state !== 'processing') return act;
    if (Date.now() > end) throw new Error(`act ${id} still ${act?.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function sheetOf(bytes: ArrayBuffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes);
  return wb.worksheets[0]!;
}

/** The row whose column B reads `label`. */
function rowOf(ws: ExcelJS.Worksheet, label: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  ws.eachRow((row) => {
    if (row.getCell(2).value === label) found = row;
  });
  if (!found) throw new Error(`no row «${label}»`);
  return found;
}

const iso = (d: Date) => format(d, 'yyyy-MM-dd');
const kop = (x: unknown) => Math.round(Number(x ?? 0) * 100);

describe('POST act', () => {
  it('refuses a period whose start is not before its end with the spec message, and saves nothing', async () => {
    const demo = await t.demo();
    const before = await actCount();
    for (const [startdate, enddate] of [
      ['10.05.2025', '10.05.2025'],
      ['11.05.2025', '10.05.2025'],
    ]) {
      const r = await demo.api('act', { contract: 103, contragent: 1, startdate, enddate });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(m.dateRange);
    }
    expect(await actCount()).toBe(before);
  });

  it('says what is wrong with a malformed date, a missing contract or someone else\'s contract or counterparty', async () => {
    const demo = await t.demo();
    const before = await actCount();
    const cases: [Json, number][] = [
      [{ contract: 103, startdate: '2025-01-01', enddate: lastYear.enddate }, 400],
      [{ contract: 103, startdate: lastYear.startdate, enddate: '31.02.2025' }, 400],
      [{ contract: 103, startdate: lastYear.startdate }, 400],
      [{ ...lastYear }, 400],
      [{ contract: 'x', ...lastYear }, 400],
      [{ contract: 301, ...lastYear }, 404],
      [{ contract: 103, contragent: 5, ...lastYear }, 404],
    ];
    for (const [body, status] of cases) {
      const r = await demo.api('act', body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(isRussian(r.body.message), r.body.message).toBe(true);
    }
    const visitor = await t.client().api('act', { contract: 103, ...lastYear });
    expect(visitor.status).toBe(401);
    const noCsrf = await demo.api('act', { contract: 103, ...lastYear }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(await actCount()).toBe(before);
  });

  it('a sub-manager may ask only on their contracts', async () => {
    const sub = await t.login('manager2');
    expect((await sub.api('act', { contract: 203, ...lastYear })).status).toBe(404);
    const ok = await sub.api('act', { contract: 202, contragent: 3, ...lastYear });
    expect(ok.status).toBe(200);
    expect(ok.body.act).toMatchObject({ contract_id: 202, contragent_id: 3, state: 'requested', file: null });
  });
});

describe('the acts job', () => {
  it('prepares a requested act a moment later: a ready .xlsx whose balances agree with the orders and payments in the database', async () => {
    const demo = await t.demo();
    const start = subMonths(today, 12);
    const r = await demo.api('act', { contract: 103, contragent: 1, ...lastYear });
    expect(r.status).toBe(200);
    expect(r.body.act).toMatchObject({ contract_id: 103, contragent_id: 1, ...lastYear, state: 'requested', file: null, reason: null });
    const act = await settled(demo, r.body.act.id);
    expect(act.state).toBe('ready');
    expect(act.file.link).toBe(`/files/acts/${act.id}/`);

    const res = await demo.fetch(act.file.link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(res.headers.get('content-disposition')!)).toContain(act.file.name);
    const ws = await sheetOf(await res.arrayBuffer());

    // What the database says, computed here, not by the portal's ledger.
    const db = t.portal.db;
    const q = async (sql: string, params: unknown[]) => (await db.query<{ v: number }>(sql, params))[0]!.v;
    const shippedBefore = await q(
      `SELECT COALESCE(sum(sum), 0)::float8 AS v FROM orders WHERE customer_id = 1 AND contract_id = 103 AND state = ANY($2::int[]) AND created_at < $1::date`,
      [iso(start), SHIPPED_STATES],
    );
    const paidBefore = await q(`SELECT COALESCE(sum(amount), 0)::float8 AS v FROM payments WHERE contract_id = 103 AND paid_on < $1::date`, [iso(start)]);
    const shipped = await q(
      `SELECT COALESCE(sum(sum), 0)::float8 AS v FROM orders WHERE customer_id = 1 AND contract_id = 103 AND state = ANY($3::int[])
        AND created_at >= $1::date AND created_at < $2::date + 1`,
      [iso(start), iso(today), SHIPPED_STATES],
    );
    const paid = await q(`SELECT COALESCE(sum(amount), 0)::float8 AS v FROM payments WHERE contract_id = 103 AND paid_on BETWEEN $1::date AND $2::date`, [
      iso(start),
      iso(today),
    ]);
    const count = await q(
      `SELECT (SELECT count(*) FROM orders WHERE customer_id = 1 AND contract_id = 103 AND state = ANY($3::int[]) AND created_at >= $1::date AND created_at < $2::date + 1)
            + (SELECT count(*) FROM payments WHERE contract_id = 103 AND paid_on BETWEEN $1::date AND $2::date) AS v`,
      [iso(start), iso(today), SHIPPED_STATES],
    );
    expect(shipped).toBeGreaterThan(0);
    expect(paid).toBeGreaterThan(0);

    const opening = kop(rowOf(ws, actMsg.opening).getCell(5).value);
    const closing = kop(rowOf(ws, actMsg.closing).getCell(5).value);
    const turnover = rowOf(ws, actMsg.turnover);
    expect(opening).toBe(kop(shippedBefore) - kop(paidBefore));
    expect(kop(turnover.getCell(3).value)).toBe(kop(shipped));
    expect(kop(turnover.getCell(4).value)).toBe(kop(paid));
    expect(closing).toBe(opening + kop(shipped) - kop(paid));
    // One row per shipment and payment between the two balances, each with its running balance.
    const entries = turnover.number - rowOf(ws, actMsg.opening).number - 1;
    expect(entries).toBe(count);
    expect(kop(ws.getRow(turnover.number - 1).getCell(5).value)).toBe(closing);
    // The title names the contract and the period.
    const title = [1, 2, 3, 4].map((n) => String(ws.getRow(n).getCell(1).value)).join('\n');
    expect(title).toContain('Договор № ДП-103 от 01.07.2024');
    expect(title).toContain(`${lastYear.startdate} – ${lastYear.enddate}`);
  });

  it('refuses an act for a period with no operations, saying why', async () => {
    const demo = await t.demo();
    const r = await demo.api('act', { contract: 103, startdate: '01.01.2010', enddate: '31.12.2010' });
    const act = await settled(demo, r.body.act.id);
    expect(act).toMatchObject({ state: 'refused', reason: actMsg.noOperations, file: null });
    expect((await demo.fetch(`/files/acts/${act.id}/`)).status).toBe(404);
  });

  it('claims each act once, however many workers look at the same time', async () => {
    const demo = await t.demo();
    // Straight into the queue, due now, so the test's workers race the portal's own.
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await demo.api('act', { contract: 102, ...lastYear })).body.act.id);
    await t.portal.db.query(`UPDATE acts SET prepare_at = now() WHERE id = ANY($1::int[])`, [ids]);
    const done = await Promise.all([prepareDueActs(t.portal.db), prepareDueActs(t.portal.db), prepareDueActs(t.portal.db)]);
    // The portal's own job may hold one still: wait for it.
    for (const id of ids) await settled(demo, id);
    const rows = await t.portal.db.query<{ state: string; attempts: number }>('SELECT state, attempts FROM acts WHERE id = ANY($1::int[])', [ids]);
    expect(rows.map((r) => r.state)).toEqual(['ready', 'ready', 'ready', 'ready']);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    expect(done.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(4);
    expect(await claimAct(t.portal.db)).toBeNull();
  });

  it('takes over an act whose claim went stale (its process died)', async () => {
    const demo = await t.demo();
    const id = (await demo.api('act', { contract: 103, ...lastYear })).body.act.id;
    await t.portal.db.query(`UPDATE acts SET state = 'processing', claimed_at = now() - interval '1 hour', prepare_at = now() - interval '1 hour' WHERE id = $1`, [id]);
    expect((await settled(demo, id)).state).toBe('ready');
  });
});

describe('ownership', () => {
  const ids = (r: Json) => r.body.acts.map((a: Json) => a.id);

  it('lists the customer\'s acts, newest first, 20 a page, with contracts and counterparties for the form', async () => {
    const demo = await t.demo();
    const r = await demo.api('getActs', {});
    expect(r.status).toBe(200);
    expect(r.body.pagination).toMatchObject({ page: 1, perpage: 20 });
    expect(ids(r)).toContain(SEEDED_ACTS.demoReady);
    expect(ids(r)).toContain(SEEDED_ACTS.demoRefused);
    expect(ids(r)).not.toContain(SEEDED_ACTS.buyer2);
    expect(r.body.contracts.map((c: Json) => c.id).sort()).toEqual([101, 102, 103]);
    expect(r.body.contragents.map((c: Json) => c.id)).toEqual([1, 2]);
    const refused = r.body.acts.find((a: Json) => a.id === SEEDED_ACTS.demoRefused);
    expect(refused).toMatchObject({ state: 'refused', reason: actMsg.noOperations, startdate: '01.01.2020', enddate: '31.12.2020' });
  });

  it('answers 404 for another customer\'s act file, and for a visitor', async () => {
    const demo = await t.demo();
    const own = await demo.fetch(`/files/acts/${SEEDED_ACTS.demoReady}/`);
    expect(own.status).toBe(200);
    const buyer2 = await t.login('buyer2');
    expect((await buyer2.fetch(`/files/acts/${SEEDED_ACTS.demoReady}/`)).status).toBe(404);
    expect(ids(await buyer2.api('getActs', {}))).toEqual([SEEDED_ACTS.buyer2]);
    expect((await t.client().fetch(`/files/acts/${SEEDED_ACTS.demoReady}/`)).status).toBe(404);
    expect((await demo.fetch(`/files/acts/${SEEDED_ACTS.buyer2}/`)).status).toBe(404);
    expect((await demo.fetch('/files/acts/999999/')).status).toBe(404);
  });

  it('a sub-manager sees only the acts of their contracts', async () => {
    const sub = await t.login('manager2');
    const listed = ids(await sub.api('getActs', { perpage: 100 }));
    expect(listed).toContain(SEEDED_ACTS.submanager);
    expect(listed).not.toContain(SEEDED_ACTS.ownerOnly);
    expect((await sub.fetch(`/files/acts/${SEEDED_ACTS.ownerOnly}/`)).status).toBe(404);
    expect((await sub.fetch(`/files/acts/${SEEDED_ACTS.submanager}/`)).status).toBe(200);
    const owner = await t.login('owner');
    expect((await owner.fetch(`/files/acts/${SEEDED_ACTS.ownerOnly}/`)).status).toBe(200);
  });

  it('serves /acts/ with <b2b-acts> for a logged-in user', async () => {
    const demo = await t.demo();
    const page = await demo.text('/acts/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<b2b-acts></b2b-acts>');
    expect(page.text).toContain('Акты сверки');
  });
});

