/**
 * Issue 22 (docs/api.md "Forms"): the project order's lists and the order
 * itself; the admin's newsletter (POST /openapi/sendNewsletter, spec 7).
 */
import * as s from '../schemas';
import type { CallOpts } from './catalog';
import { apiCall, siteCall } from './client';
import type { ProjectLine } from '../rules/project-lines';

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
  return apiCall('projectOrderLists', { ...opts, verb: 'GET', schema: s.ProjectOrderListsSchema });
}

/** GET projectCities: cities as typed, in the region when given (prefix matches first). */
export async function projectCities(keyword: string, region: number | null, opts: CallOpts = {}): Promise<City[]> {
  const reply = await apiCall('projectCities', { ...opts, verb: 'GET', query: { keyword, region }, schema: s.ProjectCitiesSchema });
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
  return apiCall('projectOrder', { ...opts, body: req, schema: s.ProjectOrderReplySchema });
}

export interface Newsletter {
  /** Made by the form once per newsletter: sending it again sends nothing twice. */
  id: string;
  header: string;
  anons: string;
  body: string;
}

export interface NewsletterResult {
  /** Letters written (for a repeat: those of the first send). */
  sent: number;
  /** This id was sent before: nothing was sent now. */
  repeated: boolean;
}

/** POST /openapi/sendNewsletter (spec 7), admin only. */
export async function sendNewsletter(letter: Newsletter, opts: CallOpts = {}): Promise<NewsletterResult> {
  const reply = await siteCall('/openapi/sendNewsletter', { ...opts, body: letter, schema: s.NewsletterReplySchema });
  return { sent: reply.sent, repeated: reply.repeated };
}
