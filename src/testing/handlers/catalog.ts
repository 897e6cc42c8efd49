/** filter, search, legacy /search/, product, binds, carousels, rootCategories, the product popup. */
import { http, HttpResponse } from 'msw';
import { COMPLAINTS_AUTOCOMPLETE_MIN_CHARS, PAGE_SIZE } from '../../core/constants';
import type { Product } from '../../core/types';
import { queryProducts, searchProducts } from '../catalog-query';
import type { FakeState } from '../state';
import { body, csrf, fail, num, ok, str, strings, type Ctx } from './http';

function withTabs(p: Product) {
  return {
    ...p,
    tabs: [
      { id: 'description', header: 'Описание', async: false, data: `<p>${p.title}. Гарантия производителя 12 месяцев.</p>` },
      { id: 'specs', header: 'Характеристики', async: false, data: `<ul><li>Бренд: ${p.brand}</li><li>Артикул: ${p.articul}</li></ul>` },
      { id: 'analogs', header: 'Аналоги', async: true, data: '' },
    ],
  };
}

function goodsHandler(ctx: Ctx, method: string, tag: string) {
  return http.post(ctx.api(method), async ({ request }) => {
    await ctx.wait();
    const refused = csrf(request);
    if (refused) return refused;
    const b = await body(request);
    const reply = queryProducts(ctx.state, {
      filter: tag,
      catalog: num(b.catalog),
      page: num(b.page),
      perpage: num(b.perpage) ?? PAGE_SIZE.carousels,
    });
    return ok({ products: reply.products, total: reply.total, page: reply.page, perpage: reply.perpage });
  });
}

function productReply(state: FakeState, id: number | undefined) {
  const p = state.products.find((x) => x.id === id);
  return p ? ok({ product: withTabs(p) }) : fail(404, 'Товар не найден');
}

export function catalogHandlers(ctx: Ctx) {
  const { state, api, site, wait } = ctx;
  return [
    http.post(api('filter'), async ({ request }) => {
      await wait();
      const refused = csrf(request);
      if (refused) return refused;
      const b = await body(request);
      return ok(
        queryProducts(state, {
          catalog: num(b.catalog),
          available: num(b.available) === 1,
          warehouse: num(b.warehouse),
          filter: str(b.filter) || undefined,
          tags: strings(b.tags),
          query: str(b.query),
          search_range: str(b.search_range) || 'all',
          brand: strings(b.brand),
          byprice: num(b.byprice) === 1,
          minprice: num(b.minprice),
          maxprice: num(b.maxprice),
          sorting: str(b.sorting) || undefined,
          page: num(b.page),
          perpage: num(b.perpage),
        }),
      );
    }),

    http.get(api('search'), async ({ request }) => {
      await wait();
      const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
      return ok({ products: searchProducts(state, keyword) });
    }),

    // Legacy complaints autocomplete: keyword of 2+ characters, simple=1 gives id/articul/header only.
    http.get(site('/search/'), async ({ request }) => {
      await wait();
      const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
      if (keyword.trim().length < COMPLAINTS_AUTOCOMPLETE_MIN_CHARS) return ok({ products: [] });
      const products = searchProducts(state, keyword).map(({ id, articul, header }) => ({ id, articul, header }));
      return ok({ products });
    }),

    http.get(`${api('product')}/:id`, async ({ params }) => {
      await wait();
      return productReply(state, num(params.id));
    }),

    http.post(api('product'), async ({ request }) => {
      await wait();
      const refused = csrf(request);
      if (refused) return refused;
      return productReply(state, num((await body(request)).id));
    }),

    http.post(api('binds'), async ({ request }) => {
      await wait();
      const refused = csrf(request);
      if (refused) return refused;
      const b = await body(request);
      const ids: unknown[] = Array.isArray(b.bindIds) ? b.bindIds : [];
      const products = ids.map(num).flatMap((id) => state.products.filter((p) => p.id === id));
      return ok({ status: 'success', products });
    }),

    goodsHandler(ctx, 'hitGoods', 'hit'),
    goodsHandler(ctx, 'noveltyGoods', 'novelty'),
    goodsHandler(ctx, 'specGoods', 'spec'),

    http.get(api('rootCategories'), async () => {
      await wait();
      return ok({ categories: state.catalogTree.map(({ id, header }) => ({ id, header })) });
    }),

    // The legacy popup is server HTML; it carries an inline handler on purpose, so
    // stories show that the widget sanitizes it (DOMPurify) before insertion.
    http.get(site('/ajax/getproduct/'), async ({ request }) => {
      await wait();
      const p = state.products.find((x) => x.id === num(new URL(request.url).searchParams.get('id')));
      if (!p) return new HttpResponse('Not found', { status: 404 });
      return HttpResponse.html(
        `<div class="product-popup"><h3>${p.header}</h3><p>Артикул: ${p.articul}</p>` +
          `<img src="/dbpics/${p.picture ?? 0}.${p.picturetype ?? 'jpg'}" alt="" onerror="alert(1)"></div>`,
      );
    }),
  ];
}
