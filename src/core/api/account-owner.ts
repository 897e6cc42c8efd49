/**
 * The account page's owner side (docs/api.md "Account", issue 21): counterparties,
 * sub-managers, the contracts tree of the manager form and price politics. Saves
 * are POSTs: never retried, never shared.
 */
import type * as v from 'valibot';
import * as s from '../schemas';
import type { CallOpts } from './catalog';
import { apiCall } from './client';

export type Contragent = v.InferOutput<typeof s.ContragentSchema>;
export type Manager = v.InferOutput<typeof s.ManagerSchema>;
export type ManagerChoices = v.InferOutput<typeof s.ContragentContractsSchema>;
export type ContragentContracts = ManagerChoices['contragents'][number];
export type PricePolicy = v.InferOutput<typeof s.PricePolicySchema>;
export type PricePolitics = v.InferOutput<typeof s.PricePoliticsSchema>;

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
  return (await apiCall('account', { ...opts, schema: s.AccountSectionsSchema })).sections;
}

export async function getContragents(opts: CallOpts = {}): Promise<Contragent[]> {
  return (await apiCall('contragent', { ...opts, schema: s.ContragentListSchema })).contragents;
}

/** POST contragent (new) or contragent/{id}: 'success', or an ApiError with the server's message. */
export async function saveContragent(id: number | null, form: ContragentForm, opts: CallOpts = {}): Promise<Contragent> {
  return (await apiCall('contragent', { ...opts, id: id ?? undefined, body: form, schema: s.ContragentReplySchema })).contragent;
}

/** POST account { action, ids }: activate, deactivate or delete counterparties (all or none). */
export function contragentAction(ids: readonly number[], action: RowAction, opts: CallOpts = {}): Promise<unknown> {
  return apiCall('account', { ...opts, body: { action, ids }, schema: s.StatusReplySchema });
}

export async function getManagers(opts: CallOpts = {}): Promise<Manager[]> {
  return (await apiCall('manager', { ...opts, schema: s.ManagerListSchema })).managers;
}

export async function saveManager(
  id: number | null,
  form: ManagerForm,
  opts: CallOpts = {},
): Promise<{ manager: Manager; passwordSentTo?: string }> {
  return apiCall('manager', { ...opts, id: id ?? undefined, body: form, schema: s.ManagerReplySchema });
}

/** POST manager/{id} { enabled }: spec 4's toggle between '0' and '1'. */
export async function setManagerEnabled(id: number, enabled: boolean, opts: CallOpts = {}): Promise<Manager> {
  return (await apiCall('manager', { ...opts, id, body: { enabled: enabled ? '1' : '0' }, schema: s.ManagerReplySchema })).manager;
}

/** POST manager { action, ids }: enable, disable or delete sub-managers (all or none). */
export function managerAction(ids: readonly number[], action: ManagerAction, opts: CallOpts = {}): Promise<unknown> {
  return apiCall('manager', { ...opts, body: { action, ids }, schema: s.StatusReplySchema });
}

/** POST getManagerContragentsContracts { manager_id }: 0 for a new manager (nothing checked). */
export function getManagerContragentsContracts(managerId: number | null, opts: CallOpts = {}): Promise<ManagerChoices> {
  return apiCall('getManagerContragentsContracts', { ...opts, body: { manager_id: managerId ?? 0 }, schema: s.ContragentContractsSchema });
}

export function getPricePolitics(managerId: number, opts: CallOpts = {}): Promise<PricePolitics> {
  return apiCall('pricepolitics', { ...opts, id: managerId, schema: s.PricePoliticsSchema });
}

export function savePricePolitics(
  managerId: number,
  policies: readonly Pick<PricePolicy, 'contract' | 'kind' | 'percent'>[],
  opts: CallOpts = {},
): Promise<PricePolitics> {
  return apiCall('pricepolitics', { ...opts, id: managerId, body: { policies }, schema: s.PricePoliticsSchema });
}
