/**
 * Basket calls of docs/api.md over the in-memory basket: add with stock
 * checks (409 shortage with `available`), set, clear, product sets, drafts,
 * and placing an order.
 */
import { http } from 'msw';
import { parseDate } from '../../core/format';
import type { LineType } from '../../core/types';
import { companies, deliveries } from '../fixtures';
import { basketData, basketSum, contractItems, findGoods, nextId, stockIn, toLine, type BasketItem, type FakeState } from '../state';
import { body, csrf, fail, msg, needUser, num, ok, str, type Ctx, type Reply } from './http';

function lineType(value: unknown): LineType {
  return value === 'variants' ? 'variants' : 'products';
}

function shortage(available: number): Reply {
  return fail(409, msg.stockShortage, { code: 'shortage', available });
}

/** 404 for unknown contracts, 409 with the notice for stopped ones. */
function contractRefusal(state: FakeState, id: number | null | undefined): Reply | undefined {
  const contract = state.contracts.find((c) => c.id === id);
  if (!contract) return fail(404, 'Договор не найден');
  if (contract.stopOrders) return fail(409, `${msg.stopOrdersTitle}: ${contract.debtAlert ?? ''}`.trim());
  return undefined;
}

function findItem(state: FakeState, type: LineType, id: number, contract: number | null): BasketItem | undefined {
  return state.basket.find((i) => i.type === type && i.id === id && i.contract === contract);
}

function totals(state: FakeState) {
  const lines = contractItems(state).flatMap((i) => toLine(state, i) ?? []);
  return { count: { products: lines.length }, sum: basketSum(lines) };
}

export function basketHandlers({ state, api, site, wait }: Ctx) {
  /** Common gate of every basket call: CSRF, then login. */
  const gate = (request: Request) => csrf(request) ?? needUser(state);
  /** A POST that puts goods on a contract: the checks, the body, the contract it names (or the chosen one) unless that contract may not order. */
  const contractPost = async (request: Request) => {
    await wait();
    const refused = gate(request);
    if (refused) return refused;
    const b = await body(request);
    const contract = num(b.contract) ?? state.selectedContract;
    return contractRefusal(state, contract) ?? { b, contract };
  };

  return [
    http.get(api('getBasketData'), async ({ request }) => {
      await wait();
      return gate(request) ?? ok(basketData(state));
    }),

    http.get(api('getBasketTableInit'), async ({ request }) => {
      await wait();
      const delivery = state.deliveryChoice ?? { id: '3', company: null, address: null, typeAddress: '' };
      return gate(request) ?? ok({ warehouses: state.warehouses, deliveries, companies, delivery });
    }),

    http.post(api('processBasket'), async ({ request }) => {
      await wait();
      const refused = gate(request);
      if (refused) return refused;
      const b = await body(request);
      const id = num(b.id) ?? 0;
      const qnt = num(b.qnt) ?? 0;
      const type = lineType(b.type);
      const contract = num(b.contract) ?? state.selectedContract;
      const wms = num(b.wms) ?? state.actualWms;
      if (qnt <= 0) return fail(400, msg.zeroQuantity);
      const stopped = contractRefusal(state, contract);
      if (stopped) return stopped;
      const goods = findGoods(state, type, id);
      if (!goods) return fail(404, 'Товар не найден');
      const existing = findItem(state, type, id, contract ?? null);
      const available = stockIn(goods, wms);
      if ((existing?.qnt ?? 0) + qnt > available) return shortage(available);
      const payload = typeof b.payload === 'string' ? b.payload : null;
      const item = existing ?? { id, type, qnt: 0, wms, contract: contract ?? 0, payload };
      item.qnt += qnt;
      item.wms = wms;
      if (!existing) state.basket.push(item);
      return ok({ status: 'success', line: toLine(state, item), ...totals(state) });
    }),

    http.post(api('processBasketUpdate'), async ({ request }) => {
      await wait();
      const refused = gate(request);
      if (refused) return refused;
      const b = await body(request);
      const changes = (Array.isArray(b.items) ? (b.items as Record<string, unknown>[]) : [b]).map((c) => ({
        id: num(c.id) ?? 0,
        type: lineType(c.type),
        qnt: num(c.qnt) ?? Number.NaN,
        wms: num(c.wms),
      }));
      // Check everything first: a refused batch changes nothing.
      for (const c of changes) {
        if (!Number.isFinite(c.qnt) || c.qnt < 0) return fail(400, msg.zeroQuantity);
        const item = findItem(state, c.type, c.id, state.selectedContract);
        if (!item) return fail(404, 'Товара нет в корзине');
        const goods = findGoods(state, c.type, c.id);
        const available = goods ? stockIn(goods, c.wms ?? item.wms) : 0;
        if (c.qnt > available) return shortage(available);
      }
      for (const c of changes) {
        const item = findItem(state, c.type, c.id, state.selectedContract);
        if (!item) continue;
        if (c.qnt === 0) state.basket.splice(state.basket.indexOf(item), 1);
        else {
          item.qnt = c.qnt;
          if (c.wms !== undefined) item.wms = c.wms;
        }
      }
      return ok(basketData(state));
    }),

    http.get(api('clearBasket'), async ({ request }) => {
      await wait();
      const refused = gate(request);
      if (refused) return refused;
      state.basket = state.basket.filter((i) => i.contract !== state.selectedContract);
      return ok(basketData(state));
    }),

    http.post(api('processProductSet'), async ({ request }) => {
      const post = await contractPost(request);
      if (post instanceof Response) return post;
      const { b, contract } = post;
      const wms = num(b.wms) ?? state.actualWms;
      const wanted = Array.isArray(b.products) ? (b.products as Record<string, unknown>[]) : [];
      const added: BasketItem[] = [];
      const errors: { id: number; message: string; available?: number }[] = [];
      for (const w of wanted) {
        const id = num(w.id) ?? 0;
        const qnt = num(w.qnt) ?? 0;
        const type = lineType(w.type);
        const goods = findGoods(state, type, id);
        if (!goods) {
          errors.push({ id, message: 'Товар не найден' });
          continue;
        }
        if (qnt <= 0) {
          errors.push({ id, message: msg.zeroQuantity });
          continue;
        }
        const existing = findItem(state, type, id, contract ?? null);
        const available = stockIn(goods, wms);
        if ((existing?.qnt ?? 0) + qnt > available) {
          errors.push({ id, message: msg.stockShortage, available });
          continue;
        }
        const item = existing ?? { id, type, qnt: 0, wms, contract: contract ?? 0, payload: null };
        item.qnt += qnt;
        if (!existing) state.basket.push(item);
        added.push(item);
      }
      return ok({ status: 'success', added: added.flatMap((i) => toLine(state, i) ?? []), errors, ...totals(state) });
    }),

    http.post(api('addToDraft'), async ({ request }) => {
      await wait();
      const refused = gate(request);
      if (refused) return refused;
      const header = str((await body(request)).header).trim();
      // Spec 5: "Draft saves only when the name is non-empty."
      if (!header) return fail(400, msg.required);
      const id = nextId(state);
      state.drafts.push({ id, header, items: structuredClone(contractItems(state)) });
      return ok({ status: 'success', id, header });
    }),

    http.post(api('order'), async ({ request }) => {
      const post = await contractPost(request);
      if (post instanceof Response) return post;
      const { b, contract } = post;
      // A repeated request with the same key gets the order it already placed.
      const done = b.key ? state.orders.find((o) => o.request.key === b.key) : undefined;
      // As the portal: a demo user's order says so (it never reaches the supplier).
      const demo = state.user?.isDemo ?? false;
      if (done) return ok({ status: 'success', id: done.id, number: `З-2025-${done.id}`, demo });
      const items = state.basket.filter((i) => i.contract === contract);
      if (items.length === 0) return fail(400, 'Корзина пуста');
      if (!parseDate(str(b.date))) return fail(400, 'Укажите дату доставки');
      if (![1, 2, 3].includes(num(b.availability) ?? 0)) return fail(400, 'Укажите вариант выставления счетов');
      const id = nextId(state);
      state.orders.push({ id, contract: contract ?? 0, items, request: b });
      state.basket = state.basket.filter((i) => i.contract !== contract);
      return ok({ status: 'success', id, number: `З-2025-${id}`, demo });
    }),

    // Legacy: remembers the basket's delivery method (and company, address, typed address).
    http.post(site('/ajax/setdelivery'), async ({ request }) => {
      await wait();
      const refused = gate(request);
      if (refused) return refused;
      const b = await body(request);
      const id = str(b.id) || '3';
      if (!deliveries.some((d) => d.id === id)) return fail(400, 'Такого способа доставки нет');
      state.deliveryChoice = { id, company: num(b.company) ?? null, address: num(b.address) ?? null, typeAddress: str(b.typeAddress) };
      return ok({ status: 'success', delivery: state.deliveryChoice });
    }),
  ];
}
