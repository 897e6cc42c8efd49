/**
 * Counterparties (contragents) of a customer: list, save with the ИНН checksum and
 * the duplicate rule, activate, deactivate, delete. Every change in one transaction.
 */
import * as v from 'valibot';
import { innMessage, isKppValid, normalizeInn } from '../../../../src/core/rules/inn';
import type { Queryable } from '../db';
import { accountMsg, spec } from '../messages';
import { accountMessages as am } from '../../../../src/core/messages/account';
import { HttpError, object, optText, text } from '../validate';
import type { Scope } from './scope';

export interface ContragentReply {
  id: number;
  company: string;
  inn: string;
  kpp: string;
  /** '1' active, '0' inactive (the legacy flag style of managers' `enabled`). */
  enabled: '0' | '1';
  /** Spec 3's identity-duplicate flag: the same ИНН and КПП is on another row of the portal. */
  duplicate: boolean;
  /** The customer the row belongs to (the admin sees several). */
  customer: number;
}

const COLUMNS = `a.id, a.company, a.inn, COALESCE(a.kpp, '') AS kpp, CASE WHEN a.enabled THEN '1' ELSE '0' END AS enabled,
  EXISTS (SELECT 1 FROM contragents d WHERE d.id <> a.id AND d.inn = a.inn AND COALESCE(d.kpp, '') = COALESCE(a.kpp, '')) AS duplicate,
  a.customer_id AS customer`;

export async function listContragents(db: Queryable, customerId: number): Promise<ContragentReply[]> {
  return db.query<ContragentReply>(`SELECT ${COLUMNS} FROM contragents a WHERE a.customer_id = $1 ORDER BY a.id`, [customerId]);
}

/** The row if the scope may see it, else 404. */
export async function contragentIn(db: Queryable, scope: Scope, id: number): Promise<ContragentReply> {
  const [row] = await db.query<ContragentReply>(
    `SELECT ${COLUMNS} FROM contragents a WHERE a.id = $1 AND ($2::int IS NULL OR a.customer_id = $2)`,
    [id, scope.only],
  );
  if (!row) throw new HttpError(404, accountMsg.contragentNotFound);
  return row;
}

export const contragentSchema = object({
  company: text('company', 300, accountMsg.companyEmpty),
  inn: optText('inn', 40),
  kpp: v.pipe(
    optText('kpp', 20),
    v.check((s) => s === '' || isKppValid(s), am.counterpartiesKppInvalid),
  ),
});

/** The ИНН's own message (the registration form's rule, core/rules/inn.ts), or 400. */
export function checkInn(raw: unknown): string {
  const inn = typeof raw === 'string' ? normalizeInn(raw) : typeof raw === 'number' ? String(raw) : '';
  const problem = innMessage(inn);
  if (problem) {
    const text = spec[problem.key].replace('{n}', String(problem.params?.n ?? ''));
    throw new HttpError(400, text, { state: 'error', field: 'inn' });
  }
  return inn;
}

export interface ContragentInput {
  company: string;
  inn: string;
  kpp: string;
}

/** Creates (id undefined) or updates a counterparty; 409 'Этот контрагент уже зарегистрирован' for a duplicate. */
export async function saveContragent(db: Queryable, scope: Scope, id: number | undefined, data: ContragentInput): Promise<number> {
  let customer = scope.customerId;
  if (id !== undefined) customer = (await contragentIn(db, scope, id)).customer;
  // Serializes saves of one ИНН, so two at once cannot both pass the duplicate check.
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contragent:${data.inn}`]);
  const dup = await db.query(
    `SELECT 1 FROM contragents WHERE inn = $1 AND COALESCE(kpp, '') = $2 AND ($3::int IS NULL OR id <> $3)`,
    [data.inn, data.kpp, id ?? null],
  );
  if (dup.length) throw new HttpError(409, spec.contragentTaken, { state: 'error', field: 'inn' });
  if (id === undefined) {
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO contragents (customer_id, company, inn, kpp) VALUES ($1, $2, $3, NULLIF($4, \'\')) RETURNING id',
      [customer, data.company, data.inn, data.kpp],
    );
    return row!.id;
  }
  await db.query("UPDATE contragents SET company = $2, inn = $3, kpp = NULLIF($4, '') WHERE id = $1", [
    id,
    data.company,
    data.inn,
    data.kpp,
  ]);
  return id;
}

export type RowAction = 'activate' | 'deactivate' | 'delete';

/** Applies `action` to every id (each must be the scope's, else 404 and nothing changes). */
export async function contragentAction(db: Queryable, scope: Scope, ids: number[], action: RowAction): Promise<void> {
  for (const id of ids) await contragentIn(db, scope, id);
  if (action === 'delete') await db.query('DELETE FROM contragents WHERE id = ANY($1::int[])', [ids]);
  else await db.query('UPDATE contragents SET enabled = $2 WHERE id = ANY($1::int[])', [ids, action === 'activate']);
}
