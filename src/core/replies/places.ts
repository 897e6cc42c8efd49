/**
 * Reply schemas of one area: Addresses, consignees and notification settings.
 * Built from the shared shapes of core/schemas.ts and kept apart from them
 * so they are bundled with their calls (core/api/), not with every page's
 * runtime. (History and places still ride in the runtime today:
 * vite.standalone.config.ts puts there what two tags' calls share.)
 */
import * as v from 'valibot';
import { AddressSchema, Flag, Id, list, Num0, OptText, SuccessStatusSchema as SuccessStatus, Text } from '../schemas';

export const AddressListSchema = v.object({ addresses: list(AddressSchema) });
export const AddressReplySchema = v.object({ address: AddressSchema });
export const RemovedReplySchema = v.object({ status: SuccessStatus, removed: list(Id) });
export const AddressSuggestSchema = v.object({
  region: v.nullish(v.object({ id: Id, header: Text }), null),
  suggestions: list(v.object({ full_address: Text, postindex: OptText })),
});
export const ConsigneeFileSchema = v.object({ name: Text, type: OptText, size: Num0, url: Text });
export const ConsigneeSchema = v.object({ id: Id, surname: Text, name: Text, file: v.nullish(ConsigneeFileSchema, null) });
export const ConsigneeListSchema = v.object({ consignees: list(ConsigneeSchema) });
export const ConsigneeReplySchema = v.object({ consignee: ConsigneeSchema });
export const NotificationSchema = v.object({ id: Id, value: Text, enabled: Flag });
export const CustomerSettingsSchema = v.object({
  notification: v.object({ newsletter: Flag }),
  notifications: list(NotificationSchema),
});
export const NotifyReplySchema = v.object({ status: SuccessStatus, notification: v.optional(NotificationSchema) });
export const NewsletterReplySchema = v.object({ status: SuccessStatus, notification: v.optional(v.object({ newsletter: Flag })) });
