// The demo user with a basket of many lines, for the benches that drive the
// portal's /cart/ (slow-cart.mjs, phone-cart.mjs): logged in through the
// portal's own calls, on a contract without notices, the basket cleared and
// filled with one line per product in stock.

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

/** One call of the portal's API in `context` (its baseURL is the portal); the reply's JSON. */
export async function api(context, method, body) {
  const res = body === undefined ? await context.request.get(`/api/${method}/`, { headers: xhr }) : await context.request.post(`/api/${method}/`, { headers: xhr, data: body });
  if (!res.ok()) throw new Error(`${method}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** How many lines processProductSet takes at once (a 2,000-line basket goes in parts). */
const SET_BATCH = 500;

/**
 * A new context of `browser` on the portal at `url` (`contextOptions` added),
 * logged in as the demo user with `lines` lines in the basket, each of a
 * product with more than `minStock` in its warehouse (room for «+»).
 */
export async function demoWithBasket(browser, url, { lines, minStock, contextOptions = {} }) {
  const context = await browser.newContext({ baseURL: url, locale: 'ru-RU', ...contextOptions });
  const res = await context.request.post('/api/getUserDemo/', { headers: xhr });
  if (!res.ok()) throw new Error(`getUserDemo: ${res.status()}`);
  const init = await api(context, 'initdata');
  const contract = init.contracts.find((c) => !c.stopOrders && !c.debtAlert).id;
  await api(context, 'setContract', { id: contract });
  const stocked = new Map();
  for (let page = 1; stocked.size < lines; page++) {
    const found = await api(context, 'filter', { available: 1, perpage: 100, page, contract });
    if (found.products.length === 0) break;
    for (const p of found.products) {
      const stock = p.stocks.find((s) => s.quantity > minStock);
      if (stock) stocked.set(p.id, { id: p.id, wms: stock.wms_id });
    }
  }
  await api(context, 'clearBasket');
  const byWarehouse = new Map();
  for (const p of [...stocked.values()].slice(0, lines)) byWarehouse.set(p.wms, [...(byWarehouse.get(p.wms) ?? []), { id: p.id, qnt: 1, type: 'products' }]);
  let count = 0;
  for (const [wms, products] of byWarehouse) {
    for (let i = 0; i < products.length; i += SET_BATCH) {
      count = (await api(context, 'processProductSet', { contract, wms, products: products.slice(i, i + SET_BATCH) })).count.products;
    }
  }
  if (count !== lines) throw new Error(`the basket has ${count} lines, not ${lines}`);
  return context;
}
