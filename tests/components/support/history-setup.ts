/**
 * What the order history's screens (orders, purchased goods) test against:
 * the fake server over fresh state with `orders` past orders (one a day) for
 * each test, served by the screen's handlers, from a page address with no
 * query (each screen keeps its filter there).
 */
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { beforeEach } from 'vitest';
import { createHandlers, createHistory, createState, type FakeHistory, type FakeState } from '../../../src/testing';
import { fakeServer } from './fake-server';

export let state: FakeState;
export let history: FakeHistory;
const START = window.location.href.split('?')[0]!;

export function withHistoryServer(orders: number, handlers: (state: FakeState, history: FakeHistory) => RequestHandler[]): SetupWorker {
  const worker = fakeServer();
  beforeEach(() => {
    window.history.replaceState(null, '', START);
    state = createState();
    history = createHistory(state, orders);
    worker.use(...handlers(state, history), ...createHandlers(state));
  });
  return worker;
}
