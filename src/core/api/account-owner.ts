/**
 * The account page's owner side (docs/api.md "Account"): counterparties,
 * sub-managers, the contracts tree of the manager form and price politics. Saves
 * are POSTs: never retried, never shared.
 */
import * as v from 'valibot';
import { Flag, Id, list, Num, Num0, OptText, StatusReplySchema, Text } from '../schemas';
import type { CallOpts } from './client';
import { apiCall } from './client';

// The replies' shapes (docs/api.md "Account"). Here, not in schemas.ts: that module is in the
// runtime every page loads, these only with the account widgets (budgets.config.mjs).

const ContragentSchema = v.object({
  id: Id,
  company: Text,
  inn: Text,
  kpp: OptText,
  /** '1'/'0' as the legacy sends it. */
  enabled: Flag,
  duplicate: Flag,
});
const ContragentListSchema = v.object({ contragents: list(ContragentSchema), count: Num0 });
const ContragentReplySchema = v.object({ contragent: ContragentSchema });
const ManagerSchema = v.object({
  id: Id,
  login: Text,
  name: Text,
  email: Text,
  phone: OptText,
  enabled: Flag,
  type_id: v.nullish(Id, 2),
  contracts: list(v.object({ id: Id, header: Text })),
  addresses: list(Id),
});
const ManagerListSchema = v.object({ managers: list(ManagerSchema), count: Num0 });
const ManagerReplySchema = v.object({ manager: ManagerSchema, passwordSentTo: v.optional(Text) });
const ContragentContractsSchema = v.object({
  contragents: list(
    v.object({ id: Id, company: Text, contracts: list(v.object({ id: Id, header: Text, isChecked: Flag })) }),
  ),
  /** Our addition: the customer's delivery addresses, checked for this manager. */
  addresses: list(v.object({ id: Id, full_address: Text, isChecked: Flag })),
});
const PricePolicySchema = v.object({
  contract: Id,
  header: Text,
  kind: v.picklist(['discount', 'markup']),
  percent: Num,
});
const PricePoliticsSchema = v.object({
  manager: v.object({ id: Id, name: Text }),
  policies: list(PricePolicySchema),
});
const AccountSectionsSchema = v.object({ sections: list(Text) });

export type Contragent = v.InferOutput<typeof ContragentSchema>;
export type Manager = v.InferOutput<typeof ManagerSchema>;
export type ManagerChoices = v.InferOutput<typeof ContragentContractsSchema>;
export type ContragentContracts = ManagerChoices['contragents'][number];
export type PricePolicy = v.InferOutput<typeof PricePolicySchema>;
export type PricePolitics = v.InferOutput<typeof PricePoliticsSchema>;

export interface ContragentForm {
  company: string;
  inn: string;
  kpp: string;
}

export interface ManagerForm {
  login: string;
  email: string;
  name: string;
  phone: string;
  type_id: number;
  contracts: number[];
  addresses: number[];
}

export type RowAction = 'activate' | 'deactivate' | 'delete';
export type ManagerAction = 'enable' | 'disable' | 'delete';

/** GET account: the sections of the account page the user may use. */
export async function getAccountSections(opts: CallOpts = {}): Promise<string[]> {
  return (await apiCall('account', { ...opts, schema: AccountSectionsSchema })).sections;
}

export async function getContragents(opts: CallOpts = {}): Promise<Contragent[]> {
  return (await apiCall('contragent', { ...opts, schema: ContragentListSchema })).contragents;
}

/** POST contragent (new) or contragent/{id}: 'success', or an ApiError with the server's message. */
export async function saveContragent(id: number | null, form: ContragentForm, opts: CallOpts = {}): Promise<Contragent> {
  return (await apiCall('contragent', { ...opts, id: id ?? undefined, body: form, schema: ContragentReplySchema })).contragent;
}

/** POST account { action, ids }: activate, deactivate or delete counterparties (all or none). */
export function contragentAction(ids: readonly number[], action: RowAction, opts: CallOpts = {}): Promise<unknown> {
  return apiCall('account', { ...opts, body: { action, ids }, schema: StatusReplySchema });
}

export async function getManagers(opts: CallOpts = {}): Promise<Manager[]> {
  return (await apiCall('manager', { ...opts, schema: ManagerListSchema })).managers;
}

export async function saveManager(
  id: number | null,
  form: ManagerForm,
  opts: CallOpts = {},
): Promise<{ manager: Manager; passwordSentTo?: string }> {
  return apiCall('manager', { ...opts, id: id ?? undefined, body: form, schema: ManagerReplySchema });
}

/** POST manager/{id} { enabled }: spec 4's toggle between '0' and '1'. */
export async function setManagerEnabled(id: number, enabled: boolean, opts: CallOpts = {}): Promise<Manager> {
  return (await apiCall('manager', { ...opts, id, body: { enabled: enabled ? '1' : '0' }, schema: ManagerReplySchema })).manager;
}

/** POST manager { action, ids }: enable, disable or delete sub-managers (all or none). */
export function managerAction(ids: readonly number[], action: ManagerAction, opts: CallOpts = {}): Promise<unknown> {
  return apiCall('manager', { ...opts, body: { action, ids }, schema: StatusReplySchema });
}

/** POST getManagerContragentsContracts { manager_id }: 0 for a new manager (nothing checked). */
export function getManagerContragentsContracts(managerId: number | null, opts: CallOpts = {}): Promise<ManagerChoices> {
  return apiCall('getManagerContragentsContracts', { ...opts, body: { manager_id: managerId ?? 0 }, schema: ContragentContractsSchema });
}

export function getPricePolitics(managerId: number, opts: CallOpts = {}): Promise<PricePolitics> {
  return apiCall('pricepolitics', { ...opts, id: managerId, schema: PricePoliticsSchema });
}

export function savePricePolitics(
  managerId: number,
  policies: readonly Pick<PricePolicy, 'contract' | 'kind' | 'percent'>[],
  opts: CallOpts = {},
): Promise<PricePolitics> {
  return apiCall('pricepolitics', { ...opts, id: managerId, body: { policies }, schema: PricePoliticsSchema });
}
