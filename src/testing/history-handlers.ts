import type { HttpHandler } from 'msw';
import type { FakeActs } from './acts';
import { actHandlers } from './handlers/acts';
import { draftHandlers } from './handlers/drafts';
import { historyHandlers } from './handlers/history';
import { makeCtx, type FakeServerOptions } from './handlers/http';
import { reportHandlers } from './handlers/reports';
import { placesHandlers } from './handlers/places';
import type { FakePlaces } from './places';
import type { FakeDrafts } from './drafts';
import type { FakeHistory } from './history';
import type { FakeState } from './state';

/** The order history calls over `history`; repeats fill `state`'s basket. Put them before createHandlers(state). */
export function createHistoryHandlers(state: FakeState, history: FakeHistory, options: FakeServerOptions = {}): HttpHandler[] {
  return historyHandlers(makeCtx(state, options), history);
}

/** The drafts calls over `drafts`; repeats fill `state`'s basket. Put them before createHandlers(state). */
export function createDraftHandlers(state: FakeState, drafts: FakeDrafts, options: FakeServerOptions = {}): HttpHandler[] {
  return draftHandlers(makeCtx(state, options), drafts);
}

/** The purchased-goods reports summed from `history`'s orders; row adds fill `state`'s basket. Put them before createHandlers(state). */
export function createReportHandlers(state: FakeState, history: FakeHistory, options: FakeServerOptions = {}): HttpHandler[] {
  return reportHandlers(makeCtx(state, options), history);
}

/** The account's addresses, consignees and notification settings over `places`. Put them before createHandlers(state). */
export function createPlacesHandlers(state: FakeState, places: FakePlaces, options: FakeServerOptions = {}): HttpHandler[] {
  return placesHandlers(makeCtx(state, options), places);
}

/** The reconciliation acts calls over `acts`. Put them before createHandlers(state). */
export function createActHandlers(state: FakeState, acts: FakeActs, options: FakeServerOptions = {}): HttpHandler[] {
  return actHandlers(makeCtx(state, options), acts);
}
