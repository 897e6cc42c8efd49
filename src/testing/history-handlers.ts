import type { HttpHandler } from 'msw';
import { historyHandlers } from './handlers/history';
import { makeCtx, type FakeServerOptions } from './handlers/http';
import type { FakeHistory } from './history';
import type { FakeState } from './state';

/** The order history calls over `history`; repeats fill `state`'s basket. Put them before createHandlers(state). */
export function createHistoryHandlers(state: FakeState, history: FakeHistory, options: FakeServerOptions = {}): HttpHandler[] {
  return historyHandlers(makeCtx(state, options), history);
}
