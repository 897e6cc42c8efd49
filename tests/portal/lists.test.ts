// favorites / needs, setNeed / unsetNeed and the bulk unset (docs/api.md "Lists").
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../src/core/constants';
import { isRussian, filePortal, type Client, type Json, type TestPortal } from './helpers';

let t: TestPortal;
let demo: Client;

filePortal((portal, user) => ((t = portal), (demo = user)));

const ids = (r: { body: Json }) => (r.body.products as { id: number }[]).map((p) => p.id);

/** Catalogue products that are on neither of the demo user's lists. */
async function unlisted(n: number, c: Client = demo): Promise<number[]> {
  const r = await c.api('filter', { perpage: 60 });
  const free = (r.body.products as { id: number; wish: boolean; need: boolean; variants: unknown[] }[]).filter(
    (p) => !p.wish && !p.need && p.variants.length === 0,
  );
  expect(free.length).toBeGreaterThanOrEqual(n);
  return free.slice(0, n).map((p) => p.id);
}

describe.each([
  { list: 'favorites', set: 'setWish', unset: 'unsetWish', flag: 'wish', perpage: PAGE_SIZE.favourites },
  { list: 'needs', set: 'setNeed', unset: 'unsetNeed', flag: 'need', perpage: PAGE_SIZE.needs },
] as const)('$list', ({ list, set, unset, flag, perpage }) => {
  it('the seeded list: a page of priced products with the flag, count and pagination (spec 9 page size)', async () => {
    const r = await demo.api(list, {});
    expect(r.status).toBe(200);
    expect(r.body.count).toBeGreaterThan(0);
    expect(r.body.pagination).toEqual({ page: 1, perpage, total: r.body.count, pages: Math.ceil(r.body.count / perpage) });
    for (const p of r.body.products) {
      expect(p[flag]).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      expect(Array.isArray(p.stocks)).toBe(true);
    }
    // The same products, priced for the demo user's contract as the catalogue prices them.
    const first = r.body.products[0];
    const inCatalogue = await demo.api('product', { id: first.id });
    expect(inCatalogue.body.product.price).toBe(first.price);
  });

  it('set puts a product first, set again keeps one entry, the flag follows in the catalogue; unset takes it off', async () => {
    const [id] = await unlisted(1);
    const before = (await demo.api(list, {})).body.count;
    expect(await demo.api(set, { id })).toMatchObject({ status: 200, body: { status: 'success' } });
    expect((await demo.api(set, { id })).status).toBe(200);
    const after = await demo.api(list, {});
    expect(after.body.count).toBe(before + 1);
    expect(ids(after)[0]).toBe(id);
    expect((await demo.api('product', { id })).body.product[flag]).toBe(true);
    expect(await demo.api(unset, { id })).toMatchObject({ status: 200, body: { status: 'success', removed: [id] } });
    expect((await demo.api(list, {})).body.count).toBe(before);
    expect((await demo.api('product', { id })).body.product[flag]).toBe(false);
  });

  it('pages: perpage and page split the list; a page past the end answers the last', async () => {
    const added = await unlisted(3);
    for (const id of added) await demo.api(set, { id });
    const all = await demo.api(list, { perpage: 100 });
    const second = await demo.api(list, { page: 2, perpage: 2 });
    expect(second.body.pagination).toMatchObject({ page: 2, perpage: 2, pages: Math.ceil(all.body.count / 2) });
    expect(ids(second)).toEqual(ids(all).slice(2, 4));
    const past = await demo.api(list, { page: 999, perpage: 2 });
    expect(past.body.pagination.page).toBe(past.body.pagination.pages);
    expect(ids(past)).toEqual(ids(all).slice((past.body.pagination.pages - 1) * 2));
    await demo.api(unset, { ids: added });
  });

  it('bulk unset removes all the ids or none', async () => {
    const added = await unlisted(2);
    for (const id of added) await demo.api(set, { id });
    const count = (await demo.api(list, {})).body.count;
    const [stranger] = await unlisted(1); // on no list of the demo user
    const refused = await demo.api(unset, { ids: [...added, stranger] });
    expect(refused.status).toBe(404);
    expect((await demo.api(list, {})).body.count).toBe(count);
    expect(await demo.api(unset, { ids: added })).toMatchObject({ status: 200, body: { removed: expect.arrayContaining(added) } });
    expect((await demo.api(list, {})).body.count).toBe(count - 2);
  });

  it('another customer’s entry is 404 and stays; each user sees only their own list', async () => {
    const other = await t.login('buyer2');
    const [id] = await unlisted(1);
    expect((await other.api(set, { id })).status).toBe(200);
    expect(ids(await demo.api(list, { perpage: 100 }))).not.toContain(id);
    const refused = await demo.api(unset, { id });
    expect(refused.status).toBe(404);
    expect(isRussian(refused.body.message)).toBe(true);
    expect(ids(await other.api(list, {}))).toContain(id);
    await other.api(unset, { id });
  });

  it('a sub-manager prices with their contracts only: another contract is 404', async () => {
    const manager = await t.login('manager2');
    expect((await manager.api(list, { contract: 202 })).status).toBe(200);
    const refused = await manager.api(list, { contract: 201 });
    expect(refused.status).toBe(404);
    expect(isRussian(refused.body.message)).toBe(true);
    expect((await demo.api(list, { contract: 201 })).status).toBe(404);
  });

  it('validation: bad ids, page and perpage 400 in Russian; unknown product 404; visitors 401; no CSRF header 403', async () => {
    for (const body of [{ id: 'abc' }, {}, { ids: ['x'] }]) {
      const r = await demo.api(unset, body);
      expect(r.status).toBe(400);
      expect(isRussian(r.body.message)).toBe(true);
    }
    expect((await demo.api(set, { id: 0 })).status).toBe(400);
    expect((await demo.api(list, { perpage: 101 })).status).toBe(400);
    expect((await demo.api(list, { page: 0 })).status).toBe(400);
    expect((await demo.api(list, { page: 'x' })).status).toBe(400);
    const missing = await demo.api(set, { id: 999_999_999 });
    expect(missing.status).toBe(404);
    expect(isRussian(missing.body.message)).toBe(true);
    const visitor = t.client();
    expect((await visitor.api(list, {})).status).toBe(401);
    const [id] = await unlisted(1);
    expect((await visitor.api(set, { id })).status).toBe(401);
    expect((await demo.fetch(`/api/${set}/`, { method: 'POST', body: { id }, csrf: false })).status).toBe(403);
    expect((await demo.api('product', { id })).body.product[flag]).toBe(false);
  });
});

describe('the /favorites/ and /needs/ pages', () => {
  it('carry their widget for a logged-in user and the login hint for a visitor', async () => {
    for (const [path, tag] of [
      ['/favorites/', 'b2b-favorites'],
      ['/needs/', 'b2b-needs'],
    ] as const) {
      const page = await demo.text(path);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<${tag}>`);
      const visitor = await t.client().text(path);
      expect(visitor.status).toBe(200);
      expect(visitor.text).not.toContain(`<${tag}>`);
    }
  });
});
