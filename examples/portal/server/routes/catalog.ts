/**
 * Session and catalogue calls: initdata, filterinit, setContract, filter, search,
 * legacy GET /search/, product, binds, hitGoods/noveltyGoods/specGoods, rootCategories.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { contractFor, selectContract, selectedOf, toContract, visibleContracts, warehouseFor, warehouses } from '../access';
import { FILTER_SORTINGS, type Flag } from '../catalog/types';
import { msg } from '../messages';
import { CATALOG_ROOT_ID } from '../catalog/roots';
import { publicUser, requireUser } from '../session';
import type { AppEnv, Deps } from '../types';
import {
  int,
  intList,
  object,
  optFlag,
  optInt,
  optNumber,
  optOneOf,
  optText,
  parse,
  stringList,
  text,
  HttpError,
} from '../validate';
import { api } from './api';

export const MAX_PERPAGE = 100;

const filterSchema = object({
  origin: optOneOf('origin', ['catalog', 'additional']),
  available: optFlag('available'),
  brand: stringList('brand'),
  catalog: optInt('catalog'),
  contract: optInt('contract'),
  warehouse: optInt('warehouse'),
  perpage: optInt('perpage', 1, MAX_PERPAGE),
  byprice: optFlag('byprice'),
  minprice: optNumber('minprice'),
  maxprice: optNumber('maxprice'),
  filter: optOneOf('filter', ['hit', 'novelty', 'spec']),
  search_range: optOneOf('search_range', ['all', 'articul', 'header']),
  page: optInt('page', 1, 100_000),
  query: optText('query', 200),
  sorting: optOneOf('sorting', FILTER_SORTINGS),
  tags: stringList('tags'),
});

const goodsSchema = object({
  contract: optInt('contract'),
  catalog: optInt('catalog'),
  page: optInt('page', 1, 100_000),
  perpage: optInt('perpage', 1, MAX_PERPAGE),
});

export function catalogRoutes(app: Hono<AppEnv>, { db, catalog }: Deps): void {
  api(app, ['GET', 'POST'], 'initdata', async (c) => {
    const user = c.var.session.user;
    const list = await warehouses(db);
    if (!user) {
      return { user: null, contracts: [], selectedContract: null, warehouses: list, warehouseIdDefault: 1 };
    }
    const contracts = await visibleContracts(db, user);
    return {
      user: publicUser(user),
      contracts: contracts.map(toContract),
      selectedContract: selectedOf(user, contracts)?.id ?? null,
      warehouses: list,
      warehouseIdDefault: await warehouseFor(db, user),
    };
  });

  api(app, ['GET', 'POST'], 'filterinit', async (c) => {
    const user = requireUser(c);
    const contracts = await visibleContracts(db, user);
    return {
      contracts: contracts.map(toContract),
      catalog_tree: await catalog.tree(),
      warehouses: await warehouses(db),
      warehouseIdDefault: await warehouseFor(db, user),
      selectedContract: selectedOf(user, contracts)?.id ?? null,
    };
  });

  api(app, ['POST'], 'setContract', async (c, input) => {
    const user = requireUser(c);
    const { id, wms } = parse(object({ id: int('id'), wms: optInt('wms') }), input);
    const contract = await contractFor(db, user, id);
    const actualWms = await warehouseFor(db, user, wms);
    await selectContract(db, user.id, contract.id, actualWms);
    return { status: 'success', selectedContract: contract.id, actualWms };
  });

  api(app, ['GET', 'POST'], 'filter', async (c, input) => {
    const user = requireUser(c);
    const f = parse(filterSchema, input);
    const contract = await contractFor(db, user, f.contract);
    const wms = await warehouseFor(db, user, f.warehouse);
    const catalogId = f.catalog ?? CATALOG_ROOT_ID;
    const node = await catalog.node(catalogId);
    if (!node) throw new HttpError(404, msg.catalogNotFound);
    const perpage = f.perpage ?? 20;
    const page = f.page ?? 1;
    const applyPrice = f.byprice !== 0;
    const result = await catalog.filter({
      pricing: contract,
      catalogPath: node.path,
      origin: f.origin,
      available: f.available === 1,
      wms,
      brands: f.brand,
      filter: f.filter,
      query: f.query,
      searchRange: f.search_range ?? 'all',
      tags: f.tags,
      minprice: applyPrice ? f.minprice : undefined,
      maxprice: applyPrice ? f.maxprice : undefined,
      sorting: f.sorting ?? 'header_asc',
      page,
      perpage,
    });
    const products = await catalog.products(result.ids, contract, user);
    return {
      products,
      total: result.total,
      page,
      perpage,
      brands: { data: result.brands },
      tags: { data: result.tags },
      prices: {
        minprice: applyPrice && f.minprice !== undefined ? f.minprice : result.pricemin,
        maxprice: applyPrice && f.maxprice !== undefined ? f.maxprice : result.pricemax,
        pricemin: result.pricemin,
        pricemax: result.pricemax,
      },
      params: { maxmin: { minp: result.minp, maxp: result.maxp } },
      actualWms: wms,
      catalog_description: { catalogHeader: node.header, description: node.description },
    };
  });

  api(app, ['GET', 'POST'], 'search', async (c, input) => {
    const user = requireUser(c);
    const q = parse(
      object({ keyword: text('keyword', 100, msg.keywordEmpty), contract: optInt('contract'), wms: optInt('wms') }),
      input,
    );
    const contract = await contractFor(db, user, q.contract);
    await warehouseFor(db, user, q.wms);
    const ids = await catalog.search(q.keyword, 10);
    return { products: await catalog.products(ids, contract, user) };
  });

  // Legacy autocomplete of the complaints form: GET /search/?keyword=..&simple=1
  app.get('/search', async (c) => {
    requireUser(c);
    const url = new URL(c.req.url);
    const q = parse(
      object({
        keyword: v.pipe(text('keyword', 100, msg.keywordEmpty), v.minLength(2, msg.keywordShort)),
        simple: optText('simple', 5),
      }),
      Object.fromEntries(url.searchParams),
    );
    const ids = await catalog.search(q.keyword, 10);
    // Prices do not matter here: only id, articul and header are shown.
    const found = await catalog.products(ids, { price_coef: 1, rrc_coef: 1 }, null);
    return c.json({ products: found.map((p) => ({ id: p.id, articul: p.articul, header: p.header })) });
  });

  api(
    app,
    ['GET', 'POST'],
    'product',
    async (c, input) => {
      const user = requireUser(c);
      const q = parse(object({ id: int('id'), contract: optInt('contract') }), input);
      const contract = await contractFor(db, user, q.contract);
      const [product] = await catalog.products([q.id], contract, user);
      if (!product) throw new HttpError(404, msg.productNotFound);
      const extra = await catalog.details(q.id);
      const stockText = (await warehouses(db))
        .map((w) => `${w.header}: ${product.stocks.find((s) => s.wms_id === w.id)?.quantity ?? 0} шт.`)
        .join('\n');
      return {
        product: {
          ...product,
          tabs: [
            { id: 'description', header: 'Описание', async: false, data: extra?.description ?? '' },
            { id: 'stocks', header: 'Наличие на складах', async: false, data: stockText },
            // async: the client loads these with POST binds { id, bindIds: data.split(',') }.
            { id: 'binds', header: 'Сопутствующие товары', async: true, data: (extra?.binds ?? []).join(',') },
          ],
        },
      };
    },
    { withId: true },
  );

  api(
    app,
    ['GET', 'POST'],
    'binds',
    async (c, input) => {
      const user = requireUser(c);
      const q = parse(object({ id: int('id'), bindIds: intList('bindIds'), contract: optInt('contract') }), input);
      const contract = await contractFor(db, user, q.contract);
      const details = await catalog.details(q.id);
      if (!details) throw new HttpError(404, msg.productNotFound);
      const ids = q.bindIds.length ? q.bindIds : details.binds;
      return { status: 'success', products: await catalog.products(ids, contract, user) };
    },
    { withId: true },
  );

  const flagGoods = (name: string, flag: Flag) =>
    api(app, ['GET', 'POST'], name, async (c, input) => {
      const user = requireUser(c);
      const q = parse(goodsSchema, input);
      const contract = await contractFor(db, user, q.contract);
      const node = await catalog.node(q.catalog ?? CATALOG_ROOT_ID);
      if (!node) throw new HttpError(404, msg.catalogNotFound);
      const page = q.page ?? 1;
      const perpage = q.perpage ?? 20;
      const { ids, total } = await catalog.flagged(flag, node.path, page, perpage);
      return { products: await catalog.products(ids, contract, user), total, page, perpage };
    });
  flagGoods('hitGoods', 'hit');
  flagGoods('noveltyGoods', 'novelty');
  flagGoods('specGoods', 'spec');

  api(app, ['GET', 'POST'], 'rootCategories', async () => ({ categories: await catalog.children(CATALOG_ROOT_ID) }));
}
