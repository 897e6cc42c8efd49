/**
 * Who may use which section of the account page (spec 6), enforced by
 * every account call:
 * - owner: every section, for their own customer;
 * - customer (the demo user too): counterparties, addresses, consignees, notifications;
 * - sub-manager: notification settings only (403 with a Russian message elsewhere);
 * - admin: every section of any customer, through the same calls.
 * A row of another customer answers 404, like a row that does not exist.
 * Notification settings are each user's own: the admin may name any user.
 */
import type { Context } from 'hono';
import type { Queryable } from '../db';
import { accountMsg, msg, placesMsg } from '../messages';
import { requireUser, type Role, type SessionUser } from '../session';
import type { AppEnv } from '../types';
import { HttpError, object, optInt, parse } from '../validate';

export const ACCOUNT_SECTIONS = ['counterparties', 'managers', 'addresses', 'consignees', 'notifications'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

const ALL = ACCOUNT_SECTIONS;
export const SECTIONS_OF_ROLE: Record<Role, readonly AccountSection[]> = {
  owner: ALL,
  admin: ALL,
  customer: ['counterparties', 'addresses', 'consignees', 'notifications'],
  submanager: ['notifications'],
};

export function sectionsOf(user: SessionUser): readonly AccountSection[] {
  return SECTIONS_OF_ROLE[user.role] ?? [];
}

/** The caller (401 for a visitor or a just-disabled user) and the account page's sections their role has, in page order. */
export function accountOf(c: Context<AppEnv>) {
  const user = requireUser(c);
  return { user, sections: ACCOUNT_SECTIONS.filter((s) => sectionsOf(user).includes(s)) };
}

/** Whose rows a section holds: the customer's, or each user's own (notification settings). */
const ROWS_OF: Record<AccountSection, 'customer' | 'user'> = {
  counterparties: 'customer',
  managers: 'customer',
  addresses: 'customer',
  consignees: 'customer',
  notifications: 'user',
};

export interface Scope {
  user: SessionUser & { customer_id: number };
  /** The customer whose rows a list shows and a new row joins. */
  customerId: number;
  /** null for the admin: a row of any customer is theirs to manage. */
  only: number | null;
  /** The user whose own rows (notification settings) the call works on: the caller, or one the admin names. */
  userId: number;
}

/** The 403 text of a section a role does not have; the account's own text for the rest. */
const REFUSAL: Partial<Record<AccountSection, string>> = {
  managers: accountMsg.managersOwnerOnly,
  addresses: placesMsg.ownerOnly,
  consignees: placesMsg.ownerOnly,
};

/**
 * The caller's scope for `section`, the one permission rule of every account
 * call: 401 for a visitor (or a just-disabled user), 403 with a Russian message
 * for a role without the section. `customer` names whose rows: the admin may
 * name any customer (lists and new rows); anyone else only their own, and
 * another customer answers 404, like a row that does not exist. In a section
 * of users' own rows `user` names whose instead: oneself, or (the admin) any
 * user; anyone else naming another user gets 404.
 */
export async function scopeFor(
  c: Context<AppEnv>,
  db: Queryable,
  section: AccountSection,
  input: Record<string, unknown> = {},
): Promise<Scope> {
  const user = requireUser(c);
  if (!sectionsOf(user).includes(section)) throw new HttpError(403, REFUSAL[section] ?? accountMsg.ownerOnly);
  if (ROWS_OF[section] === 'user') {
    return { user, customerId: user.customer_id, only: user.role === 'admin' ? null : user.customer_id, userId: await namedUser(db, user, input) };
  }
  const asked = Number(input.customer);
  if (input.customer !== undefined && input.customer !== '' && !(Number.isInteger(asked) && asked > 0)) {
    throw new HttpError(400, msg.field('customer', 'ожидается целое число'));
  }
  if (user.role !== 'admin') {
    if (asked > 0 && asked !== user.customer_id) throw new HttpError(404, msg.customerNotFound);
    return { user, customerId: user.customer_id, only: user.customer_id, userId: user.id };
  }
  if (!(asked > 0)) return { user, customerId: user.customer_id, only: null, userId: user.id };
  const found = await db.query('SELECT 1 FROM customers WHERE id = $1', [asked]);
  if (!found.length) throw new HttpError(404, msg.customerNotFound);
  return { user, customerId: asked, only: null, userId: user.id };
}

/** The user `input.user` names: the caller when absent; another only for the admin, if they exist (404 otherwise). */
async function namedUser(db: Queryable, user: SessionUser, input: Record<string, unknown>): Promise<number> {
  const { user: other } = parse(object({ user: optInt('user') }), { user: input.user });
  if (other === undefined || other === user.id) return user.id;
  if (user.role !== 'admin' || !(await db.query('SELECT 1 FROM users WHERE id = $1', [other])).length) {
    throw new HttpError(404, placesMsg.userNotFound);
  }
  return other;
}
