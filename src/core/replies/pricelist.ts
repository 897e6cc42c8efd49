/**
 * Reply schemas of one area: The price list and uploads (docs/api.md "Price list and
 * uploads").
 * Built from the shared shapes of core/schemas.ts and kept apart from them
 * so they are bundled with their calls (core/api/), not with every page's
 * runtime. (History and places still ride in the runtime today:
 * vite.standalone.config.ts puts there what two tags' calls share.)
 */
import * as v from 'valibot';
import { Flag, Id, LineTypeSchema, list, Num, Num0, OptText, Text } from '../schemas';

/** POST getPriceList: the link to the made file (spec 7: price_ZZ_{dd.mm.yyyy}.xlsx). */
export const PriceListReplySchema = v.object({
  link: Text,
  file: OptText,
});

/** A product or variant an upload line stands for, priced for the contract, with the free stock of the warehouse. */
export const PriceItemSchema = v.object({
  id: Id,
  type: v.nullish(LineTypeSchema, 'products'),
  articul: Text,
  header: Text,
  params: OptText,
  price: Num,
  price_rrc: Num0,
  stock: Num0,
  step: v.nullish(Num, 1),
});

export const UploadLineStatusSchema = v.picklist(['found', 'short', 'unknown', 'ambiguous', 'badQuantity', 'duplicate']);

export const UploadLineSchema = v.object({
  line: Id,
  code: OptText,
  qntText: OptText,
  status: UploadLineStatusSchema,
  qnt: v.nullish(Num, null),
  item: v.nullish(PriceItemSchema, null),
  candidates: list(PriceItemSchema),
  available: v.nullish(Num, null),
  summed: list(Id),
  into: v.nullish(Id, null),
  rounded: Flag,
  how: v.nullish(v.picklist(['exact', 'loose']), null),
});

/** uploadsFromFile / uploadsFromBuffer: every line read, each with its status. */
export const UploadReplySchema = v.object({
  lines: list(UploadLineSchema),
  contract: v.nullish(Id, null),
  wms: v.nullish(Id, null),
});

/** addCartFromPricelist: how many lines went in, and the basket's new count. */
export const AddFromPricelistReplySchema = v.object({
  added: Num0,
  count: v.nullish(v.object({ products: Num0 }), () => ({ products: 0 })),
});
