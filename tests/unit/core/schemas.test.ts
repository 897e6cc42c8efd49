import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BasketDataSchema,
  BasketLineSchema,
  CatalogNodeSchema,
  ContractSchema,
  FilterReplySchema,
  InitDataSchema,
  ProductReplySchema,
  ProductSchema,
  ProductSetReplySchema,
  UserSchema,
} from '../../../src/core/schemas';

const product = {
  id: 1,
  articul: 'ФР-00123',
  header: 'Болт М6',
  title: 'Болт М6х20',
  brand: 'Крепёж',
  tags: ['new'],
  picture: 12,
  picturetype: 'jpg',
  price: 10.5,
  price_rrc: 12,
  wish: false,
  stocks: [{ wms_id: 1, quantity: 5 }],
  variants: [],
};

const line = {
  id: 1,
  type: 'products',
  qnt: 2,
  wms: 1,
  contract: 3,
  payload: null,
  articul: 'ФР-00123',
  header: 'Болт М6',
  picture: null,
  picturetype: null,
  params: [],
  price: 10,
  price_rrc: 12,
  stock: 40,
};

describe('lenient where legacy servers are sloppy', () => {
  it('numeric strings become numbers; 0/1 and "1" become booleans; missing arrays become []', () => {
    const out = v.parse(ProductSchema, {
      ...product,
      id: '1',
      price: '1234,50',
      price_rrc: '1300.00',
      wish: '1',
      picture: '12',
      stocks: [{ wms_id: '2', quantity: '0' }],
      tags: undefined,
      variants: null,
      title: null,
    });
    expect(out).toMatchObject({ id: 1, price: 1234.5, price_rrc: 1300, wish: true, picture: 12, tags: [], variants: [], title: '' });
    expect(out.stocks).toEqual([{ wms_id: 2, quantity: 0 }]);
  });

  it('no picture is null whatever the server says', () => {
    expect(v.parse(ProductSchema, { ...product, picture: 0, picturetype: '' })).toMatchObject({ picture: null, picturetype: null });
    expect(v.parse(ProductSchema, { ...product, picture: '', picturetype: null }).picture).toBeNull();
  });

  it('contract: stopOrders 0/1, an empty debt alert is no alert', () => {
    expect(v.parse(ContractSchema, { id: '3', header: 'Договор №3', stopOrders: 1, debtAlert: '' })).toEqual({
      id: 3,
      header: 'Договор №3',
      stopOrders: true,
      debtAlert: null,
    });
    expect(v.parse(ContractSchema, { id: 4, header: 'Д', stopOrders: '0' })).toMatchObject({ stopOrders: false, debtAlert: null });
  });

  it('basket: line type defaults to products, a missing count is the number of lines, a bare count is count.products', () => {
    const data = v.parse(BasketDataSchema, { contract: 3, contracts: [], actualWms: 1, items: [{ ...line, type: undefined }], sum: 20 });
    expect(data.items[0]?.type).toBe('products');
    expect(data.count).toEqual({ products: 1 });
    expect(v.parse(BasketDataSchema, { contract: 3, actualWms: 1, count: '7', sum: 0 }).count).toEqual({ products: 7 });
  });

  it('basket: a line sent again unchanged is the object parsed last time; a changed or broken one is read anew', () => {
    const reply = (items: unknown[]) => ({ contract: 3, contracts: [], actualWms: 1, items, sum: 0 });
    const other = { ...line, id: 2, params: [{ header: 'Длина' }] };
    const first = v.parse(BasketDataSchema, reply([structuredClone(line), structuredClone(other)]));
    const second = v.parse(BasketDataSchema, reply([{ ...structuredClone(line), qnt: '5' }, structuredClone(other)]));
    expect(second.items[1]).toBe(first.items[1]);
    expect(second.items[0]).not.toBe(first.items[0]);
    expect(second.items[0]?.qnt).toBe(5);
    const changedParam = v.parse(BasketDataSchema, reply([{ ...line, qnt: '5' }, { ...other, params: [{ header: 'Ширина' }] }]));
    expect(changedParam.items[1]?.params).toEqual([{ header: 'Ширина' }]);
    expect(v.safeParse(BasketDataSchema, reply([{ ...line, qnt: 'много' }])).success).toBe(false);
  });

  it('filter reply: missing blocks get empty defaults', () => {
    const out = v.parse(FilterReplySchema, { products: [product], total: '41' });
    expect(out).toMatchObject({
      total: 41,
      page: 1,
      perpage: 20,
      brands: { data: [] },
      prices: { minprice: 0, maxprice: 0, pricemin: 0, pricemax: 0 },
      params: { maxmin: { minp: 0, maxp: 0 } },
      catalog_description: { catalogHeader: '', description: '' },
    });
  });

  it('init data: visitors have user null; unknown roles get the least rights', () => {
    expect(v.parse(InitDataSchema, {}).user).toBeNull();
    expect(v.parse(InitDataSchema, {}).warehouseIdDefault).toBe(1);
    expect(v.parse(UserSchema, { id: 1, role: 'root' }).role).toBe('customer');
  });

  it('catalog tree is recursive, leaves without children get []', () => {
    const tree = v.parse(CatalogNodeSchema, { id: 1, header: 'Крепёж', children: [{ id: '2', header: 'Болты' }] });
    expect(tree).toEqual({ id: 1, header: 'Крепёж', children: [{ id: 2, header: 'Болты', children: [] }] });
  });

  it('product with tabs', () => {
    const out = v.parse(ProductReplySchema, { product: { ...product, tabs: [{ id: 'desc', header: 'Описание', async: 0, data: '<p>x</p>' }] } });
    expect(out.product.tabs).toEqual([{ id: 'desc', header: 'Описание', async: false, data: '<p>x</p>' }]);
  });

  it('unknown keys are dropped', () => {
    expect(v.parse(ContractSchema, { id: 1, header: 'Д', stopOrders: false, debtAlert: null, secret: 'x' })).not.toHaveProperty('secret');
  });
});

describe('strict where render code would crash', () => {
  it.each([
    ['a product without a header', ProductSchema, { ...product, header: undefined }],
    ['a product with a non-numeric price', ProductSchema, { ...product, price: 'договорная' }],
    ['a product with a fractional id', ProductSchema, { ...product, id: 1.5 }],
    ['a product with stocks as an object', ProductSchema, { ...product, stocks: { 1: 5 } }],
    ['a line of an unknown type', BasketLineSchema, { ...line, type: 'services' }],
    ['a line without a quantity', BasketLineSchema, { ...line, qnt: undefined }],
    ['a contract without an id', ContractSchema, { header: 'Д' }],
    ['a product set reply without count', ProductSetReplySchema, { status: 'success', added: [], errors: [], sum: 0 }],
    ['an HTML page instead of JSON', BasketDataSchema, '<html>Вход</html>'],
  ])('rejects %s', (_name, schema, input) => {
    expect(v.safeParse(schema as v.GenericSchema, input).success).toBe(false);
  });
});
