/**
 * Delivery addresses, consignees and notification settings of the account page
 * (issue 21, docs/api.md "Addresses, consignees, notification settings").
 *
 * Who: the account owner and a plain customer (the demo user) manage their own
 * customer's addresses and consignees; a sub-manager gets 403 for those and
 * keeps their own notification settings; an admin may name any customer
 * (`customer`) or user (`user`). Another customer's address, consignee or scan
 * answers 404, like an id that does not exist. Every save is one transaction.
 */
import type { Context, Hono } from 'hono';
import type { Db, Queryable } from '../db';
import { msg, placesMsg } from '../messages';
import { requireUser, type SessionUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { badRequest, HttpError, int, intList, object, optFlag, optInt, optOneOf, optText, parse, readInput, text } from '../validate';
import { scopeFor } from '../account/scope';
import { api, type Input } from './api';

export const MAX_SCAN_BYTES = 5 * 1024 * 1024;
const SUGGESTIONS = 10;

type User = SessionUser & { customer_id: number };

/** The customer whose addresses or consignees this request works on (the account's one rule, scopeFor). */
async function placesCustomer(c: Context<AppEnv>, db: Queryable, input: Input, section: 'addresses' | 'consignees'): Promise<number> {
  return (await scopeFor(c, db, section, input)).customerId;
}

/** The user whose notification settings this request works on: oneself, or (admin) `user`. */
async function settingsUser(c: Context<AppEnv>, db: Queryable, input: Input): Promise<number> {
  const user: User = requireUser(c);
  const { user: other } = parse(object({ user: optInt('user') }), { user: input.user });
  if (other === undefined || other === user.id) return user.id;
  if (user.role !== 'admin') throw new HttpError(404, placesMsg.userNotFound);
  const [found] = await db.query('SELECT 1 FROM users WHERE id = $1', [other]);
  if (!found) throw new HttpError(404, placesMsg.userNotFound);
  return other;
}

// ---- addresses -----------------------------------------------------------------------

interface Address {
  id: number;
  full_address: string;
  postindex: string;
}

const addressSchema = object({
  id: optInt('id'),
  full_address: text('full_address', 500, placesMsg.addressEmpty),
  postindex: optText('postindex', 6),
});

const bulkSchema = object({ id: optInt('id'), ids: intList('ids', 100), action: optOneOf('action', ['delete'] as const) });

function checkPostindex(postindex: string): void {
  if (postindex !== '' && !/^\d{6}$/.test(postindex)) throw badRequest(placesMsg.postindexBad);
}

async function addressOf(db: Queryable, customer: number, id: number): Promise<Address> {
  const [row] = await db.query<Address>('SELECT id, full_address, postindex FROM addresses WHERE id = $1 AND customer_id = $2', [id, customer]);
  if (!row) throw new HttpError(404, placesMsg.addressNotFound);
  return row;
}

export function addressesOf(db: Queryable, customer: number): Promise<Address[]> {
  return db.query<Address>('SELECT id, full_address, postindex FROM addresses WHERE customer_id = $1 ORDER BY id', [customer]);
}

/** Deletes `ids` of `table` if every one is the customer's (404 and nothing deleted otherwise). */
async function deleteOwned(db: Db, table: 'addresses' | 'consignees', customer: number, ids: number[], missing: string) {
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

async function consigneeOf(db: Queryable, customer: number, id: number) {
  const [row] = await db.query<ConsigneeRow>(`${CONSIGNEE_SQL} WHERE c.id = $1 AND c.customer_id = $2`, [id, customer]);
  if (!row) throw new HttpError(404, placesMsg.consigneeNotFound);
  return toConsignee(row);
}

const consigneeSchema = object({
  id: optInt('id'),
  surname: text('surname', 100, placesMsg.surnameEmpty),
  name: text('name', 100, placesMsg.nameEmpty),
});

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

// ---- notification settings -----------------------------------------------------------

async function notificationsOf(db: Queryable, userId: number) {
  return db.query<{ id: number; value: string; enabled: boolean }>(
    `SELECT t.id, t.value, COALESCE(n.enabled, t.default_enabled) AS enabled
       FROM notification_types t LEFT JOIN user_notifications n ON n.type_id = t.id AND n.user_id = $1
      ORDER BY t.pos, t.id`,
    [userId],
  );
}

async function newsletterOf(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ enabled: boolean }>('SELECT enabled FROM user_newsletter WHERE user_id = $1', [userId]);
  return row?.enabled ?? true;
}

const notifySchema = object({ id: int('id'), state: optFlag('state'), enabled: optFlag('enabled') });
const newsletterSchema = object({ enabled: optFlag('enabled') });

export function accountPlacesRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  // ---- addresses
  api(
    app,
    ['GET'],
    'address',
    async (c, input) => {
      const customer = await placesCustomer(c, db, input, 'addresses');
      if (input.id !== undefined) return { address: await addressOf(db, customer, parse(int('id'), input.id)) };
      return { addresses: await addressesOf(db, customer) };
    },
    { withId: true },
  );

  api(
    app,
    ['POST'],
    'address',
    async (c, input) => {
      const customer = await placesCustomer(c, db, input, 'addresses');
      if (input.action !== undefined || input.ids !== undefined) {
        const q = parse(bulkSchema, input);
        if (q.action !== 'delete') throw badRequest(msg.field('action', 'допустимо: delete'));
        return deleteOwned(db, 'addresses', customer, q.id !== undefined ? [q.id, ...q.ids] : q.ids, placesMsg.addressNotFound);
      }
      const q = parse(addressSchema, input);
      checkPostindex(q.postindex);
      const address = await db.transaction(async (tx) => {
        if (q.id === undefined) {
          const [row] = await tx.query<Address>(
            'INSERT INTO addresses (customer_id, full_address, postindex) VALUES ($1, $2, $3) RETURNING id, full_address, postindex',
            [customer, q.full_address, q.postindex],
          );
          return row!;
        }
        const [row] = await tx.query<Address>(
          `UPDATE addresses SET full_address = $3, postindex = $4 WHERE id = $1 AND customer_id = $2
           RETURNING id, full_address, postindex`,
          [q.id, customer, q.full_address, q.postindex],
        );
        if (!row) throw new HttpError(404, placesMsg.addressNotFound);
        return row;
      });
      return { status: 'success', address };
    },
    { withId: true },
  );

  api(
    app,
    ['DELETE'],
    'address',
    async (c, input) => {
      const customer = await placesCustomer(c, db, input, 'addresses');
      return deleteOwned(db, 'addresses', customer, [parse(int('id'), input.id)], placesMsg.addressNotFound);
    },
    { withId: true },
  );

  // Suggestions while typing an address (our addition): the portal's directory,
  // bounded to the customer's region (spec 9).
  api(app, ['GET'], 'addressSuggest', async (c, input) => {
    const customer = await placesCustomer(c, db, input, 'addresses');
    const { query } = parse(object({ query: text('query', 100, msg.keywordEmpty) }), { query: input.query });
    const patterns = likePatterns(query);
    if (!patterns.length) throw badRequest(msg.keywordEmpty);
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
  });

  // ---- consignees
  api(
    app,
    ['GET'],
    'consignee',
    async (c, input) => {
      const customer = await placesCustomer(c, db, input, 'consignees');
      if (input.id !== undefined) return { consignee: await consigneeOf(db, customer, parse(int('id'), input.id)) };
      const rows = await db.query<ConsigneeRow>(`${CONSIGNEE_SQL} WHERE c.customer_id = $1 ORDER BY c.id`, [customer]);
      return { consignees: rows.map(toConsignee) };
    },
    { withId: true },
  );

  api(
    app,
    ['POST'],
    'consignee',
    async (c, input) => {
      const customer = await placesCustomer(c, db, input, 'consignees');
      if (input.action !== undefined || input.ids !== undefined) {
        const q = parse(bulkSchema, input);
        if (q.action !== 'delete') throw badRequest(msg.field('action', 'допустимо: delete'));
        return deleteOwned(db, 'consignees', customer, q.id !== undefined ? [q.id, ...q.ids] : q.ids, placesMsg.consigneeNotFound);
      }
      const q = parse(consigneeSchema, input);
      const id = await db.transaction(async (tx) => {
        if (q.id === undefined) {
          const [row] = await tx.query<{ id: number }>(
            'INSERT INTO consignees (customer_id, surname, name) VALUES ($1, $2, $3) RETURNING id',
            [customer, q.surname, q.name],
          );
          return row!.id;
        }
        const [row] = await tx.query<{ id: number }>(
          'UPDATE consignees SET surname = $3, name = $4 WHERE id = $1 AND customer_id = $2 RETURNING id',
          [q.id, customer, q.surname, q.name],
        );
        if (!row) throw new HttpError(404, placesMsg.consigneeNotFound);
        return row.id;
      });
      return { status: 'success', consignee: await consigneeOf(db, customer, id) };
    },
    { withId: true },
  );

  api(
    app,
    ['DELETE'],
    'consignee',
    async (c, input) => {
      const customer = await placesCustomer(c, db, input, 'consignees');
      return deleteOwned(db, 'consignees', customer, [parse(int('id'), input.id)], placesMsg.consigneeNotFound);
    },
    { withId: true },
  );

  // The scan of the power of attorney: multipart `file` + `consignee` (spec 7).
  api(app, ['POST'], 'consigneeUpload', async (c, input) => {
    const customer = await placesCustomer(c, db, input, 'consignees');
    const { consignee: id } = parse(object({ consignee: int('consignee') }), { consignee: input.consignee });
    await consigneeOf(db, customer, id);
    const file = input.file instanceof File && input.file.size > 0 ? input.file : null;
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
    return { status: 'success', consignee: await consigneeOf(db, customer, id) };
  });

  // The scan itself (our addition): only for its own customer.
  app.get('/api/consigneeUpload/:id', async (c) => {
    const input = await readInput(c);
    const customer = await placesCustomer(c, db, input, 'consignees');
    const id = parse(int('id'), c.req.param('id'));
    const [row] = await db.query<{ file_type: string; file_data: Uint8Array }>(
      `SELECT f.file_type, f.file_data FROM consignee_files f JOIN consignees k ON k.id = f.consignee_id
        WHERE f.consignee_id = $1 AND k.customer_id = $2`,
      [id, customer],
    );
    if (!row) throw new HttpError(404, placesMsg.scanNotFound);
    return c.body(new Uint8Array(row.file_data), 200, {
      'Content-Type': row.file_type,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Disposition': 'inline',
    });
  });

  // ---- notification settings
  api(app, ['GET', 'POST'], 'getCustomerSettings', async (c, input) => {
    const userId = await settingsUser(c, db, input);
    const [notifications, newsletter] = await Promise.all([notificationsOf(db, userId), newsletterOf(db, userId)]);
    return { notification: { newsletter }, notifications };
  });

  api(app, ['POST'], 'newsletterSubscribeToggle', async (c, input) => {
    const userId = await settingsUser(c, db, input);
    const q = parse(newsletterSchema, input);
    const newsletter = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ enabled: boolean }>(
        `INSERT INTO user_newsletter (user_id, enabled)
         VALUES ($1, COALESCE($2::boolean, false))
         ON CONFLICT (user_id) DO UPDATE SET enabled = COALESCE($2::boolean, NOT user_newsletter.enabled)
         RETURNING enabled`,
        [userId, q.enabled === undefined ? null : q.enabled === 1],
      );
      return row!.enabled;
    });
    return { status: 'success', notification: { newsletter } };
  });

  // Legacy: POST /ajax/updatenotifystatus/ (id, state).
  app.post('/ajax/updatenotifystatus', async (c) => {
    const input = await readInput(c);
    const userId = await settingsUser(c, db, input);
    const q = parse(notifySchema, input);
    const state = q.state ?? q.enabled;
    if (state === undefined) throw badRequest(msg.field('state', 'не заполнено'));
    const notification = await db.transaction(async (tx) => {
      const [type] = await tx.query<{ id: number; value: string }>('SELECT id, value FROM notification_types WHERE id = $1', [q.id]);
      if (!type) throw new HttpError(404, placesMsg.notificationNotFound);
      await tx.query(
        `INSERT INTO user_notifications (user_id, type_id, enabled) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, type_id) DO UPDATE SET enabled = EXCLUDED.enabled`,
        [userId, q.id, state === 1],
      );
      return { id: type.id, value: type.value, enabled: state === 1 };
    });
    return c.json({ status: 'success', notification });
  });
}
