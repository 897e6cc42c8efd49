/**
 * The basket's delivery choice: the methods, transport companies and their
 * terminals to choose from, what the user chose last (legacy /ajax/setdelivery/
 * remembers it) and the check of a choice against the reference lists.
 */
import type { Queryable } from '../db';
import { orderMsg } from '../messages';
import { badRequest, optInt, optText } from '../validate';

export type DeliveryKind = 'pickup' | 'address' | 'company';

/** docs/api.md: delivery method ids are strings like the spec's default '3'. */
export interface DeliveryMethod {
  id: string;
  header: string;
  kind: DeliveryKind;
}

export interface DeliveryChoice {
  id: string;
  company: number | null;
  address: number | null;
  typeAddress: string;
}

/** Spec 9: delivery '3' by default. */
export const DEFAULT_DELIVERY_ID = 3;

export function deliveryMethods(db: Queryable): Promise<DeliveryMethod[]> {
  return db.query<DeliveryMethod>('SELECT id::text AS id, header, kind FROM delivery_methods ORDER BY id');
}

/** What the user chose last (setdelivery), else the spec's default method. */
export async function deliveryChoice(db: Queryable, userId: number): Promise<DeliveryChoice> {
  const [row] = await db.query<DeliveryChoice>(
    `SELECT delivery_id::text AS id, company_id AS company, address_id AS address, type_address AS "typeAddress"
       FROM basket_delivery WHERE user_id = $1`,
    [userId],
  );
  return row ?? { id: String(DEFAULT_DELIVERY_ID), company: null, address: null, typeAddress: '' };
}

/** The input fields of a delivery choice (placing an order, setdelivery). */
export const deliveryFields = {
  delivery: optInt('delivery'),
  company: optInt('company'),
  address: optInt('address'),
  typeAddress: optText('typeAddress', 500),
};

export interface DeliveryInput {
  delivery: number;
  company?: number;
  address?: number;
  typeAddress: string;
}

/**
 * Checks a delivery choice against the reference lists. `complete` (placing an
 * order) also requires what the method needs; saving a half-made choice
 * (setdelivery) only refuses values that don't exist or don't fit together.
 * Fields the method doesn't use are dropped.
 */
export async function checkDelivery(db: Queryable, input: DeliveryInput, complete: boolean): Promise<DeliveryChoice & { kind: DeliveryKind }> {
  const [method] = await db.query<{ kind: DeliveryKind }>('SELECT kind FROM delivery_methods WHERE id = $1', [input.delivery]);
  if (!method) throw badRequest(orderMsg.deliveryNotFound);
  const choice = { id: String(input.delivery), kind: method.kind, company: null as number | null, address: null as number | null, typeAddress: '' };
  if (method.kind === 'address') {
    if (complete && !input.typeAddress) throw badRequest(orderMsg.typeAddressRequired);
    choice.typeAddress = input.typeAddress;
  }
  if (method.kind === 'company') {
    if (input.company === undefined) {
      if (complete) throw badRequest(orderMsg.companyRequired);
      return choice;
    }
    const [company] = await db.query('SELECT 1 FROM delivery_companies WHERE id = $1', [input.company]);
    if (!company) throw badRequest(orderMsg.companyNotFound);
    choice.company = input.company;
    if (input.address === undefined) {
      if (complete) throw badRequest(orderMsg.addressRequired);
      return choice;
    }
    const [address] = await db.query('SELECT 1 FROM company_addresses WHERE id = $1 AND company_id = $2', [input.address, input.company]);
    if (!address) throw badRequest(orderMsg.addressWrong);
    choice.address = input.address;
  }
  return choice;
}

/** The transport companies with their terminals' addresses. */
export function deliveryCompanies(db: Queryable) {
  return db.query<{ id: number; header: string; addresses: { id: number; full_address: string }[] }>(
    `SELECT dc.id, dc.header,
            COALESCE((SELECT json_agg(json_build_object('id', a.id, 'full_address', a.full_address) ORDER BY a.id)
                        FROM company_addresses a WHERE a.company_id = dc.id), '[]'::json) AS addresses
       FROM delivery_companies dc ORDER BY dc.id`,
  );
}

export async function saveDeliveryChoice(db: Queryable, userId: number, choice: DeliveryChoice): Promise<void> {
  await db.query(
    `INSERT INTO basket_delivery (user_id, delivery_id, company_id, address_id, type_address)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE
       SET delivery_id = EXCLUDED.delivery_id, company_id = EXCLUDED.company_id,
           address_id = EXCLUDED.address_id, type_address = EXCLUDED.type_address, updated_at = now()`,
    [userId, Number(choice.id), choice.company, choice.address, choice.typeAddress],
  );
}
