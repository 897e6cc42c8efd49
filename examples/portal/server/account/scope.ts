/**
 * Who may use which section of the account page (spec 6, issue 21), enforced by
 * every account call:
 * - owner: every section, for their own customer;
 * - customer (the demo user too): counterparties, addresses, consignees, notifications;
 * - sub-manager: notification settings only (403 with a Russian message elsewhere);
 * - admin: every section of any customer, through the same calls.
 * A row of another customer answers 404, like a row that does not exist.
 */
import type { Context } from 'hono';
import type { Queryable } from '../db';
import { accountMsg, msg, placesMsg } from '../messages';
import { requireUser, type Role, type SessionUser } from '../session';
import type { AppEnv } from '../types';
import { HttpError } from '../validate';

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

export interface Scope {
  user: SessionUser & { customer_id: number };
  /** The customer whose rows a list shows and a new row joins. */
  customerId: number;
  /** null for the admin: a row of any customer is theirs to manage. */
  only: number | null;
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
 * another customer answers 404, like a row that does not exist.
 */
export async function scopeFor(
  c: Context<AppEnv>,
  db: Queryable,
  section: AccountSection,
  input: Record<string, unknown> = {},
): Promise<Scope> {
  const user = requireUser(c);
  if (!sectionsOf(user).includes(section)) throw new HttpError(403, REFUSAL[section] ?? accountMsg.ownerOnly);
  const asked = Number(input.customer);
  if (input.customer !== undefined && input.customer !== '' && !(Number.isInteger(asked) && asked > 0)) {
    throw new HttpError(400, msg.field('customer', 'ожидается целое число'));
  }
  if (user.role !== 'admin') {
    if (asked > 0 && asked !== user.customer_id) throw new HttpError(404, msg.customerNotFound);
    return { user, customerId: user.customer_id, only: user.customer_id };
  }
  if (!(asked > 0)) return { user, customerId: user.customer_id, only: null };
  const found = await db.query('SELECT 1 FROM customers WHERE id = $1', [asked]);
  if (!found.length) throw new HttpError(404, msg.customerNotFound);
  return { user, customerId: asked, only: null };
}
