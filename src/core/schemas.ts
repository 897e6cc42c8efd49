/**
 * valibot schemas of the replies of docs/api.md: the shapes several areas
 * share and the replies of the runtime's calls (session, catalogue, basket,
 * communication); an area's own replies are in core/replies/<area>.ts or
 * beside their one call. Lenient where legacy
 * servers are sloppy (numeric strings, 0/1 booleans, missing arrays), strict
 * where render code would crash (ids, names, prices, line types). Unknown
 * keys are dropped so types stay the contract.
 */
import * as v from 'valibot';
import { DEFAULT_WAREHOUSE } from './constants';

// ---- Lenient scalars -------------------------------------------------------

/** A number, or a numeric string ('12', '1234.50', '1234,50') from a PHP server. */
export const Num = v.pipe(
  v.union([
    v.number(),
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^-?\d+([.,]\d+)?$/),
      v.transform((s) => Number(s.replace(',', '.'))),
    ),
  ]),
  v.finite(),
);

/** Ids: integers, as numbers or digit strings. */
export const Id = v.pipe(Num, v.integer());

/** A number that may be missing: defaults to 0. */
export const Num0 = v.nullish(Num, 0);

/** Text that must be there (render shows it); a number is taken as its text. */
export const Text = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => String(x)),
);

/** Text that may be missing: defaults to ''. */
export const OptText = v.nullish(Text, '');

/** Text or null; '' counts as no text (an empty debt alert is no alert). */
export const NullableText = v.pipe(
  v.nullish(Text, null),
  v.transform((x) => (x === '' ? null : x)),
);

/** true/false, 1/0, '1'/'0', 'true'/'false'; missing = false. */
export const Flag = v.pipe(
  v.nullish(v.union([v.boolean(), v.number(), v.string()]), false),
  v.transform((x) => x === true || x === 1 || x === '1' || x === 'true'),
);

/** An array that legacy servers sometimes leave out or send as null. */
export function list<T extends v.GenericSchema>(item: T) {
  return v.nullish(v.array(item), () => []);
}

/** A picture id; 0, '' and null all mean "no picture". */
const PictureId = v.pipe(
  v.nullish(v.union([Id, v.literal('')]), null),
  v.transform((x) => (x === '' || x === 0 ? null : x)),
);

/**
 * A reply that got past the client's failure check (status/state 'error') is
 * a success whatever its status word; typed as the literal for callers.
 */
const SuccessStatus = v.pipe(
  v.optional(v.string()),
  v.transform((): 'success' => 'success'),
);
/** The same, for reply schemas outside this file (core/replies/, core/api/project-order.ts, newsletter.ts). */
export const SuccessStatusSchema = SuccessStatus;

// ---- Shared shapes ---------------------------------------------------------

export const ContractSchema = v.object({
  id: Id,
  header: Text,
  stopOrders: Flag,
  debtAlert: NullableText,
});

export const WarehouseSchema = v.object({
  id: Id,
  header: Text,
  pos: Num0,
});

export const StockSchema = v.object({
  wms_id: Id,
  quantity: Num0,
});

export const ParamSchema = v.object({ header: Text });

export const VariantSchema = v.object({
  id: Id,
  articul: Text,
  params: list(ParamSchema),
  price: Num,
  price_rrc: Num0,
  stocks: list(StockSchema),
});

const productEntries = {
  id: Id,
  articul: Text,
  header: Text,
  title: OptText,
  brand: OptText,
  tags: list(Text),
  picture: PictureId,
  picturetype: v.pipe(
    v.nullish(v.string(), null),
    v.transform((x) => (x === '' ? null : x)),
  ),
  price: Num,
  price_rrc: Num0,
  wish: Flag,
  /** On the needs list (docs/api.md, our addition; a server without needs leaves it out). */
  need: Flag,
  stocks: list(StockSchema),
  variants: list(VariantSchema),
};

export const ProductSchema = v.object(productEntries);

export const ProductTabSchema = v.object({
  id: v.union([v.number(), v.string()]),
  header: Text,
  async: Flag,
  data: OptText,
});

export const ProductWithTabsSchema = v.object({ ...productEntries, tabs: list(ProductTabSchema) });

/** Written out because valibot can't infer a recursive type. */
export interface CatalogNode {
  id: number;
  header: string;
  children: CatalogNode[];
}

export const CatalogNodeSchema: v.GenericSchema<unknown, CatalogNode> = v.object({
  id: Id,
  header: Text,
  children: list(v.lazy(() => CatalogNodeSchema)),
});

export const LineTypeSchema = v.picklist(['products', 'variants']);

export const BasketLineSchema = v.object({
  id: Id,
  /** Spec 3: type defaults to products. */
  type: v.nullish(LineTypeSchema, 'products'),
  qnt: Num,
  wms: Id,
  contract: Id,
  payload: v.nullish(v.string(), null),
  articul: Text,
  header: Text,
  picture: PictureId,
  picturetype: v.pipe(
    v.nullish(v.string(), null),
    v.transform((x) => (x === '' ? null : x)),
  ),
  params: list(ParamSchema),
  price: Num,
  price_rrc: Num0,
  stock: Num0,
});

/** `count` is `{ products }`; an old server's bare number is taken as that. */
export const CountSchema = v.union([
  v.object({ products: Num }),
  v.pipe(
    Num,
    v.transform((products) => ({ products })),
  ),
]);

/** Equal JSON values: what a reply's line was last time, compared field by field. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** More lines than any basket has: past it the memory starts over. */
const REUSED_LINES_MAX = 5000;

/**
 * The basket line schema, but a line the server sends exactly as last time
 * (every field equal) is not validated again: it is the same object as last
 * time. Each edit's reply carries the whole basket (2,000 lines on a big
 * one); validating every line made applying it take 100+ ms on a phone,
 * and the same objects let the store see at once that nothing changed.
 * Lines are never mutated after parsing, so sharing them is safe.
 */
function reusingLines<T extends v.GenericSchema>(schema: T): T {
  const seen = new Map<string, { raw: unknown; value: unknown }>();
  const run: T['~run'] = (dataset, config) => {
    const raw = dataset.value as Record<string, unknown> | null;
    const key = raw && typeof raw === 'object' ? `${String(raw.type)}:${String(raw.id)}:${String(raw.wms)}` : null;
    const last = key === null ? undefined : seen.get(key);
    if (last && sameJson(last.raw, raw)) {
      const out = dataset as unknown as { typed: boolean; value: unknown };
      out.typed = true;
      out.value = last.value;
      return out as ReturnType<T['~run']>;
    }
    const result = schema['~run'](dataset, config);
    if (key !== null && result.typed && !result.issues) {
      if (seen.size >= REUSED_LINES_MAX) seen.clear();
      seen.set(key, { raw, value: result.value });
    }
    return result;
  };
  return { ...schema, '~run': run };
}

const basketEntries = {
  contract: Id,
  contracts: list(ContractSchema),
  count: v.optional(CountSchema),
  actualWms: Id,
  items: list(reusingLines(BasketLineSchema)),
  sum: Num0,
};

/** A missing count is the number of lines (docs/api.md: count.products = lines). */
function withCount<T extends { count?: { products: number } | undefined; items: unknown[] }>(
  o: T,
): Omit<T, 'count'> & { count: { products: number } } {
  return { ...o, count: o.count ?? { products: o.items.length } };
}

export const BasketDataSchema = v.pipe(v.object(basketEntries), v.transform(withCount));

export const UserSchema = v.object({
  id: Id,
  name: OptText,
  login: OptText,
  isDemo: Flag,
  type_id: v.nullish(Num, 2),
  /** An unknown role gets the least rights. */
  role: v.fallback(v.picklist(['customer', 'owner', 'submanager', 'admin']), 'customer'),
});

// ---- Session and catalogue replies ------------------------------------------

export const InitDataSchema = v.object({
  user: v.nullish(UserSchema, null),
  contracts: list(ContractSchema),
  selectedContract: v.nullish(Id, null),
  warehouses: list(WarehouseSchema),
  warehouseIdDefault: v.nullish(Id, DEFAULT_WAREHOUSE),
});

export const FilterInitSchema = v.object({
  contracts: list(ContractSchema),
  catalog_tree: list(CatalogNodeSchema),
  warehouses: list(WarehouseSchema),
  warehouseIdDefault: v.nullish(Id, DEFAULT_WAREHOUSE),
  selectedContract: v.nullish(Id, null),
});

export const SetContractReplySchema = v.object({
  status: SuccessStatus,
  selectedContract: Id,
  actualWms: Id,
});

/** One value of a facet of the filter reply (a brand, a tag) with its count. */
export const FacetSchema = v.object({
  id: Text,
  header: Text,
  count: Num0,
});
export const BrandSchema = FacetSchema;

export const FilterReplySchema = v.object({
  products: list(ProductSchema),
  total: Num0,
  page: v.nullish(Num, 1),
  perpage: v.nullish(Num, 20),
  brands: v.nullish(v.object({ data: list(BrandSchema) }), () => ({ data: [] })),
  /** Our addition (docs/api.md); null from a server without the tag facet. */
  tags: v.nullish(v.object({ data: list(FacetSchema) }), null),
  prices: v.nullish(
    v.object({ minprice: Num0, maxprice: Num0, pricemin: Num0, pricemax: Num0 }),
    () => ({ minprice: 0, maxprice: 0, pricemin: 0, pricemax: 0 }),
  ),
  params: v.nullish(v.object({ maxmin: v.nullish(v.object({ minp: Num0, maxp: Num0 }), () => ({ minp: 0, maxp: 0 })) }), () => ({
    maxmin: { minp: 0, maxp: 0 },
  })),
  actualWms: v.nullish(Id, null),
  catalog_description: v.nullish(v.object({ catalogHeader: OptText, description: OptText }), () => ({
    catalogHeader: '',
    description: '',
  })),
});

export const ProductsReplySchema = v.object({ products: list(ProductSchema) });

export const SiteSearchItemSchema = v.object({ id: Id, articul: Text, header: Text });
export const SiteSearchReplySchema = v.object({ products: list(SiteSearchItemSchema) });

export const ProductReplySchema = v.object({ product: ProductWithTabsSchema });

export const BindsReplySchema = v.object({ status: SuccessStatus, products: list(ProductSchema) });

export const GoodsPageSchema = v.object({
  products: list(ProductSchema),
  total: Num0,
  page: v.nullish(Num, 1),
  perpage: v.nullish(Num, 20),
});

export const RootCategoriesSchema = v.object({
  categories: list(v.object({ id: Id, header: Text })),
});

// ---- Basket replies ------------------------------------------------------------

/**
 * Delivery method ids are strings like the spec's default '3'. `kind` (our
 * addition, optional) says what the method needs besides a date: nothing, a
 * typed address, or a transport company and one of its addresses.
 */
export const DeliveryKindSchema = v.picklist(['pickup', 'address', 'company']);
export const DeliverySchema = v.object({
  id: Text,
  header: Text,
  kind: v.fallback(v.optional(DeliveryKindSchema), undefined),
});
/** The basket's remembered delivery choice (our addition to getBasketTableInit, and setdelivery's reply). */
export const DeliveryChoiceSchema = v.object({
  id: Text,
  company: v.nullish(Id, null),
  address: v.nullish(Id, null),
  typeAddress: OptText,
});
export const CompanyAddressSchema = v.object({ id: Id, full_address: Text });
export const CompanySchema = v.object({ id: Id, header: Text, addresses: list(CompanyAddressSchema) });
/** A delivery address of the customer (<b2b-addresses>; spec 3: id, full_address, postindex). */
export const AddressSchema = v.object({ id: Id, full_address: Text, postindex: OptText });

/**
 * What the basket table needs besides the lines. The lines are the basket
 * store's, read once per page with getBasketData; a server that also sends
 * them here (BasketData fields) is not read twice: they are dropped.
 */
export const BasketTableInitSchema = v.object({
  warehouses: list(WarehouseSchema),
  deliveries: list(DeliverySchema),
  companies: list(CompanySchema),
  delivery: v.optional(DeliveryChoiceSchema),
  /** The customer's own delivery addresses (our addition); none from a legacy server. */
  addresses: list(AddressSchema),
});

export const ProcessBasketReplySchema = v.object({
  status: SuccessStatus,
  line: BasketLineSchema,
  count: CountSchema,
  sum: Num0,
});

export const ProductSetErrorSchema = v.object({
  id: Id,
  message: Text,
  available: v.optional(Num),
});

export const ProductSetReplySchema = v.object({
  status: SuccessStatus,
  added: list(BasketLineSchema),
  errors: list(ProductSetErrorSchema),
  count: CountSchema,
  sum: Num0,
});

export const AddToDraftReplySchema = v.object({ status: SuccessStatus, id: Id, header: Text });

/** `number` (our addition) is the order's number as people see it, e.g. 'З-2025-00047'. */
/** `demo` (our addition): a demo user's order, which is never passed on to the supplier. */
export const CreateOrderReplySchema = v.object({ status: SuccessStatus, id: Id, number: v.optional(Text), demo: Flag });

export const SetDeliveryReplySchema = v.object({ status: SuccessStatus, delivery: DeliveryChoiceSchema });

/** Replies that only say it worked: `{ status: 'success' }`. */
export const StatusReplySchema = v.object({ status: SuccessStatus });

/** The page of a list the server pages (orders, acts, reports). */
export const PaginationSchema = v.object({ page: Id, perpage: Id, total: Num0, pages: Num0 });


// ---- Account, communication, visitors ----------------------------------------

export const UserReplySchema = v.object({ status: SuccessStatus, user: UserSchema });

export const ChatMessageSchema = v.object({
  id: Id,
  /** 'cid…' is the customer, anything else a manager (spec 3). */
  from_whom: Text,
  message: Text,
  created_at: OptText,
});

export const ChatMessagesReplySchema = v.object({
  messages: list(ChatMessageSchema),
  /** Our addition (docs/api.md): the user's read position on the server; 0 from a server without it. */
  read: v.nullish(Id, 0),
});
export const ChatReadReplySchema = v.object({ status: SuccessStatus, read: Id });
export const ChatSendReplySchema = v.object({ status: SuccessStatus, message: ChatMessageSchema });

/** Spec 7 `material`: a site material (news); the top news line is one. */
export const MaterialSchema = v.object({ id: Id, header: Text, anons: v.nullish(v.string(), ''), body: v.nullish(v.string(), '') });
/** `material` without an id: the user's top news line, null when there is none (docs/api.md). */
export const MaterialReplySchema = v.object({ material: v.nullable(MaterialSchema) });

/** /registration answers `status`, /registration/ answers `state` (spec 7); both carry a message. */
export const RegistrationReplySchema = v.object({
  status: v.optional(v.string()),
  state: v.optional(v.string()),
  message: OptText,
});

/** /ajax/checkuser/ (spec 7, user_email): whether the e-mail is registered already, and the text to show. */
export const CheckUserReplySchema = v.object({ exists: Flag, message: OptText });

/** /reminder/: spec 7 "success result 1". */
export const ReminderReplySchema = v.object({
  result: Num,
  message: OptText,
});
