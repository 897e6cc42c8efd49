/**
 * What the stores need from the server, as plain functions. The stores take an
 * object of this shape (injected), so tests drive them with fakes and the page
 * wires them to src/core/api (see page.ts).
 */
import type {
  BasketData,
  FilterInitData,
  InitData,
  ProcessBasketReply,
  ProcessBasketRequest,
  ProcessBasketUpdateRequest,
  ProductSetReply,
  ProductSetRequest,
  SetContractReply,
} from './types';

export interface RequestOptions {
  /** Aborts a superseded GET (design: "superseded requests are aborted"). */
  signal?: AbortSignal;
}

export interface BasketApi {
  getBasketData(options?: RequestOptions): Promise<BasketData>;
  processBasket(body: ProcessBasketRequest): Promise<ProcessBasketReply>;
  processBasketUpdate(body: ProcessBasketUpdateRequest): Promise<BasketData>;
  clearBasket(): Promise<BasketData>;
  processProductSet(body: ProductSetRequest): Promise<ProductSetReply>;
}

export interface SessionApi {
  initdata(options?: RequestOptions): Promise<InitData>;
  filterinit(options?: RequestOptions): Promise<FilterInitData>;
  setContract(body: { id: number; wms?: number }): Promise<SetContractReply>;
}
