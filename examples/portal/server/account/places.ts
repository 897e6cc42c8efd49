/**
 * Delivery addresses and consignees of a customer, with the consignees'
 * power-of-attorney scans: every read and write of them. The
 * customer is already the one the request may work on (routes/account-places.ts
 * asks scopeFor); another customer's row answers 404 like an id that does
 * not exist. Every save is one transaction.
 */
import type { Db, Queryable } from '../db';
import { msg, placesMsg } from '../messages';
import { badRequest, HttpError } from '../validate';

/** The largest scan a consignee may have (spec 5). */
export const MAX_SCAN_BYTES = 5 * 1024 * 1024;
const SUGGESTIONS = 10;

// ---- addresses -----------------------------------------------------------------------

export interface Address {
  id: number;
  full_address: string;
  postindex: string;
}

export async function addressOf(db: Queryable, customer: number, id: number): Promise<Address> {
  const [row] = await db.query<Address>('SELECT id, full_address, postindex FROM addresses WHERE id = $1 AND customer_id = $2', [id, customer]);
  if (!row) throw new HttpError(404, placesMsg.addressNotFound);
  return row;
}

export function addressesOf(db: Queryable, customer: number): Promise<Address[]> {
  return db.query<Address>('SELECT id, full_address, postindex FROM addresses WHERE customer_id = $1 ORDER BY id', [customer]);
}

/** Adds an address (no `id`) or changes the customer's address `id`. */
export function saveAddress(db: Db, customer: number, address: { id?: number; full_address: string; postindex: string }): Promise<Address> {
  return db.transaction(async (tx) => {
    if (address.id === undefined) {
      const [row] = await tx.query<Address>(
        'INSERT INTO addresses (customer_id, full_address, postindex) VALUES ($1, $2, $3) RETURNING id, full_address, postindex',
        [customer, address.full_address, address.postindex],
      );
      return row!;
    }
    const [row] = await tx.query<Address>(
      `UPDATE addresses SET full_address = $3, postindex = $4 WHERE id = $1 AND customer_id = $2
       RETURNING id, full_address, postindex`,
      [address.id, customer, address.full_address, address.postindex],
    );
    if (!row) throw new HttpError(404, placesMsg.addressNotFound);
    return row;
  });
}

/** Deletes `ids` of `table` if every one is the customer's (404 and nothing deleted otherwise). */
export async function deleteOwned(db: Db, table: 'addresses' | 'consignees', customer: number, ids: number[], missing: string) {
  if (!ids.length) throw badRequest(placesMsg.nothingChosen);
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(`DELETE FROM ${table} WHERE customer_id = $1 AND id = ANY($2::int[]) RETURNING id`, [customer, unique]);
    // Throwing rolls the transaction back: all or nothing.
    if (rows.length !== unique.length) throw new HttpError(404, missing);
  });
  return { status: 'success', removed: unique };
}

/** Every word of the query in the address (case aside); `%` and `_` are literal. */
function likePatterns(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s,.]+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => `%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
}

/**
 * Addresses of the portal's directory holding every word of `query`, in the
 * customer's region (spec 9); null when the query has no word to look for.
 */
export async function suggestAddresses(db: Queryable, customer: number, query: string) {
  const patterns = likePatterns(query);
  if (!patterns.length) return null;
  const [region] = await db.query<{ id: number; header: string }>(
    'SELECT r.id, r.header FROM customers c JOIN regions r ON r.id = c.region_id WHERE c.id = $1',
    [customer],
  );
  const suggestions = await db.query<{ full_address: string; postindex: string }>(
    `SELECT full_address, postindex FROM address_book
      WHERE region_id = $1 AND search_text LIKE ALL($2::text[])
      ORDER BY full_address LIMIT ${SUGGESTIONS}`,
    [region!.id, patterns],
  );
  return { region, suggestions };
}

// ---- consignees ----------------------------------------------------------------------

interface ConsigneeRow {
  id: number;
  surname: string;
  name: string;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
}

const CONSIGNEE_SQL = `SELECT c.id, c.surname, c.name, f.file_name, f.file_type, f.file_size
                         FROM consignees c LEFT JOIN consignee_files f ON f.consignee_id = c.id`;

const toConsignee = (r: ConsigneeRow) => ({
  id: r.id,
  surname: r.surname,
  name: r.name,
  file:
    r.file_name === null
      ? null
      : { name: r.file_name, type: r.file_type ?? '', size: r.file_size ?? 0, url: `/api/consigneeUpload/${r.id}/` },
});

export async function consigneeOf(db: Queryable, customer: number, id: number) {
  const [row] = await db.query<ConsigneeRow>(`${CONSIGNEE_SQL} WHERE c.id = $1 AND c.customer_id = $2`, [id, customer]);
  if (!row) throw new HttpError(404, placesMsg.consigneeNotFound);
  return toConsignee(row);
}

export async function consigneesOf(db: Queryable, customer: number) {
  const rows = await db.query<ConsigneeRow>(`${CONSIGNEE_SQL} WHERE c.customer_id = $1 ORDER BY c.id`, [customer]);
  return rows.map(toConsignee);
}

/** Adds a consignee (no `id`) or changes the customer's consignee `id`; the consignee as now saved. */
export async function saveConsignee(db: Db, customer: number, consignee: { id?: number; surname: string; name: string }) {
  const id = await db.transaction(async (tx) => {
    if (consignee.id === undefined) {
      const [row] = await tx.query<{ id: number }>('INSERT INTO consignees (customer_id, surname, name) VALUES ($1, $2, $3) RETURNING id', [
        customer,
        consignee.surname,
        consignee.name,
      ]);
      return row!.id;
    }
    const [row] = await tx.query<{ id: number }>('UPDATE consignees SET surname = $3, name = $4 WHERE id = $1 AND customer_id = $2 RETURNING id', [
      consignee.id,
      customer,
      consignee.surname,
      consignee.name,
    ]);
    if (!row) throw new HttpError(404, placesMsg.consigneeNotFound);
    return row.id;
  });
  return consigneeOf(db, customer, id);
}

/**
 * The image type from the file's first bytes, not from its name or the
 * browser's claim (spec 5: an image upload must be an image). SVG is left out:
 * it can carry script.
 */
export function sniffImage(bytes: Uint8Array): string | null {
  const at = (i: number, ...b: number[]) => b.every((x, k) => bytes[i + k] === x);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** Puts `file` as the scan of the customer's consignee `id` (replacing one), after checking it is an image within MAX_SCAN_BYTES. */
export async function saveScan(db: Db, customer: number, id: number, file: File | null) {
  await consigneeOf(db, customer, id);
  if (!file) throw badRequest(placesMsg.fileMissing);
  if (file.size > MAX_SCAN_BYTES) throw new HttpError(413, msg.fileTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw badRequest(placesMsg.notImage);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO consignee_files (consignee_id, file_name, file_type, file_size, file_data)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (consignee_id) DO UPDATE SET file_name = EXCLUDED.file_name, file_type = EXCLUDED.file_type,
         file_size = EXCLUDED.file_size, file_data = EXCLUDED.file_data, uploaded_at = now()`,
      [id, file.name.slice(0, 255) || 'scan', type, bytes.length, bytes],
    );
  });
  return consigneeOf(db, customer, id);
}

/** The scan of the customer's consignee `id`: its type and bytes (404 when none). */
export async function scanOf(db: Queryable, customer: number, id: number) {
  const [row] = await db.query<{ file_type: string; file_data: Uint8Array }>(
    `SELECT f.file_type, f.file_data FROM consignee_files f JOIN consignees k ON k.id = f.consignee_id
      WHERE f.consignee_id = $1 AND k.customer_id = $2`,
    [id, customer],
  );
  if (!row) throw new HttpError(404, placesMsg.scanNotFound);
  return { type: row.file_type, bytes: new Uint8Array(row.file_data) };
}
