/**
 * Reply schemas of one area: Order history and drafts (docs/api.md
 * "Orders", "Drafts"; the lists of goods are replies/lists.ts).
 * Built from the shared shapes of core/schemas.ts and kept apart from them
 * so they are bundled with their calls (core/api/), not with every page's
 * runtime. (History and places still ride in the runtime today:
 * vite.standalone.config.ts puts there what two tags' calls share.)
 */
import * as v from 'valibot';
import { ContractSchema, CountSchema, Flag, Id, LineTypeSchema, list, NullableText, Num, Num0, OptText, PaginationSchema, SuccessStatusSchema as SuccessStatus, Text } from '../schemas';

export const OrderStateSchema = v.object({ id: Id, header: Text, marker: NullableText });
export const ProjectStatusSchema = v.object({ id: Id, header: Text });

export const OrderSchema = v.object({
  id: Id,
  number: Text,
  date: OptText,
  contract: Id,
  contractHeader: OptText,
  sum: Num0,
  paid: Flag,
  state: Id,
  /** The state's name ('Отменён'). */
  status: OptText,
  marker: NullableText,
  projectStatus: v.nullish(Id, 0),
  projectStatusHeader: OptText,
  deliveryDate: NullableText,
  lines: Num0,
  cancellable: Flag,
});

export const OrderListSchema = v.object({
  orders: list(OrderSchema),
  states: list(OrderStateSchema),
  projectStatuses: list(ProjectStatusSchema),
  contracts: list(ContractSchema),
  count: Num0,
  pagination: PaginationSchema,
  filter: v.optional(v.object({ dateselect: OptText, startDate: OptText, endDate: OptText })),
});

export const OrderLineSchema = v.object({ type: LineTypeSchema, id: Id, articul: OptText, header: OptText, qnt: Num, price: Num0, sum: Num0 });
/** What the buyer chose when placing the order (docs/api.md OrderChoices). */
export const OrderChoicesSchema = v.object({
  placedAt: OptText,
  deliveryId: v.nullish(v.union([Text, v.pipe(v.number(), v.transform(String))]), null),
  deliveryHeader: OptText,
  companyHeader: OptText,
  companyAddress: OptText,
  typeAddress: OptText,
  warehouseHeader: OptText,
  availability: v.nullish(v.picklist([1, 2, 3]), null),
  comment: OptText,
});
export const OrderDetailSchema = v.object({
  order: v.object({ ...OrderSchema.entries, ...OrderChoicesSchema.entries, lines: list(OrderLineSchema) }),
});
export const CancelOrderReplySchema = v.object({ status: SuccessStatus, order: OrderSchema });

export const PreviewLineSchema = v.object({
  type: LineTypeSchema,
  id: Id,
  articul: OptText,
  header: OptText,
  qnt: Num,
  priceThen: v.nullish(Num, null),
  priceNow: v.nullish(Num, null),
  available: Num0,
  withdrawn: Flag,
});

export const OrderPreviewSchema = v.object({ order: OrderSchema, lines: list(PreviewLineSchema) });

export const RepeatReplySchema = v.object({
  status: SuccessStatus,
  count: Num0,
  basket: v.optional(v.object({ count: CountSchema, sum: Num0 })),
});

export const DraftSchema = v.object({
  id: Id,
  header: OptText,
  date: OptText,
  time: OptText,
  contract: v.nullish(Id, null),
  contractHeader: OptText,
  lines: Num0,
  sum: Num0,
});

export const DraftListSchema = v.object({ drafts: list(DraftSchema), count: Num0, pagination: PaginationSchema });
export const DraftDetailSchema = v.object({ draft: v.object({ ...DraftSchema.entries, lines: list(PreviewLineSchema) }) });
export const DraftPreviewSchema = v.object({ draft: DraftSchema, lines: list(PreviewLineSchema) });
export const DraftRenameReplySchema = v.object({ status: SuccessStatus, draft: DraftSchema });
