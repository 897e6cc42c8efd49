/**
 * Price list and uploads (docs/api.md) for stories and component
 * tests: getPriceList answers with a link, uploads are read with core's order
 * parser and matched with the portal's own matcher over the fixtures, and
 * addCartFromPricelist is all or nothing, as on the portal. Only .csv (and
 * pasted text) is read here: the fake cannot open .xlsx.
 */
import { HttpResponse, http } from 'msw';
import type { PriceRow } from '../../../examples/portal/server/pricelist/items';
import { codeIndex, ITEM_STEP, resolveLines } from '../../../examples/portal/server/pricelist/match';
import { PRICE_UPLOAD_MAX_BYTES } from '../../core/constants';
import { formatFileSize, priceListFileName } from '../../core/format';
import { defaultMessages as m } from '../../core/messages';
import { parseOrderText, readOrderTable, splitDelimited } from '../../core/rules/order-lines';
import { contractItems, findGoods, stockIn, type FakeState } from '../state';
import { body, csrf, fail, needUser, num, ok, str, type Ctx } from './http';
import { fill } from '../../core/messages/fill';


/** Orderable items of the fixtures: products without variants, and variants. */
function rowsOf(state: FakeState): PriceRow[] {
  return state.products.flatMap((p): PriceRow[] => {
    const base = { product_id: p.id, header: p.header, brand: p.brand, catalog_id: 0, section: '', path: '/' };
    if (p.variants.length === 0) return [{ ...base, type: 'products' as const, id: p.id, articul: p.articul, params: '', base: p.price * 100, rrc: p.price_rrc * 100 }];
    return p.variants.map((v) => ({
      ...base,
      type: 'variants' as const,
      id: v.id,
      articul: v.articul,
      params: v.params.map((x) => x.header).join(', '),
      base: v.price * 100,
      rrc: v.price_rrc * 100,
    }));
  });
}

function preview(state: FakeState, lines: ReturnType<typeof parseOrderText>) {
  if (lines.length === 0) return fail(400, m.priceUploadNoLines);
  const rows = rowsOf(state);
  const parents = state.products.filter((p) => p.variants.length > 0).map((p) => ({ id: p.id, articul: p.articul }));
  const item = (row: PriceRow) => ({
    id: row.id,
    type: row.type,
    articul: row.articul,
    header: row.header,
    params: row.params,
    price: row.base / 100,
    price_rrc: row.rrc / 100,
    stock: stockIn(findGoods(state, row.type, row.id)!, state.actualWms),
    step: ITEM_STEP,
  });
  return ok({ status: 'success', contract: state.selectedContract, wms: state.actualWms, lines: resolveLines(lines, codeIndex(rows, parents), item) });
}

export function priceListHandlers({ state, api, site, wait }: Ctx) {
  const gate = (request: Request) => csrf(request) ?? needUser(state);
  return [
    http.post(api('getPriceList'), async ({ request }) => {
      await wait();
      const refused = gate(request);
      if (refused) return refused;
      const b = await body(request);
      const categories = Array.isArray(b.categories) ? b.categories : [];
      if (num(b.all) !== 1 && categories.length === 0) return fail(400, 'Выберите хотя бы один раздел каталога');
      const file = priceListFileName();
      return ok({ status: 'success', link: `/files/u1/price/fake/${file}`, file, rows: state.products.length });
    }),

    http.get(site('/files/:owner/price/:token/:name'), ({ params }) =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="${str(params.name)}"`,
        },
      }),
    ),

    http.post(api('uploadsFromFile'), async ({ request }) => {
      await wait();
      const refused = gate(request);
      if (refused) return refused;
      const form = await request.formData();
      const file = form.get('file');
      if (!(file instanceof File)) return fail(400, 'Выберите файл с заказом');
      if (file.size > PRICE_UPLOAD_MAX_BYTES) {
        return fail(413, fill(m.priceUploadTooLarge, { name: file.name, size: formatFileSize(file.size), limit: formatFileSize(PRICE_UPLOAD_MAX_BYTES) }));
      }
      if (!/\.csv$/i.test(file.name)) return fail(400, `Файл «${file.name}» не является таблицей CSV (тестовый сервер читает только CSV)`);
      const text = await file.text();
      if (text.trim() === '') return fail(400, fill(m.priceUploadEmpty, { name: file.name }));
      const sep = text.includes(';') ? ';' : text.includes('\t') ? '\t' : ',';
      const lines = readOrderTable(text.split(/\r?\n/).map((l) => (l.trim() ? splitDelimited(l, sep) : [])));
      if (!lines) return fail(400, 'Не удалось найти колонки артикула и количества.');
      return preview(state, lines);
    }),

    http.post(api('uploadsFromBuffer'), async ({ request }) => {
      await wait();
      const refused = gate(request);
      if (refused) return refused;
      const buffer = str(new URLSearchParams(await request.text()).get('buffer'));
      if (buffer.trim() === '') return fail(400, m.priceUploadEmptyText);
      return preview(state, parseOrderText(buffer));
    }),

    http.post(api('addCartFromPricelist'), async ({ request }) => {
      await wait();
      const refused = gate(request);
      if (refused) return refused;
      const b = await body(request);
      const list = b.cartList && typeof b.cartList === 'object' ? (b.cartList as Record<string, unknown>) : {};
      const entries = Object.entries(list).map(([id, qnt]) => ({ id: Number(id), qnt: num(qnt) ?? 0 }));
      if (entries.length === 0) return fail(400, 'Не выбрано ни одной позиции');
      const contract = state.selectedContract ?? 0;
      if (state.contracts.find((c) => c.id === contract)?.stopOrders) return fail(409, m.stopOrdersTitle);
      // Check everything first: all or nothing.
      const planned = [];
      for (const e of entries) {
        const type = findGoods(state, 'products', e.id) ? ('products' as const) : ('variants' as const);
        const goods = findGoods(state, type, e.id);
        if (!goods) return fail(404, 'Товар не найден', { id: e.id });
        const existing = state.basket.find((i) => i.type === type && i.id === e.id && i.contract === contract);
        const available = stockIn(goods, state.actualWms);
        if ((existing?.qnt ?? 0) + e.qnt > available) return fail(409, m.stockShortage, { code: 'shortage', id: e.id, available });
        planned.push({ ...e, type, existing });
      }
      for (const p of planned) {
        if (p.existing) p.existing.qnt += p.qnt;
        else state.basket.push({ id: p.id, type: p.type, qnt: p.qnt, wms: state.actualWms, contract, payload: null });
      }
      return ok({ status: 'success', added: planned.length, count: { products: contractItems(state).length } });
    }),
  ];
}
