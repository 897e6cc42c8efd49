import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as api from '../../../../src/core/api';
import { defaultMessages } from '../../../../src/core/messages';
import { BasketDataSchema } from '../../../../src/core/schemas';
import * as fx from '../../../../src/testing/fixtures';
import { makeBasket, seedBasket } from '../../../../src/testing/make-basket';
import { createState } from '../../../../src/testing/state';
import { ORIGIN, startFakeServer } from './setup';

const fake = startFakeServer();

// ФР-00101 has 12 in warehouse 1, 0 in warehouse 2.
const drill = fx.products.find((p) => p.articul === 'ФР-00101');
const add = (qnt: number, extra: Partial<Parameters<typeof api.processBasket>[0]> = {}) =>
  api.processBasket({ id: drill?.id ?? 0, qnt, wms: 1, type: 'products', contract: fx.CONTRACT_CLEAN, ...extra });

describe('basket', () => {
  it('adds, adds again to the same line, and sums', async () => {
    const first = await add(2);
    expect(first.line).toMatchObject({ id: drill?.id, qnt: 2, stock: 12 });
    const second = await add(3);
    expect(second.line.qnt).toBe(5);
    expect(second.count.products).toBe(1);
    expect(second.sum).toBe(5 * (drill?.price ?? 0));
    expect((await api.getBasketData()).items).toHaveLength(1);
  });

  it('"Stock shortage on add": 409 with the spec message and the available quantity', async () => {
    await add(10);
    const error = await add(5).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 409, code: 'shortage', message: defaultMessages.stockShortage });
    expect(api.shortageAvailable(error)).toBe(12);
    const none = await add(1, { wms: 2 }).catch((e: unknown) => e);
    expect(api.shortageAvailable(none)).toBe(0);
  });

  it('"Adding with quantity 0": 400 with the spec message', async () => {
    await expect(add(0)).rejects.toMatchObject({ status: 400, message: defaultMessages.zeroQuantity });
  });

  it('a stop-orders contract refuses with the notice and its debt alert', async () => {
    const stopped = fx.contracts.find((c) => c.stopOrders);
    const error = (await add(1, { contract: stopped?.id }).catch((e: unknown) => e)) as Error;
    expect(error.message.startsWith(defaultMessages.stopOrdersTitle)).toBe(true);
    expect(error.message).toContain(stopped?.debtAlert);
  });

  it('variants are their own lines with the product name and variant params', async () => {
    const gloves = fx.products.find((p) => p.variants.length > 0 && p.articul === 'ФР-00126');
    const variant = gloves?.variants[0];
    const { line } = await api.processBasket({ id: variant?.id ?? 0, qnt: 1, wms: 1, type: 'variants', contract: fx.CONTRACT_CLEAN });
    expect(line).toMatchObject({ type: 'variants', header: gloves?.header, articul: variant?.articul, params: variant?.params });
  });

  it('set: a new quantity, past the stock is 409, 0 removes the line; batches are all-or-nothing', async () => {
    await add(2);
    const id = drill?.id ?? 0;
    expect((await api.processBasketUpdate({ id, type: 'products', qnt: 7 })).items[0]?.qnt).toBe(7);
    await expect(api.processBasketUpdate({ id, type: 'products', qnt: 13 })).rejects.toMatchObject({ status: 409, code: 'shortage' });
    await expect(api.processBasketUpdate({ items: [{ id, type: 'products', qnt: 1 }, { id: 424242, type: 'products', qnt: 1 }] })).rejects.toMatchObject({ status: 404 });
    expect(fake.state().basket[0]?.qnt).toBe(7);
    expect((await api.processBasketUpdate({ id, type: 'products', qnt: 0 })).items).toEqual([]);
  });

  it('clear empties the chosen contract only', async () => {
    await add(1);
    fake.state().basket.push({ id: 1002, type: 'products', qnt: 1, wms: 1, contract: fx.CONTRACT_DEBT, payload: null });
    const cleared = await api.clearBasket();
    expect(cleared.items).toEqual([]);
    expect(fake.state().basket).toHaveLength(1);
  });

  it('product sets add what they can and report the rest', async () => {
    const reply = await api.processProductSet({
      contract: fx.CONTRACT_CLEAN,
      products: [{ id: drill?.id ?? 0, qnt: 2 }, { id: drill?.id ?? 0, qnt: 50 }, { id: 1, qnt: 1 }],
    });
    expect(reply.added).toHaveLength(1);
    expect(reply.errors).toEqual([
      { id: drill?.id, message: defaultMessages.stockShortage, available: 12 },
      { id: 1, message: expect.any(String) },
    ]);
  });

  it('drafts need a name; orders empty the basket and return an id', async () => {
    await add(1);
    await expect(api.addToDraft('  ')).rejects.toMatchObject({ status: 400 });
    expect((await api.addToDraft('Корзина от 14.05.2024')).header).toBe('Корзина от 14.05.2024');
    const order = await api.createOrder({ contract: fx.CONTRACT_CLEAN, warehouse: 1, delivery: '3', date: '20.05.2024', availability: 1 });
    expect(fake.state().orders[0]?.id).toBe(order.id);
    expect((await api.getBasketData()).items).toEqual([]);
    await expect(api.createOrder({ contract: fx.CONTRACT_CLEAN, warehouse: 1, delivery: '3', date: '20.05.2024', availability: 1 })).rejects.toMatchObject({ status: 400 });
  });

  it('the basket table init adds warehouses, deliveries (default "3" among them) and companies', async () => {
    const init = await api.getBasketTableInit();
    expect(init.deliveries.map((d) => d.id)).toContain('3');
    expect(init.companies[0]?.addresses.length).toBeGreaterThan(0);
  });

  it('POSTs without X-Requested-With are refused (CSRF)', async () => {
    const res = await fetch(`${ORIGIN}/api/processBasket/`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(403);
  });
});

describe('makeBasket: 1,000-line baskets', () => {
  it('builds n distinct lines that pass the client schema', () => {
    const basket = makeBasket(1000);
    expect(basket.items).toHaveLength(1000);
    expect(basket.count.products).toBe(1000);
    expect(new Set(basket.items.map((l) => `${l.type}:${l.id}`)).size).toBe(1000);
    expect(v.parse(BasketDataSchema, basket)).toEqual(basket);
    expect(basket.sum).toBeCloseTo(basket.items.reduce((s, l) => s + l.price * l.qnt, 0), 2);
  });
});

describe('seeded state', () => {
  it('the fake server answers with the seeded basket', async () => {
    fake.reset(seedBasket(createState(), 1000));
    expect((await api.getBasketData()).items).toHaveLength(1000);
    expect(fake.state().basket).toHaveLength(1000);
  });
});
