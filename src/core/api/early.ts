/**
 * Data calls started before the widgets' scripts have arrived. On a slow
 * line a widget's first data otherwise waits for its scripts to download
 * and run, then for its own round trip: the loader (a small file that runs
 * first) starts those calls instead, and the API client takes their replies
 * as its first attempt. The two sides are different bundles, so they meet
 * on a global, keyed by the call's URL.
 *
 * Only GETs without a body, only once per URL, and only while fresh: a
 * reply older than EARLY_REPLY_MAX_AGE_MS is dropped and asked for again.
 */

/** Sent with every API call: the portal's CSRF check wants X-Requested-With. */
export const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** A call's reply as read off the wire, before the client checks it (its body's type is told by its text). */
export interface EarlyReply {
  status: number;
  text: string;
}

/** When the call was started (performance.now()), and its reply. */
type Started = readonly [at: number, reply: Promise<EarlyReply>];

/** A snapshot older than this may miss another tab's change: the widget asks again. */
export const EARLY_REPLY_MAX_AGE_MS = 30_000;

const GLOBAL = '__b2bEarlyCalls';
type Holder = { [GLOBAL]?: Map<string, Started> };
const started = (): Map<string, Started> => ((globalThis as Holder)[GLOBAL] ??= new Map());

/** Starts a GET of `url` now (once), for the client to take later. */
export function startEarly(url: string): void {
  const calls = started();
  if (calls.has(url)) return;
  const reply = fetch(url, { headers: API_HEADERS, credentials: 'include' }).then(async (res) => ({ status: res.status, text: await res.text() }));
  // Nobody may take it (the tag's script failed): its failure is nobody's error.
  reply.catch(() => undefined);
  calls.set(url, [performance.now(), reply]);
}

/** The reply of an early GET of `url`, once; undefined when none was started or it is too old. */
export function takeEarly(url: string): Promise<EarlyReply> | undefined {
  const calls = (globalThis as Holder)[GLOBAL];
  const call = calls?.get(url);
  if (!call) return undefined;
  calls!.delete(url);
  return performance.now() - call[0] > EARLY_REPLY_MAX_AGE_MS ? undefined : call[1];
}
