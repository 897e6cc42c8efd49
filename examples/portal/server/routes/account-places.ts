/**
 * Delivery addresses, consignees and notification settings of the account page
 * (docs/api.md "Addresses, consignees, notification settings"): the
 * routes parse the input, settle whose rows the request works on with the
 * account's one rule (scopeFor, account/scope.ts) and call
 * server/account/places.ts and notifications.ts, which hold the SQL.
 *
 * Who: the account owner and a plain customer (the demo user) manage their own
 * customer's addresses and consignees; a sub-manager gets 403 for those and
 * keeps their own notification settings; an admin may name any customer
 * (`customer`) or user (`user`). Another customer's address, consignee or scan
 * answers 404, like an id that does not exist.
 */
import type { Context, Hono } from 'hono';
import type { Queryable } from '../db';
import { msg, placesMsg } from '../messages';
import type { AppEnv, Deps } from '../types';
import { badRequest, int, intList, object, optFlag, optInt, optOneOf, optText, parse, readInput, text } from '../validate';
import { scopeFor } from '../account/scope';
import { addressesOf, addressOf, consigneeOf, consigneesOf, deleteOwned, saveAddress, saveConsignee, saveScan, scanOf, suggestAddresses } from '../account/places';
import { newsletterOf, notificationsOf, setNewsletter, setNotification } from '../account/notifications';
import { api, type Input } from './api';

/** The customer whose addresses or consignees this request works on. */
async function placesCustomer(c: Context<AppEnv>, db: Queryable, input: Input, section: 'addresses' | 'consignees'): Promise<number> {
  return (await scopeFor(c, db, section, input)).customerId;
}

/** The user whose notification settings this request works on: oneself, or (admin) `user`. */
async function settingsUser(c: Context<AppEnv>, db: Queryable, input: Input): Promise<number> {
  return (await scopeFor(c, db, 'notifications', input)).userId;
}

const addressSchema = object({
  id: optInt('id'),
  full_address: text('full_address', 500, placesMsg.addressEmpty),
  postindex: optText('postindex', 6),
});
const consigneeSchema = object({
  id: optInt('id'),
  surname: text('surname', 100, placesMsg.surnameEmpty),
  name: text('name', 100, placesMsg.nameEmpty),
});
const bulkSchema = object({ id: optInt('id'), ids: intList('ids', 100), action: optOneOf('action', ['delete'] as const) });
const notifySchema = object({ id: int('id'), state: optFlag('state'), enabled: optFlag('enabled') });
const newsletterSchema = object({ enabled: optFlag('enabled') });

/** A bulk request (`action` or `ids`): the ids to delete; undefined for a save. */
function bulkIds(input: Input): number[] | undefined {
  if (input.action === undefined && input.ids === undefined) return undefined;
  const q = parse(bulkSchema, input);
  if (q.action !== 'delete') throw badRequest(msg.field('action', 'допустимо: delete'));
  return q.id !== undefined ? [q.id, ...q.ids] : q.ids;
}

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
      const ids = bulkIds(input);
      if (ids) return deleteOwned(db, 'addresses', customer, ids, placesMsg.addressNotFound);
      const q = parse(addressSchema, input);
      if (q.postindex !== '' && !/^\d{6}$/.test(q.postindex)) throw badRequest(placesMsg.postindexBad);
      return { status: 'success', address: await saveAddress(db, customer, q) };
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
    const found = await suggestAddresses(db, customer, query);
    if (!found) throw badRequest(msg.keywordEmpty);
    return found;
  });

  // ---- consignees
  api(
    app,
    ['GET'],
    'consignee',
    async (c, input) => {
      const customer = await placesCustomer(c, db, input, 'consignees');
      if (input.id !== undefined) return { consignee: await consigneeOf(db, customer, parse(int('id'), input.id)) };
      return { consignees: await consigneesOf(db, customer) };
    },
    { withId: true },
  );

  api(
    app,
    ['POST'],
    'consignee',
    async (c, input) => {
      const customer = await placesCustomer(c, db, input, 'consignees');
      const ids = bulkIds(input);
      if (ids) return deleteOwned(db, 'consignees', customer, ids, placesMsg.consigneeNotFound);
      return { status: 'success', consignee: await saveConsignee(db, customer, parse(consigneeSchema, input)) };
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
    const file = input.file instanceof File && input.file.size > 0 ? input.file : null;
    return { status: 'success', consignee: await saveScan(db, customer, id, file) };
  });

  // The scan itself (our addition): only for its own customer.
  api(
    app,
    ['GET'],
    'consigneeUpload',
    async (c, input) => {
      const customer = await placesCustomer(c, db, input, 'consignees');
      const scan = await scanOf(db, customer, parse(int('id'), input.id));
      return c.body(scan.bytes, 200, {
        'Content-Type': scan.type,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Disposition': 'inline',
      });
    },
    { withId: true },
  );

  // ---- notification settings
  api(app, ['GET', 'POST'], 'getCustomerSettings', async (c, input) => {
    const userId = await settingsUser(c, db, input);
    const [notifications, newsletter] = await Promise.all([notificationsOf(db, userId), newsletterOf(db, userId)]);
    return { notification: { newsletter }, notifications };
  });

  api(app, ['POST'], 'newsletterSubscribeToggle', async (c, input) => {
    const userId = await settingsUser(c, db, input);
    const q = parse(newsletterSchema, input);
    return { status: 'success', notification: { newsletter: await setNewsletter(db, userId, q.enabled === undefined ? undefined : q.enabled === 1) } };
  });

  // Legacy: POST /ajax/updatenotifystatus/ (id, state).
  app.post('/ajax/updatenotifystatus', async (c) => {
    const input = await readInput(c);
    const userId = await settingsUser(c, db, input);
    const q = parse(notifySchema, input);
    const state = q.state ?? q.enabled;
    if (state === undefined) throw badRequest(msg.field('state', 'не заполнено'));
    return c.json({ status: 'success', notification: await setNotification(db, userId, q.id, state === 1) });
  });
}
