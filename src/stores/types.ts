/**
 * The server shapes the stores work with: core's types (inferred from the
 * valibot schemas of docs/api.md), re-exported so stores and core never drift.
 */
export type {
  BasketData,
  BasketLine,
  CatalogNode,
  Contract,
  FilterInitData,
  InitData,
  LineType,
  ProcessBasketReply,
  ProcessBasketRequest,
  ProcessBasketUpdateRequest,
  ProductSetReply,
  ProductSetRequest,
  SetContractReply,
  User,
  Warehouse,
} from '../core/types';
