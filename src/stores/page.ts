/**
 * The page's session store (design: "one store per concern, shared per
 * page"), created on first use so importing this module does nothing, and
 * wired to src/core/api. The basket's is in page-basket.ts: a visitor's page
 * reads the session and never needs the basket's code.
 */
import * as catalogCalls from '../core/api/catalog';
import type { SessionApi } from './api';
import { createSessionStore, type SessionStore } from './session';

export const pageSessionApi: SessionApi = {
  initdata: (options) => catalogCalls.initdata(options),
  filterinit: (options) => catalogCalls.filterinit(options),
  setContract: (body) => catalogCalls.setContract(body.id, body.wms),
};

let session: SessionStore | undefined;

export function getSessionStore(): SessionStore {
  session ??= createSessionStore({ api: pageSessionApi });
  return session;
}

/** Page stores kept outside this module (their code loads only with the widgets that use them) forget themselves here too. */
const resetHooks: (() => void)[] = [];
export function onPageStoresReset(reset: () => void): void {
  resetHooks.push(reset);
}

/** Test helper: forget the page's stores (the next get creates fresh ones). */
export function resetPageStores(): void {
  for (const reset of resetHooks) reset();
  session = undefined;
}
