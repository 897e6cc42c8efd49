/** The logged-in layout's chrome: the top news line and the demo intro's flag. */
import * as s from '../schemas';
import type { MaterialReply, StatusReply } from '../types';
import type { CallOpts } from './client';
import * as v from 'valibot';
import { apiCall, siteCall } from './client';

/** Spec 7 `material : id`. Without an id: the user's top news line (the newest not hidden), or null. */
export function material(id?: number, opts: CallOpts = {}): Promise<MaterialReply> {
  return apiCall('material', { ...opts, ...(id === undefined ? {} : { id }), schema: s.MaterialReplySchema });
}

/** Spec 7 `hidetopnews : id`: hidden for this user on every page (kept by the server). */
export function hideTopNews(id: number, opts: CallOpts = {}): Promise<StatusReply> {
  return apiCall('hidetopnews', { ...opts, body: { id }, schema: s.StatusReplySchema });
}

/** Our addition (docs/api.md): the demo intro was closed; this session does not show it again. */
export function demoIntroSeen(opts: CallOpts = {}): Promise<StatusReply> {
  return apiCall('demoIntroSeen', { ...opts, body: {}, schema: s.StatusReplySchema });
}

/** The legacy demo first-login fragment (/ajax/authdemofirstform), to be sanitized (DOMPurify) before insertion. */
export function demoIntroHtml(opts: CallOpts = {}): Promise<string> {
  return siteCall('/ajax/authdemofirstform', { ...opts, schema: v.string() });
}
