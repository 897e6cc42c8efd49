/**
 * Every area function against docs/api.md: verb, address, query and body.
 * The server answers each address with a minimal reply of the documented shape.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as api from '../../../../src/core/api';
import { configure, resetConfig } from '../../../../src/core/config';
import { json, startServer, type TestServer } from './test-server';

const basket = { contract: 3, contracts: [], count: { products: 0 }, actualWms: 1, items: [], sum: 0 };
const line = {
  id: 1, type: 'products', qnt: 1, wms: 1, contract: 3, payload: null, articul: 'ФР-00001', header: 'Болт',
  picture: null, picturetype: null, params: [], price: 1, price_rrc: 1, stock: 1,
};
const user = { id: 1, name: 'Демо', login: 'demo', isDemo: true, type_id: 1, role: 'customer' };

const replies: Record<string, unknown> = {
  '/api/initdata/': { user: null, contracts: [], selectedContract: null, warehouses: [], warehouseIdDefault: 1 },
  '/api/filterinit/': { contracts: [], catalog_tree: [], warehouses: [], warehouseIdDefault: 1, selectedContract: null },
  '/api/setContract/': { status: 'success', selectedContract: 3, actualWms: 2 },
  '/api/filter/': { products: [], total: 0, page: 1, perpage: 20 },
  '/api/search/': { products: [] },
  '/search/': { products: [{ id: 1, articul: 'ФР-00001', header: 'Болт' }] },
  '/api/product/': { product: { id: 5, articul: 'A', header: 'B', price: 1, tabs: [] } },
  '/api/product/5/': { product: { id: 5, articul: 'A', header: 'B', price: 1, tabs: [] } },
  '/api/binds/': { status: 'success', products: [] },
  '/api/hitGoods/': { products: [], total: 0, page: 1, perpage: 20 },
  '/api/noveltyGoods/': { products: [], total: 0, page: 1, perpage: 20 },
  '/api/specGoods/': { products: [], total: 0, page: 1, perpage: 20 },
  '/api/rootCategories/': { categories: [{ id: 1, header: 'Крепёж' }] },
  '/api/getBasketData/': basket,
  '/api/getBasketTableInit/': { ...basket, warehouses: [], deliveries: [{ id: 3, header: 'Самовывоз' }], companies: [] },
  '/api/processBasket/': { status: 'success', line, count: { products: 1 }, sum: 1 },
  '/api/processBasketUpdate/': basket,
  '/api/clearBasket/': basket,
  '/api/processProductSet/': { status: 'success', added: [line], errors: [], count: { products: 1 }, sum: 1 },
  '/api/addToDraft/': { status: 'success', id: 9, header: 'Черновик' },
  '/api/order/': { status: 'success', id: 77 },
  '/api/setWish/': { status: 'success' },
  '/api/unsetWish/': { status: 'success' },
  '/api/login/': { status: 'success', user },
  '/api/logout/': { status: 'success' },
  '/api/getUserDemo/': { status: 'success', user },
  '/reminder/': { result: 1 },
  '/api/callback/': { status: 'success' },
  '/api/chat/': { messages: [], status: 'success', message: { id: 1, from_whom: 'cid1', message: 'Привет' } },
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  for (const [path, reply] of Object.entries(replies))
    for (const method of ['GET', 'POST']) server.routes.set(`${method} ${path}`, (_q, res) => json(res, 200, reply));
});
afterAll(() => server.close());
beforeEach(() => configure({ apiBase: `${server.origin}/api`, siteBase: server.origin }));
afterEach(() => {
  server.seen.length = 0;
  api.resetInFlight();
  resetConfig();
});

type Case = [name: string, call: () => Promise<unknown>, method: string, url: string, body?: unknown];

const cases: Case[] = [
  ['initdata', () => api.initdata(), 'GET', '/api/initdata/'],
  ['filterinit', () => api.filterinit(), 'POST', '/api/filterinit/', {}],
  ['setContract', () => api.setContract(3, 2), 'POST', '/api/setContract/', { id: 3, wms: 2 }],
  ['filter', () => api.filter({ page: 2, sorting: 'price_desc', brand: ['X'] }), 'POST', '/api/filter/', { page: 2, sorting: 'price_desc', brand: ['X'] }],
  ['search', () => api.search({ keyword: 'ФР', contract: 3 }), 'GET', '/api/search/?keyword=%D0%A4%D0%A0&contract=3'],
  ['siteSearch', () => api.siteSearch('бо'), 'GET', '/search/?keyword=%D0%B1%D0%BE&simple=1'],
  ['product by id', () => api.product(5), 'GET', '/api/product/5/'],
  ['product for a contract', () => api.product(5, 3), 'POST', '/api/product/', { id: 5, contract: 3 }],
  ['binds', () => api.binds(5, [6, 7]), 'POST', '/api/binds/', { id: 5, bindIds: [6, 7] }],
  ['hitGoods', () => api.hitGoods({ contract: 3, page: 1, perpage: 20 }), 'POST', '/api/hitGoods/', { contract: 3, page: 1, perpage: 20 }],
  ['noveltyGoods', () => api.noveltyGoods({ catalog: 1223 }), 'POST', '/api/noveltyGoods/', { catalog: 1223 }],
  ['specGoods', () => api.specGoods(), 'POST', '/api/specGoods/', {}],
  ['rootCategories', () => api.rootCategories(), 'GET', '/api/rootCategories/'],
  ['getBasketData', () => api.getBasketData(), 'GET', '/api/getBasketData/'],
  ['getBasketTableInit', () => api.getBasketTableInit(), 'GET', '/api/getBasketTableInit/'],
  ['processBasket', () => api.processBasket({ id: 1, qnt: 2, wms: 1, type: 'products', contract: 3 }), 'POST', '/api/processBasket/', { id: 1, qnt: 2, wms: 1, type: 'products', contract: 3 }],
  ['processBasketUpdate', () => api.processBasketUpdate({ items: [{ id: 1, type: 'variants', qnt: 0 }] }), 'POST', '/api/processBasketUpdate/', { items: [{ id: 1, type: 'variants', qnt: 0 }] }],
  ['clearBasket', () => api.clearBasket(), 'GET', '/api/clearBasket/'],
  ['processProductSet', () => api.processProductSet({ contract: 3, products: [{ id: 1, qnt: 4 }] }), 'POST', '/api/processProductSet/', { contract: 3, products: [{ id: 1, qnt: 4 }] }],
  ['addToDraft', () => api.addToDraft('Корзина'), 'POST', '/api/addToDraft/', { header: 'Корзина' }],
  ['createOrder', () => api.createOrder({ contract: 3, warehouse: 1, delivery: '3', date: '20.05.2024', availability: 1, comment: 'к' }), 'POST', '/api/order/', { contract: 3, warehouse: 1, delivery: '3', date: '20.05.2024', availability: 1, comment: 'к' }],
  ['setWish', () => api.setWish(5), 'POST', '/api/setWish/', { id: 5 }],
  ['unsetWish', () => api.unsetWish(5), 'POST', '/api/unsetWish/', { id: 5 }],
  ['login', () => api.login({ login: 'demo', password: 'x' }), 'POST', '/api/login/', { login: 'demo', password: 'x' }],
  ['logout', () => api.logout(), 'POST', '/api/logout/', {}],
  ['getUserDemo', () => api.getUserDemo(), 'POST', '/api/getUserDemo/', {}],
  ['callback', () => api.callback({ phone: '+7 (912) 345-67-89', firstname: 'Иван' }), 'POST', '/api/callback/', { data: { phone: '+7 (912) 345-67-89', firstname: 'Иван' } }],
  ['chatMessages', () => api.chatMessages(), 'POST', '/api/chat/', { action: 'messages' }],
  ['chatSend', () => api.chatSend('Здравствуйте'), 'POST', '/api/chat/', { action: 'send', message: 'Здравствуйте' }],
];

describe('area calls follow docs/api.md', () => {
  it.each(cases)('%s', async (_name, call, method, url, body) => {
    await call();
    expect(server.seen).toHaveLength(1);
    const [seen] = server.seen;
    expect(seen?.method).toBe(method);
    expect(seen?.url).toBe(url);
    if (body === undefined) expect(seen?.body).toBe('');
    else expect(JSON.parse(seen?.body ?? '')).toEqual(body);
  });

  it('reminder: form-encoded email to /reminder/, result 1 is sent', async () => {
    await expect(api.reminder('a@b.ru')).resolves.toEqual({ sent: true, message: '' });
    expect(server.seen[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(server.seen[0]?.body).toBe('email=a%40b.ru');
  });

  it('replies come back typed and converted', async () => {
    const table = await api.getBasketTableInit();
    expect(table.deliveries).toEqual([{ id: '3', header: 'Самовывоз' }]);
    const order = await api.createOrder({ contract: 3, warehouse: 1, delivery: '3', date: '20.05.2024', availability: 3 });
    expect(order.id).toBe(77);
  });

  it('captchaUrl is a fresh address under siteBase each time', () => {
    expect(api.captchaUrl(1)).toBe(`${server.origin}/captcha.php?t=1`);
    expect(api.captchaUrl(2)).not.toBe(api.captchaUrl(1));
  });

  it('chat: cid… is the customer', () => {
    expect(api.isCustomerMessage('cid15')).toBe(true);
    expect(api.isCustomerMessage('m3')).toBe(false);
  });
});
