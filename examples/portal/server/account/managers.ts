/**
 * Sub-managers of a customer (users with role 'submanager', type_id 2): list, save
 * with contracts and delivery addresses, enable/disable, delete, the contracts tree
 * of the manager form, and the price policy per contract. One transaction per save.
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { formatPhone, isPhoneValid } from '../../../../src/core/rules/phone';
import type { Queryable } from '../db';
import { accountMsg, msg, spec } from '../messages';
import { accountMessages as am } from '../../../../src/core/messages/account';
import { hashPassword } from '../session';
import { HttpError, int, intList, object, optText, text } from '../validate';
import type { Scope } from './scope';

export const MANAGER_TYPE_ID = 2;

export interface ManagerReply {
  id: number;
  login: string;
  name: string;
  email: string;
  phone: string;
  enabled: '0' | '1';
  type_id: number;
  contracts: { id: number; header: string }[];
  addresses: number[];
  customer: number;
}

const COLUMNS = `u.id, u.login, u.name, u.email, u.phone, CASE WHEN u.enabled THEN '1' ELSE '0' END AS enabled, u.type_id,
  u.customer_id AS customer,
  (SELECT COALESCE(json_agg(json_build_object('id', c.id, 'header', c.header) ORDER BY c.pos, c.id), '[]'::json)
     FROM user_contracts uc JOIN contracts c ON c.id = uc.contract_id WHERE uc.user_id = u.id) AS contracts,
  (SELECT COALESCE(array_agg(ua.address_id ORDER BY ua.address_id), '{}') FROM user_addresses ua WHERE ua.user_id = u.id) AS addresses`;

export async function listManagers(db: Queryable, customerId: number): Promise<ManagerReply[]> {
  return db.query<ManagerReply>(
    `SELECT ${COLUMNS} FROM users u WHERE u.customer_id = $1 AND u.role = 'submanager' ORDER BY u.id`,
    [customerId],
  );
}

/** The sub-manager if the scope may manage them, else 404 (owners and admins are not managers). */
export async function managerIn(db: Queryable, scope: Scope, id: number): Promise<ManagerReply> {
  const [row] = await db.query<ManagerReply>(
    `SELECT ${COLUMNS} FROM users u WHERE u.id = $1 AND u.role = 'submanager' AND ($2::int IS NULL OR u.customer_id = $2)`,
    [id, scope.only],
  );
  if (!row) throw new HttpError(404, accountMsg.managerNotFound);
  return row;
}

const LOGIN = /^[A-Za-z0-9._-]{3,50}$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const managerSchema = object({
  login: v.pipe(text('login', 50, spec.required), v.check((s) => LOGIN.test(s), am.loginInvalid)),
  email: v.pipe(
    text('email', 200, spec.required),
    v.check((s) => EMAIL.test(s), spec.emailInvalid),
    v.transform((s) => s.toLowerCase()),
  ),
  name: text('name', 200, spec.required),
  phone: v.pipe(
    optText('phone', 40),
    v.check((s) => s === '' || isPhoneValid(s), spec.required),
    v.transform((s) => (s === '' ? '' : formatPhone(s))),
  ),
  type_id: v.pipe(
    v.unknown(),
    v.transform((x) => (x === undefined || x === null || x === '' ? MANAGER_TYPE_ID : x)),
    int('type_id'),
    v.check((n) => n === MANAGER_TYPE_ID, accountMsg.typeId),
  ),
  contracts: v.pipe(intList('contracts'), v.minLength(1, spec.chooseContract)),
  addresses: intList('addresses'),
});
export type ManagerInput = v.InferOutput<typeof managerSchema>;

async function checkOwned(db: Queryable, table: 'contracts' | 'addresses', ids: number[], customer: number, notFound: string) {
  if (!ids.length) return;
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::int[]) AND customer_id = $2`,
    [[...new Set(ids)], customer],
  );
  if (rows[0]!.n !== new Set(ids).size) throw new HttpError(404, notFound);
}

export interface SavedManager {
  id: number;
  /** Where the new manager's password went (a new manager only). */
  passwordSentTo?: string;
}

/** Creates (id undefined) or updates a sub-manager; the caller runs it in one transaction. */
export async function saveManager(db: Queryable, scope: Scope, id: number | undefined, data: ManagerInput): Promise<SavedManager> {
  const customer = id === undefined ? scope.customerId : (await managerIn(db, scope, id)).customer;
  await checkOwned(db, 'contracts', data.contracts, customer, msg.contractNotFound);
  await checkOwned(db, 'addresses', data.addresses, customer, accountMsg.addressNotFound);
  // One save of a login or e-mail at a time, so two at once cannot both pass the checks below.
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['users:login+email']);
  const taken = await db.query<{ login: boolean; email: boolean }>(
    `SELECT lower(login) = lower($1) AS login, lower(email) = $2 AS email FROM users
      WHERE (lower(login) = lower($1) OR lower(email) = $2) AND ($3::int IS NULL OR id <> $3)`,
    [data.login, data.email, id ?? null],
  );
  if (taken.some((r) => r.login)) throw new HttpError(409, spec.loginTaken, { state: 'error', field: 'login' });
  if (taken.some((r) => r.email)) throw new HttpError(409, spec.emailTaken, { state: 'error', field: 'email' });

  let managerId = id;
  let password: string | undefined;
  if (managerId === undefined) {
    password = randomBytes(6).toString('base64url');
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO users (customer_id, login, email, password_hash, name, phone, role, type_id, selected_contract_id, selected_wms)
       VALUES ($1, $2, $3, $4, $5, $6, 'submanager', $7, $8, 1) RETURNING id`,
      [customer, data.login, data.email, await hashPassword(password), data.name, data.phone, data.type_id, data.contracts[0]],
    );
    managerId = row!.id;
  } else {
    await db.query('UPDATE users SET login = $2, email = $3, name = $4, phone = $5, type_id = $6 WHERE id = $1', [
      managerId,
      data.login,
      data.email,
      data.name,
      data.phone,
      data.type_id,
    ]);
  }
  await db.query('DELETE FROM user_contracts WHERE user_id = $1 AND NOT (contract_id = ANY($2::int[]))', [managerId, data.contracts]);
  await db.query(
    'INSERT INTO user_contracts (user_id, contract_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [managerId, data.contracts],
  );
  // A policy of a contract taken away goes with it.
  await db.query('DELETE FROM price_policies WHERE user_id = $1 AND NOT (contract_id = ANY($2::int[]))', [managerId, data.contracts]);
  await db.query('DELETE FROM user_addresses WHERE user_id = $1', [managerId]);
  if (data.addresses.length) {
    await db.query('INSERT INTO user_addresses (user_id, address_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
      managerId,
      data.addresses,
    ]);
  }
  if (password === undefined) return { id: managerId };
  // No mail server: the letter waits in the outbox (/admin/mail/ shows it).
  await db.query('INSERT INTO mail_outbox (to_email, subject, body) VALUES ($1, $2, $3)', [
    data.email,
    accountMsg.passwordSubject,
    accountMsg.passwordBody(data.name, data.login, password, scope.user.name),
  ]);
  return { id: managerId, passwordSentTo: data.email };
}

export type ManagerAction = 'enable' | 'disable' | 'delete';

/** Applies `action` to every id (each must be the scope's sub-manager, else 404 and nothing changes). */
export async function managerAction(db: Queryable, scope: Scope, ids: number[], action: ManagerAction): Promise<void> {
  for (const id of ids) await managerIn(db, scope, id);
  if (action === 'delete') await db.query('DELETE FROM users WHERE id = ANY($1::int[])', [ids]);
  // A disabled manager's open session ends at their next request (session.ts).
  else await db.query('UPDATE users SET enabled = $2 WHERE id = ANY($1::int[])', [ids, action === 'enable']);
}

export interface ContragentContracts {
  id: number;
  company: string;
  contracts: { id: number; header: string; isChecked: boolean }[];
}

/**
 * The manager form's tree: the customer's counterparties with their contracts, each
 * checked when assigned to `managerId` (none for a new manager). Contracts of no
 * counterparty come last, under id 0.
 */
export async function contragentsContracts(db: Queryable, customer: number, managerId: number | null): Promise<ContragentContracts[]> {
  const rows = await db.query<{ cid: number | null; company: string | null; id: number; header: string; checked: boolean }>(
    `SELECT a.id AS cid, a.company, c.id, c.header,
            EXISTS (SELECT 1 FROM user_contracts uc WHERE uc.user_id = $2 AND uc.contract_id = c.id) AS checked
       FROM contracts c LEFT JOIN contragents a ON a.id = c.contragent_id
      WHERE c.customer_id = $1
      ORDER BY a.id NULLS LAST, c.pos, c.id`,
    [customer, managerId ?? 0],
  );
  const groups = new Map<number, ContragentContracts>();
  for (const r of rows) {
    const key = r.cid ?? 0;
    let group = groups.get(key);
    if (!group) {
      group = { id: key, company: r.company ?? 'Без контрагента', contracts: [] };
      groups.set(key, group);
    }
    group.contracts.push({ id: r.id, header: r.header, isChecked: r.checked });
  }
  return [...groups.values()];
}

export interface PricePolicy {
  contract: number;
  header: string;
  kind: 'discount' | 'markup';
  percent: number;
}

/** The manager's policy on each assigned contract (a discount of 0 where none is set). */
export async function pricePolicies(db: Queryable, managerId: number): Promise<PricePolicy[]> {
  return db.query<PricePolicy>(
    `SELECT c.id AS contract, c.header, COALESCE(p.kind, 'discount') AS kind, COALESCE(p.percent, 0)::float8 AS percent
       FROM user_contracts uc JOIN contracts c ON c.id = uc.contract_id
       LEFT JOIN price_policies p ON p.user_id = uc.user_id AND p.contract_id = c.id
      WHERE uc.user_id = $1 ORDER BY c.pos, c.id`,
    [managerId],
  );
}

const percentSchema = v.pipe(
  v.unknown(),
  v.transform((x) => (typeof x === 'string' ? Number(x.trim().replace(',', '.')) : x)),
  v.number(am.pricePoliticsPercentInvalid),
  v.finite(am.pricePoliticsPercentInvalid),
  v.minValue(0, am.pricePoliticsPercentInvalid),
  v.maxValue(99, am.pricePoliticsPercentInvalid),
  v.check((n) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6, am.pricePoliticsPercentInvalid),
);

export const policiesSchema = object({
  policies: v.pipe(
    v.unknown(),
    // Form-encoded input arrives as an object keyed by index.
    v.transform((x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.values(x) : x)),
    v.array(
      object({
        contract: int('contract'),
        kind: v.picklist(['discount', 'markup'], msg.field('kind', 'допустимо: discount, markup')),
        percent: percentSchema,
      }),
      msg.field('policies', 'ожидается список'),
    ),
    v.maxLength(200, msg.field('policies', 'не больше 200 значений')),
  ),
});

/** Replaces the manager's policies on the given contracts (each must be assigned to them). */
export async function savePolicies(db: Queryable, managerId: number, policies: v.InferOutput<typeof policiesSchema>['policies']) {
  const assigned = new Set((await pricePolicies(db, managerId)).map((p) => p.contract));
  for (const p of policies) if (!assigned.has(p.contract)) throw new HttpError(400, accountMsg.contractNotAssigned);
  for (const p of policies) {
    if (p.percent === 0) {
      await db.query('DELETE FROM price_policies WHERE user_id = $1 AND contract_id = $2', [managerId, p.contract]);
    } else {
      await db.query(
        `INSERT INTO price_policies (user_id, contract_id, kind, percent) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, contract_id) DO UPDATE SET kind = EXCLUDED.kind, percent = EXCLUDED.percent`,
        [managerId, p.contract, p.kind, Math.round(p.percent * 100) / 100],
      );
    }
  }
}

/**
 * What the manager form chooses from, for sub-manager `managerId` (404 if not the
 * scope's) or, null, a new one of the scope's customer: the contracts tree and (our
 * addition) the delivery addresses, each checked where assigned.
 */
export async function managerFormChoices(db: Queryable, scope: Scope, managerId: number | null) {
  const customer = managerId === null ? scope.customerId : (await managerIn(db, scope, managerId)).customer;
  return { contragents: await contragentsContracts(db, customer, managerId), addresses: await addressChoices(db, customer, managerId) };
}

/** The customer's delivery addresses for the manager form, checked when `managerId` may ship there. */
export async function addressChoices(db: Queryable, customer: number, managerId: number | null) {
  return db.query<{ id: number; full_address: string; isChecked: boolean }>(
    `SELECT a.id, a.full_address,
            EXISTS (SELECT 1 FROM user_addresses ua WHERE ua.user_id = $2 AND ua.address_id = a.id) AS "isChecked"
       FROM addresses a WHERE a.customer_id = $1 ORDER BY a.id`,
    [customer, managerId ?? 0],
  );
}
