/**
 * The project order (docs/api.md "Forms"): its lists and the order.
 * Its reply schemas live here, not in core/schemas.ts: only <b2b-project-order>
 * uses them, so they load with its dialog, not with every page's shared runtime.
 */
import * as v from 'valibot';
import type { ProjectLine } from '../rules/project-lines';
import { Id, SuccessStatusSchema, Text } from '../schemas';
import type { CallOpts } from './client';
import { apiCall } from './client';

const ProjectOrderListsSchema = v.object({
  federalDistricts: v.array(v.object({ id: Id, header: Text })),
  regions: v.array(v.object({ id: Id, header: Text, federalDistrict: Id })),
});
const ProjectCitiesSchema = v.object({ cities: v.array(v.object({ id: Id, header: Text, region: Id })) });
const ProjectOrderReplySchema = v.object({ status: SuccessStatusSchema, id: Id });

export interface ProjectOrderLists {
  federalDistricts: { id: number; header: string }[];
  regions: { id: number; header: string; federalDistrict: number }[];
}

export interface City {
  id: number;
  header: string;
  region: number;
}

/** GET projectOrderLists: every federal district and region (the form filters regions by district). */
export function projectOrderLists(opts: CallOpts = {}): Promise<ProjectOrderLists> {
  return apiCall('projectOrderLists', { ...opts, verb: 'GET', schema: ProjectOrderListsSchema });
}

/** GET projectCities: cities as typed, in the region when given (prefix matches first). */
export async function projectCities(keyword: string, region: number | null, opts: CallOpts = {}): Promise<City[]> {
  const reply = await apiCall('projectCities', { ...opts, verb: 'GET', query: { keyword, region }, schema: ProjectCitiesSchema });
  return reply.cities;
}

/** Spec 3: partner, eventRegion, eventFederalDistrict, event city; with its contract, comment and lines. */
export interface ProjectOrderRequest {
  partner: string;
  eventFederalDistrict: number;
  eventRegion: number;
  eventCity: string;
  contract?: number;
  comment: string;
  /** Every line of the grid, in order: the portal numbers them as the form does. */
  lines: ProjectLine[];
}

/** POST projectOrder: the saved order's id; a refused line comes back as an ApiError whose body has `line`. */
export function sendProjectOrder(req: ProjectOrderRequest, opts: CallOpts = {}): Promise<{ id: number }> {
  return apiCall('projectOrder', { ...opts, body: req, schema: ProjectOrderReplySchema });
}

