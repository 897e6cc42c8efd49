/**
 * Who may see what, and which contract and warehouse a user has chosen. A
 * sub-manager (type_id 2) sees only the contracts assigned to them; everyone
 * else sees their customer's contracts. Ids that exist but belong to someone
 * else answer 404, exactly like ids that don't exist.
 */
import type { Db, Queryable } from './db';
import { blockedByStopOrders, stopOrdersNotice, type OrderAction } from '../../../src/core/rules/stop-orders';
import { msg, spec } from './messages';
import { CONTRACTS_OF_USER_SQL, type SessionUser } from './session';
import { HttpError } from './validate';

const STOP_TITLE = spec.stopOrdersTitle;

export interface ContractRow {
  id: number;
  header: string;
  stop_orders: boolean;
  debt_alert: string | null;
  price_coef: number;
  rrc_coef: number;
}

export interface Contract {
  id: number;
  header: string;
  stopOrders: boolean;
  debtAlert: string | null;
}

export const toContract = (r: ContractRow): Contract => ({
  id: r.id,
  header: r.header,
  stopOrders: r.stop_orders,
  debtAlert: r.debt_alert,
});

/** The user's contracts: as loaded with the session this request, else from the database. */
export async function visibleContracts(db: Queryable, user: SessionUser): Promise<ContractRow[]> {
  if (user.contracts) return user.contracts;
  if (user.customer_id == null) return [];
  const [row] = await db.query<{ contracts: ContractRow[] }>(
    `SELECT (${CONTRACTS_OF_USER_SQL}) AS contracts FROM users u WHERE u.id = $1`,
    [user.id],
  );
  return row?.contracts ?? [];
}

/** The selected contract, else the first the user may see; null if none. */
export function selectedOf(user: SessionUser, contracts: ContractRow[]): ContractRow | null {
  return contracts.find((c) => c.id === user.selected_contract_id) ?? contracts[0] ?? null;
}

/**
 * Makes `contractId` and warehouse `wms` (both already the user's to use) the
 * user's choice; the basket follows them: its prices are the contract's, its
 * stock the warehouse's.
 */
export async function selectContract(db: Db, userId: number, contractId: number, wms: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET selected_contract_id = $2, selected_wms = $3 WHERE id = $1', [userId, contractId, wms]);
    await tx.query('UPDATE basket_items SET contract_id = $2, wms_id = $3, updated_at = now() WHERE user_id = $1', [userId, contractId, wms]);
  });
}

/** The contract `id` if the user may use it (404 otherwise); the selected one when id is absent. */
export async function contractFor(db: Queryable, user: SessionUser, id?: number): Promise<ContractRow> {
  const contracts = await visibleContracts(db, user);
  if (id === undefined) {
    const selected = selectedOf(user, contracts);
    if (!selected) throw new HttpError(404, msg.noContracts);
    return selected;
  }
  const found = contracts.find((c) => c.id === id);
  if (!found) throw new HttpError(404, msg.contractNotFound);
  return found;
}

/**
 * 409 with the stop-orders notice when the contract is suspended and `action`
 * is order processing (src/core/rules/stop-orders.ts: the one rule the widgets
 * also show; cancelling an order is not blocked).
 */
export function assertCanOrder(contract: ContractRow, action: OrderAction = 'add'): void {
  if (blockedByStopOrders({ stopOrders: contract.stop_orders }, action)) {
    throw new HttpError(409, stopOrdersMessage(contract), { code: 'stopOrders', contract: contract.id });
  }
}

export function stopOrdersMessage(contract: Pick<ContractRow, 'debt_alert'>): string {
  // Spec: 'Уведомление о приостановке заказов' showing the debt alert.
  return stopOrdersNotice(STOP_TITLE, contract.debt_alert);
}
export interface Warehouse {
  id: number;
  header: string;
  pos: number;
}

export async function warehouses(db: Queryable): Promise<Warehouse[]> {
  return db.query<Warehouse>('SELECT id, header, pos FROM warehouses ORDER BY pos, id');
}

export const DEFAULT_WMS = 1;

/** The warehouse `id` (404 if unknown), else the user's chosen one, else the default. */
export async function warehouseFor(db: Queryable, user: SessionUser | null, id?: number): Promise<number> {
  if (id === undefined) return user?.selected_wms ?? DEFAULT_WMS;
  const rows = await db.query('SELECT 1 FROM warehouses WHERE id = $1', [id]);
  if (!rows.length) throw new HttpError(404, msg.warehouseNotFound);
  return id;
}
