/**
 * Reply schemas of one area: Reconciliation acts (docs/api.md "Reconciliation acts").
 * Built from the shared shapes of core/schemas.ts and kept apart from them
 * so they are bundled with their calls (core/api/), not with every page's
 * runtime. (History and places still ride in the runtime today:
 * vite.standalone.config.ts puts there what two tags' calls share.)
 */
import * as v from 'valibot';
import { ContractSchema, Id, list, NullableText, Num0, OptText, PaginationSchema, SuccessStatusSchema as SuccessStatus, Text } from '../schemas';

export const ActStateSchema = v.picklist(['requested', 'processing', 'ready', 'refused']);

/** Spec 3's act (id, contract_id, contragent_id, startdate, enddate) and our additions. */
export const ActSchema = v.object({
  id: Id,
  contract_id: Id,
  contragent_id: v.nullish(Id, null),
  startdate: Text,
  enddate: Text,
  contract: OptText,
  contragent: OptText,
  /** dd.mm.yyyy HH:MM */
  requested: OptText,
  state: ActStateSchema,
  reason: NullableText,
  file: v.nullish(v.object({ link: Text, name: Text }), null),
});

export const ActContragentSchema = v.object({ id: Id, company: Text });

export const ActListSchema = v.object({
  acts: list(ActSchema),
  count: Num0,
  pagination: PaginationSchema,
  contracts: list(ContractSchema),
  contragents: list(ActContragentSchema),
});

export const ActReplySchema = v.object({ status: SuccessStatus, act: ActSchema });
