/**
 * The fake server's in-memory state and the basket model over it. Handlers
 * mutate this object, so a test can look inside after a call (or seed it).
 */
import type {
  BasketData,
  BasketLine,
  CallbackRequest,
  CatalogNode,
  ChatMessage,
  Contract,
  DeliveryChoice,
  LineType,
  Product,
  User,
  Warehouse,
} from '../core/types';
import * as fx from './fixtures';

export interface BasketItem {
  id: number;
  type: LineType;
  qnt: number;
  wms: number;
  contract: number;
  payload: string | null;
}

export interface FakeOrder {
  id: number;
  contract: number;
  items: BasketItem[];
  request: Record<string, unknown>;
}

export interface FakeState {
  /** null = a visitor: customer calls answer 401. */
  user: User | null;
  accounts: { login: string; password: string; user: User }[];
  contracts: Contract[];
  selectedContract: number | null;
  warehouses: Warehouse[];
  warehouseIdDefault: number;
  actualWms: number;
  products: Product[];
  productCatalog: Record<number, number>;
  catalogTree: CatalogNode[];
  basket: BasketItem[];
  drafts: { id: number; header: string; items: BasketItem[] }[];
  orders: FakeOrder[];
  /** The basket's delivery choice (setdelivery); absent: the spec's default method '3'. */
  deliveryChoice?: DeliveryChoice;
  chat: ChatMessage[];
  /** The user's chat read position (chatRead): the newest message id seen, 0 none. */
  chatRead: number;
  callbacks: CallbackRequest[];
  registrations: Record<string, string>[];
  /** The answer the next /registration must carry (kept "in the session"). */
  captcha: string;
  /** Emails /reminder/ knows. */
  knownEmails: string[];
  nextId: number;
}

/** A fresh state from the fixtures (deep copies: one story never leaks into the next). */
export function createState(overrides: Partial<FakeState> = {}): FakeState {
  const base: FakeState = {
    user: fx.demoUser,
    accounts: fx.accounts,
    contracts: fx.contracts,
    selectedContract: fx.CONTRACT_CLEAN,
    warehouses: fx.warehouses,
    warehouseIdDefault: 1,
    actualWms: 1,
    products: fx.products,
    productCatalog: fx.productCatalog,
    catalogTree: fx.catalogTree,
    basket: [],
    drafts: [],
    orders: [],
    chat: [
      { id: 1, from_whom: 'm7', message: 'Здравствуйте! Я ваш персональный менеджер, пишите.', created_at: '2024-05-14 10:00:00' },
    ],
    chatRead: 0,
    callbacks: [],
    registrations: [],
    captcha: 'k7m2',
    knownEmails: ['demo@example.ru'],
    nextId: 10000,
  };
  return structuredClone({ ...base, ...overrides });
}

export function nextId(state: FakeState): number {
  state.nextId += 1;
  return state.nextId;
}

/** What a basket line shows about its goods: the product, or the variant with its product's names. */
export interface Goods {
  articul: string;
  header: string;
  picture: number | null;
  picturetype: string | null;
  params: { header: string }[];
  price: number;
  price_rrc: number;
  stocks: { wms_id: number; quantity: number }[];
}

export function findGoods(state: FakeState, type: LineType, id: number): Goods | undefined {
  if (type === 'products') {
    const p = state.products.find((x) => x.id === id);
    return p && { ...p, params: [] };
  }
  for (const p of state.products) {
    const variant = p.variants.find((x) => x.id === id);
    if (variant) return { ...variant, header: p.header, picture: p.picture, picturetype: p.picturetype };
  }
  return undefined;
}

export function stockIn(goods: Pick<Goods, 'stocks'>, wms: number): number {
  return goods.stocks.find((s) => s.wms_id === wms)?.quantity ?? 0;
}

export function toLine(state: FakeState, item: BasketItem): BasketLine | undefined {
  const goods = findGoods(state, item.type, item.id);
  if (!goods) return undefined;
  return {
    ...item,
    articul: goods.articul,
    header: goods.header,
    picture: goods.picture,
    picturetype: goods.picturetype,
    params: goods.params,
    price: goods.price,
    price_rrc: goods.price_rrc,
    stock: stockIn(goods, state.actualWms),
  };
}

/** The lines of the chosen contract. */
export function contractItems(state: FakeState): BasketItem[] {
  return state.basket.filter((i) => i.contract === state.selectedContract);
}

export function basketSum(lines: BasketLine[]): number {
  return Math.round(lines.reduce((sum, l) => sum + l.price * l.qnt, 0) * 100) / 100;
}

export function basketData(state: FakeState): BasketData {
  const items = contractItems(state)
    .map((i) => toLine(state, i))
    .filter((l): l is BasketLine => l !== undefined);
  return {
    contract: state.selectedContract ?? 0,
    contracts: state.contracts,
    count: { products: items.length },
    actualWms: state.actualWms,
    items,
    sum: basketSum(items),
  };
}
