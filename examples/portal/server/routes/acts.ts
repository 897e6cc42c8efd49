/**
 * Reconciliation acts (issue 20, docs/api.md "Reconciliation acts"): POST act
 * asks for an act (contract, counterparty, period), POST/GET getActs lists the
 * customer's acts on the contracts the user may see, GET /files/acts/{id}/
 * downloads a ready act's .xlsx, and /acts/ is the page with <b2b-acts>.
 * acts/job.ts prepares requested acts in the background.
 */
import type { Hono } from 'hono';
import { PAGE_SIZE } from '../../../../src/core/constants';
import { parseDate } from '../../../../src/core/format';
import { actPeriod } from '../../../../src/core/rules/acts';
import { contractFor, toContract, visibleContracts } from '../access';
import type { Db, Queryable } from '../db';
import { actMsg, msg, spec } from '../messages';
import { widgetPage } from '../pages/widget-page';
import { renderPage } from '../pages/layout';
import { requireUser, type SessionUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { HttpError, badRequest, object, optInt, optText, parse } from '../validate';
import { actFileName } from '../acts/job';
import { actLedger } from '../acts/ledger';
import { actWorkbook } from '../acts/workbook';
import { api } from './api';

type User = SessionUser & { customer_id: number };

const MAX_PERPAGE = 100;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const requestSchema = object({
  contract: optInt('contract'),
  contract_id: optInt('contract_id'),
  contragent: optInt('contragent'),
  contragent_id: optInt('contragent_id'),
  startdate: optText('startdate', 10),
  enddate: optText('enddate', 10),
});

const listSchema = object({ page: optInt('page'), perpage: optInt('perpage', 1, MAX_PERPAGE) });

/** The address of an act's file; only its owner gets it (404 for everyone else). */
export const actFilePath = (id: number) => `/files/acts/${id}/`;

interface ActRow {
  id: number;
  contract_id: number;
  contragent_id: number | null;
  startdate: string;
  enddate: string;
  contract: string;
  contragent: string;
  requested: string;
  state: 'requested' | 'processing' | 'ready' | 'refused';
  reason: string | null;
  file_name: string | null;
}

const ACT_COLUMNS = `
  a.id, a.contract_id, a.contragent_id,
  to_char(a.startdate, 'DD.MM.YYYY') AS startdate, to_char(a.enddate, 'DD.MM.YYYY') AS enddate,
  c.header AS contract, COALESCE(g.company, '') AS contragent,
  to_char(a.created_at, 'DD.MM.YYYY HH24:MI') AS requested, a.state, a.reason, a.file_name`;

const ACT_FROM = `FROM acts a JOIN contracts c ON c.id = a.contract_id LEFT JOIN contragents g ON g.id = a.contragent_id`;

/** The act as docs/api.md shows it: spec 3's fields, names, state and, when ready, its file. */
function toAct(r: ActRow) {
  const { file_name, ...rest } = r;
  const ready = r.state === 'ready';
  return {
    ...rest,
    // A seeded act marked ready before files were kept gets its file made on first download.
    file: ready ? { link: actFilePath(r.id), name: file_name ?? actFileName(r.contract, r.startdate, r.enddate) } : null,
  };
}

/** The acts this user may see: their customer's, on the contracts they may use (a sub-manager: theirs). */
const visible = `a.customer_id = $1 AND a.contract_id = ANY($2::int[])`;

async function contractIds(db: Queryable, user: User): Promise<number[]> {
  return (await visibleContracts(db, user)).map((c) => c.id);
}

async function contragentsOf(db: Queryable, customerId: number) {
  return db.query<{ id: number; company: string }>('SELECT id, company FROM contragents WHERE customer_id = $1 AND enabled ORDER BY id', [
    customerId,
  ]);
}

function date(name: string, value: string | undefined): string {
  if (!value) throw badRequest(actMsg.badDate(name));
  return value;
}

export function actRoutes(app: Hono<AppEnv>, { db, config }: Deps): void {
  const delaySeconds = (config.actDelayMs ?? 5000) / 1000;

  api(app, ['POST'], 'act', async (c, input) => {
    const user = requireUser(c);
    const q = parse(requestSchema, input);
    const startdate = date('startdate', q.startdate);
    const enddate = date('enddate', q.enddate);
    // A date that does not parse says so; a pair in the wrong order gets spec 5's message.
    if (!parseDate(startdate)) throw badRequest(actMsg.badDate('startdate'));
    if (!parseDate(enddate)) throw badRequest(actMsg.badDate('enddate'));
    const period = actPeriod(startdate, enddate);
    if (period === 'invalid') throw badRequest(spec.dateRange);
    const contractId = q.contract ?? q.contract_id;
    if (contractId === undefined) throw badRequest(msg.field('contract', 'не заполнено'));
    const contract = await contractFor(db, user, contractId);
    const contragentId = q.contragent ?? q.contragent_id ?? null;
    if (contragentId !== null) {
      const found = await db.query('SELECT 1 FROM contragents WHERE id = $1 AND customer_id = $2', [contragentId, user.customer_id]);
      if (!found.length) throw new HttpError(404, actMsg.contragentNotFound);
    }
    const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO acts (customer_id, user_id, contract_id, contragent_id, startdate, enddate, state, prepare_at)
       VALUES ($1, $2, $3, $4, $5::date, $6::date, 'requested', now() + make_interval(secs => $7))
       RETURNING id`,
      [user.customer_id, user.id, contract.id, contragentId, iso(period.start), iso(period.end), delaySeconds],
    );
    const [act] = await db.query<ActRow>(`SELECT ${ACT_COLUMNS} ${ACT_FROM} WHERE a.id = $1`, [row!.id]);
    return { status: 'success', act: toAct(act!) };
  });

  api(app, ['GET', 'POST'], 'getActs', async (c, input) => {
    const user = requireUser(c);
    const q = parse(listSchema, input);
    const page = q.page ?? 1;
    const perpage = q.perpage ?? PAGE_SIZE.acts;
    const contracts = await visibleContracts(db, user);
    const ids = contracts.map((x) => x.id);
    const [[{ count } = { count: 0 }], rows, contragents] = await Promise.all([
      db.query<{ count: number }>(`SELECT count(*)::int AS count FROM acts a WHERE ${visible}`, [user.customer_id, ids]),
      db.query<ActRow>(
        `SELECT ${ACT_COLUMNS} ${ACT_FROM} WHERE ${visible}
          ORDER BY a.created_at DESC, a.id DESC LIMIT ${perpage} OFFSET ${(page - 1) * perpage}`,
        [user.customer_id, ids],
      ),
      contragentsOf(db, user.customer_id),
    ]);
    return {
      acts: rows.map(toAct),
      count,
      pagination: { page, perpage, total: count, pages: Math.max(1, Math.ceil(count / perpage)) },
      contracts: contracts.map(toContract),
      contragents,
    };
  });

  app.get('/files/acts/:id', (c) => download(c.var.session.user, c.req.param('id'), db));

  app.get('/acts', (c) => renderPage(c, db, 'Акты сверки', widgetPage('b2b-acts')));
}

async function download(user: SessionUser | null, rawId: string, db: Db): Promise<Response> {
  const notFound = () => Response.json({ status: 'error', message: actMsg.actNotFound }, { status: 404 });
  if (!user || user.customer_id == null || !/^\d{1,9}$/.test(rawId)) return notFound();
  const ids = await contractIds(db, user as User);
  const [row] = await db.query<ActRow & { data: Uint8Array | null; customer_id: number }>(
    `SELECT ${ACT_COLUMNS}, a.data, a.customer_id ${ACT_FROM} WHERE a.id = $3 AND ${visible} AND a.state = 'ready'`,
    [user.customer_id, ids, Number(rawId)],
  );
  if (!row) return notFound();
  let data = row.data;
  const name = row.file_name ?? actFileName(row.contract, row.startdate, row.enddate);
  if (!data) {
    // Seeded as ready without a file: make it now, once.
    const [period] = await db.query<{ start: string; end: string }>('SELECT startdate::text AS start, enddate::text AS "end" FROM acts WHERE id = $1', [row.id]);
    const ledger = await actLedger(db, { customer_id: row.customer_id, contract_id: row.contract_id, ...period! });
    const [party] = await db.query<{ name: string }>('SELECT name FROM customers WHERE id = $1', [row.customer_id]);
    data = await actWorkbook({ ledger, contract: row.contract, party: row.contragent || party!.name, startdate: row.startdate, enddate: row.enddate });
    await db.query('UPDATE acts SET data = $2, file_name = $3 WHERE id = $1 AND data IS NULL', [row.id, data, name]);
  }
  return new Response(new Uint8Array(data), {
    status: 200,
    headers: {
      'Content-Type': XLSX_TYPE,
      // An ASCII name for old clients, the Russian one for the rest (RFC 6266).
      'Content-Disposition': `attachment; filename="act-${row.id}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
