/**
 * The server shapes of docs/api.md as TypeScript types, inferred from the
 * valibot schemas so a type and its runtime check can never disagree.
 * Request bodies (which we send, not validate) are plain interfaces.
 */
import type * as v from 'valibot';
import type * as s from './schemas';
import type * as actsReplies from './replies/acts';
import type * as historyReplies from './replies/history';
import type * as listReplies from './replies/lists';
import type * as placesReplies from './replies/places';
import type * as pricelistReplies from './replies/pricelist';
import type { AvailabilityType } from './constants';

export type { CatalogNode } from './schemas';

export type Contract = v.InferOutput<typeof s.ContractSchema>;
export type Warehouse = v.InferOutput<typeof s.WarehouseSchema>;
export type Stock = v.InferOutput<typeof s.StockSchema>;
export type Param = v.InferOutput<typeof s.ParamSchema>;
export type Variant = v.InferOutput<typeof s.VariantSchema>;
export type Product = v.InferOutput<typeof s.ProductSchema>;
export type ProductTab = v.InferOutput<typeof s.ProductTabSchema>;
export type ProductWithTabs = v.InferOutput<typeof s.ProductWithTabsSchema>;
export type LineType = v.InferOutput<typeof s.LineTypeSchema>;
export type BasketLine = v.InferOutput<typeof s.BasketLineSchema>;
export type BasketCount = { products: number };
export type BasketData = v.InferOutput<typeof s.BasketDataSchema>;
export type User = v.InferOutput<typeof s.UserSchema>;
export type UserRole = User['role'];

export type InitData = v.InferOutput<typeof s.InitDataSchema>;
export type FilterInitData = v.InferOutput<typeof s.FilterInitSchema>;
export type SetContractReply = v.InferOutput<typeof s.SetContractReplySchema>;
export type Facet = v.InferOutput<typeof s.FacetSchema>;
export type Brand = Facet;
export type FilterReply = v.InferOutput<typeof s.FilterReplySchema>;
export type ProductsReply = v.InferOutput<typeof s.ProductsReplySchema>;
export type SiteSearchItem = v.InferOutput<typeof s.SiteSearchItemSchema>;
export type SiteSearchReply = v.InferOutput<typeof s.SiteSearchReplySchema>;
export type ProductReply = v.InferOutput<typeof s.ProductReplySchema>;
export type BindsReply = v.InferOutput<typeof s.BindsReplySchema>;
export type GoodsPage = v.InferOutput<typeof s.GoodsPageSchema>;
export type RootCategoriesReply = v.InferOutput<typeof s.RootCategoriesSchema>;
export type RootCategory = RootCategoriesReply['categories'][number];

export type Delivery = v.InferOutput<typeof s.DeliverySchema>;
export type Company = v.InferOutput<typeof s.CompanySchema>;
export type CompanyAddress = v.InferOutput<typeof s.CompanyAddressSchema>;
export type DeliveryKind = v.InferOutput<typeof s.DeliveryKindSchema>;
export type DeliveryChoice = v.InferOutput<typeof s.DeliveryChoiceSchema>;
export type SetDeliveryReply = v.InferOutput<typeof s.SetDeliveryReplySchema>;
export type Address = v.InferOutput<typeof s.AddressSchema>;
export type AddressSuggestion = v.InferOutput<typeof placesReplies.AddressSuggestSchema>['suggestions'][number];
export type Consignee = v.InferOutput<typeof placesReplies.ConsigneeSchema>;
export type Notification = v.InferOutput<typeof placesReplies.NotificationSchema>;
export type CustomerSettings = v.InferOutput<typeof placesReplies.CustomerSettingsSchema>;
export type BasketTableInit = v.InferOutput<typeof s.BasketTableInitSchema>;
export type ProcessBasketReply = v.InferOutput<typeof s.ProcessBasketReplySchema>;
export type ProductSetError = v.InferOutput<typeof s.ProductSetErrorSchema>;
export type ProductSetReply = v.InferOutput<typeof s.ProductSetReplySchema>;
export type AddToDraftReply = v.InferOutput<typeof s.AddToDraftReplySchema>;
export type CreateOrderReply = v.InferOutput<typeof s.CreateOrderReplySchema>;
export type StatusReply = v.InferOutput<typeof s.StatusReplySchema>;

export type OrderState = v.InferOutput<typeof historyReplies.OrderStateSchema>;
export type ProjectStatus = v.InferOutput<typeof historyReplies.ProjectStatusSchema>;
export type Order = v.InferOutput<typeof historyReplies.OrderSchema>;
export type OrderList = v.InferOutput<typeof historyReplies.OrderListSchema>;
export type OrderLine = v.InferOutput<typeof historyReplies.OrderLineSchema>;
export type OrderChoices = v.InferOutput<typeof historyReplies.OrderChoicesSchema>;
export type OrderDetail = v.InferOutput<typeof historyReplies.OrderDetailSchema>['order'];
export type PreviewLine = v.InferOutput<typeof historyReplies.PreviewLineSchema>;
export type RepeatReply = v.InferOutput<typeof historyReplies.RepeatReplySchema>;
export type Pagination = v.InferOutput<typeof s.PaginationSchema>;
export type Draft = v.InferOutput<typeof historyReplies.DraftSchema>;
export type DraftList = v.InferOutput<typeof historyReplies.DraftListSchema>;
export type ProductList = v.InferOutput<typeof listReplies.ProductListSchema>;
export type DraftDetail = v.InferOutput<typeof historyReplies.DraftDetailSchema>['draft'];
export type { PurchasedReply, PurchasedRow } from './api/reports';
/** A line ticked in the repeat preview, with the buyer's quantity. */
export interface RepeatLine {
  type: LineType;
  id: number;
  qnt: number;
}

export type UserReply = v.InferOutput<typeof s.UserReplySchema>;
export type ChatMessage = v.InferOutput<typeof s.ChatMessageSchema>;
export type ChatMessagesReply = v.InferOutput<typeof s.ChatMessagesReplySchema>;
export type ChatSendReply = v.InferOutput<typeof s.ChatSendReplySchema>;
export type ChatReadReply = v.InferOutput<typeof s.ChatReadReplySchema>;
export type Material = v.InferOutput<typeof s.MaterialSchema>;
export type MaterialReply = v.InferOutput<typeof s.MaterialReplySchema>;
export type RegistrationReply = v.InferOutput<typeof s.RegistrationReplySchema>;

// ---- Requests ------------------------------------------------------------------

/** POST filter (docs/api.md); every field optional, the server fills defaults. */
export interface FilterRequest {
  origin?: 'catalog' | 'additional';
  available?: 0 | 1;
  brand?: string[];
  catalog?: number;
  contract?: number;
  warehouse?: number;
  perpage?: number;
  byprice?: 0 | 1;
  minprice?: number;
  maxprice?: number;
  filter?: 'hit' | 'novelty' | 'spec';
  search_range?: 'all' | 'articul' | 'header';
  page?: number;
  query?: string;
  /** 'price_rrc_desc' style: see rules/sort.ts sortingParam(). */
  sorting?: string;
  tags?: string[];
}

export interface SearchRequest {
  keyword: string;
  contract?: number;
  wms?: number;
}

export interface GoodsRequest {
  contract?: number;
  catalog?: number;
  page?: number;
  perpage?: number;
}

export interface ProcessBasketRequest {
  id: number;
  qnt: number;
  wms: number;
  type: LineType;
  contract: number;
  payload?: string | null;
}

/** Set one line's quantity, or several at once; qnt 0 removes the line. */
export type ProcessBasketUpdateRequest =
  | { id: number; qnt: number; type: LineType; wms?: number; contract?: number }
  | { items: { id: number; type: LineType; qnt: number }[] };

export interface ProductSetRequest {
  contract: number;
  wms?: number;
  products: { id: number; qnt: number; type?: LineType }[];
}

/** POST order (docs/api.md): places the basket of `contract` as an order. */
export interface CreateOrderRequest {
  contract: number;
  warehouse: number;
  /** Delivery method id; the spec's default is '3'. */
  delivery: string;
  /** Delivery company and its address, when the method needs them. */
  company?: number;
  address?: number;
  /** Legacy 'type address' choice of the basket table. */
  typeAddress?: string;
  /** Delivery date, dd.mm.yyyy. */
  date: string;
  /** Invoicing: 1 single invoice, 2 separate, 3 in-stock only (spec 3). */
  availability: AvailabilityType;
  comment?: string;
  /**
   * One key per attempt to send this basket (our addition): a repeated request
   * with the same key answers with the order already placed, never a second one.
   */
  key?: string;
}

/** Legacy POST /ajax/setdelivery/: `id` is the delivery method; the rest is our addition. */
export interface SetDeliveryRequest {
  id: string;
  company?: number | null;
  address?: number | null;
  typeAddress?: string;
}

export interface CallbackRequest {
  phone: string;
  firstname: string;
}

export interface LoginRequest {
  login: string;
  password: string;
  /**
   * Our addition: a login from the site's dialog. A demo user then owes the demo
   * intro, which the page shows once it reloads logged in (scripts leave it out).
   */
  intro?: boolean;
}

/** Registration form fields (spec 3), sent as multipart with the file. */
export interface RegistrationRequest {
  surname: string;
  name: string;
  patronymic?: string;
  phone: string;
  email: string;
  company: string;
  inn: string;
  city: string;
  region: string;
  region_other?: string;
  captcha: string;
  file?: Blob | null;
}

// Price list and uploads
export type PriceListReply = v.InferOutput<typeof pricelistReplies.PriceListReplySchema>;
export type PriceItem = v.InferOutput<typeof pricelistReplies.PriceItemSchema>;
export type UploadLineStatus = v.InferOutput<typeof pricelistReplies.UploadLineStatusSchema>;
export type UploadLine = v.InferOutput<typeof pricelistReplies.UploadLineSchema>;
export type UploadReply = v.InferOutput<typeof pricelistReplies.UploadReplySchema>;
export type AddFromPricelistReply = v.InferOutput<typeof pricelistReplies.AddFromPricelistReplySchema>;
/** Price list request (spec 3): categories, available, contract. */
export interface PriceListRequest {
  categories: number[];
  available: 0 | 1;
  contract?: number;
  /** Our addition: the choose-all flag (spec 4), so the portal takes every section, present and future. */
  all?: 0 | 1;
}
// Reconciliation acts
export type Act = v.InferOutput<typeof actsReplies.ActSchema>;
export type ActList = v.InferOutput<typeof actsReplies.ActListSchema>;
export type ActContragent = v.InferOutput<typeof actsReplies.ActContragentSchema>;
/** POST act (spec 3 Act): the contract, the counterparty and the period, dd.mm.yyyy. */
export interface ActRequest {
  contract: number;
  contragent: number | null;
  startdate: string;
  enddate: string;
}
