/**
 * A customer's reconciliation acts: asking for one (job.ts prepares
 * it later), the list, and a ready act's file. A user sees the acts of their
 * customer on the contracts they may use (a sub-manager: theirs only); any
 * other act answers as if it did not exist.
 */
import type { Queryable } from '../db';
import { actMsg } from '../messages';
import type { SessionUser } from '../session';
import { HttpError } from '../validate';
import { actFileName } from './job';
import { actLedger } from './ledger';
import { actWorkbook } from './workbook';

type User = SessionUser & { customer_id: number };

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

/** The acts a user may see: their customer's ($1), on the contracts they may use ($2). */
const VISIBLE = `a.customer_id = $1 AND a.contract_id = ANY($2::int[])`;

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

export interface ActRequest {
  /** A contract the user may use. */
  contract: number;
  /** null: the customer as a whole. */
  contragent: number | null;
  /** yyyy-mm-dd, both days included. */
  start: string;
  end: string;
}

/** Asks for an act, prepared `delaySeconds` later (404 for a counterparty not the customer's); the act as listed. */
export async function requestAct(db: Queryable, user: User, act: ActRequest, delaySeconds: number) {
  if (act.contragent !== null) {
    const found = await db.query('SELECT 1 FROM contragents WHERE id = $1 AND customer_id = $2', [act.contragent, user.customer_id]);
    if (!found.length) throw new HttpError(404, actMsg.contragentNotFound);
  }
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO acts (customer_id, user_id, contract_id, contragent_id, startdate, enddate, state, prepare_at)
     VALUES ($1, $2, $3, $4, $5::date, $6::date, 'requested', now() + make_interval(secs => $7))
     RETURNING id`,
    [user.customer_id, user.id, act.contract, act.contragent, act.start, act.end, delaySeconds],
  );
  const [created] = await db.query<ActRow>(`SELECT ${ACT_COLUMNS} ${ACT_FROM} WHERE a.id = $1`, [row!.id]);
  return toAct(created!);
}

/** A page of the customer's acts on `contracts`, newest first, and how many there are. */
export async function listActs(db: Queryable, customerId: number, contracts: number[], page: number, perpage: number) {
  const [[{ count } = { count: 0 }], rows] = await Promise.all([
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM acts a WHERE ${VISIBLE}`, [customerId, contracts]),
    db.query<ActRow>(
      `SELECT ${ACT_COLUMNS} ${ACT_FROM} WHERE ${VISIBLE}
        ORDER BY a.created_at DESC, a.id DESC LIMIT ${perpage} OFFSET ${(page - 1) * perpage}`,
      [customerId, contracts],
    ),
  ]);
  return { acts: rows.map(toAct), count };
}

/** The customer's active counterparties, which an act may name. */
export function actContragents(db: Queryable, customerId: number) {
  return db.query<{ id: number; company: string }>('SELECT id, company FROM contragents WHERE customer_id = $1 AND enabled ORDER BY id', [
    customerId,
  ]);
}

/** A ready act's file if the user may see the act on `contracts`, else null. */
export async function actFile(db: Queryable, customerId: number, contracts: number[], id: number): Promise<{ id: number; name: string; data: Uint8Array } | null> {
  const [row] = await db.query<ActRow & { data: Uint8Array | null; customer_id: number }>(
    `SELECT ${ACT_COLUMNS}, a.data, a.customer_id ${ACT_FROM} WHERE a.id = $3 AND ${VISIBLE} AND a.state = 'ready'`,
    [customerId, contracts, id],
  );
  if (!row) return null;
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
  return { id: row.id, name, data };
}
