// setWish / unsetWish (docs/api.md "Lists"): the wish flag of <b2b-catalog-filter>.
import { describe, expect, it } from 'vitest';
import { isRussian, filePortal, type Client, type TestPortal } from './helpers';

let t: TestPortal;
let demo: Client;

filePortal((portal, user) => ((t = portal), (demo = user)));

async function wishOf(id: number, c: Client = demo): Promise<boolean> {
  const r = await c.api('product', { id });
  expect(r.status).toBe(200);
  return r.body.product.wish;
}

async function unwished(): Promise<number> {
  const r = await demo.api('filter', { perpage: 50 });
  const product = (r.body.products as { id: number; wish: boolean }[]).find((p) => !p.wish);
  expect(product).toBeTruthy();
  return product!.id;
}

describe('setWish / unsetWish', () => {
  it('set, set again (idempotent), unset: the flag follows in product and filter replies', async () => {
    const id = await unwished();
    expect(await demo.api('setWish', { id })).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(await demo.api('setWish', { id })).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(await wishOf(id)).toBe(true);
    const listed = (await demo.api('filter', { perpage: 50 })).body.products.find((p: { id: number }) => p.id === id);
    expect(listed.wish).toBe(true);
    expect(await demo.api('unsetWish', { id })).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(await wishOf(id)).toBe(false);
  });

  it('is per user: another customer does not see the demo user’s wish', async () => {
    const id = await unwished();
    await demo.api('setWish', { id });
    const other = await t.login('buyer2');
    expect(await wishOf(id, other)).toBe(false);
    await demo.api('unsetWish', { id });
  });

  it('an unknown product is 404 in Russian; a bad id 400', async () => {
    const missing = await demo.api('setWish', { id: 999_999_999 });
    expect(missing.status).toBe(404);
    expect(isRussian(missing.body.message)).toBe(true);
    expect((await demo.api('unsetWish', { id: 'abc' })).status).toBe(400);
  });

  it('visitors get 401; a request without the CSRF header 403', async () => {
    const id = await unwished();
    expect((await t.client().api('setWish', { id })).status).toBe(401);
    const forged = await demo.fetch('/api/setWish/', { method: 'POST', body: { id }, csrf: false });
    expect(forged.status).toBe(403);
    expect(await wishOf(id)).toBe(false);
  });
});
