/**
 * An in-memory fake of the portal's API (docs/api.md) as msw 2 handlers, for
 * Storybook and component tests:
 *
 *   const state = createState();               // or seedBasket(createState(), 1000)
 *   worker.use(...createHandlers(state));       // state is mutated by the calls
 *
 * Addresses are relative to the page origin (`/api/...`, `/search/`,
 * `/registration`, `/captcha.php`); in node pass absolute bases in options.
 */
import type { HttpHandler } from 'msw';
import { basketHandlers } from './handlers/basket';
import { catalogHandlers } from './handlers/catalog';
import { communicationHandlers } from './handlers/communication';
import { formHandlers } from './handlers/forms';
import { makeCtx, type FakeServerOptions } from './handlers/http';
import { listHandlers } from './handlers/lists';
import { priceListHandlers } from './handlers/pricelist';
import { sessionHandlers } from './handlers/session';
import { visitorHandlers } from './handlers/visitors';
import { createState, type FakeState } from './state';

export type { FakeServerOptions } from './handlers/http';

export function createHandlers(state: FakeState = createState(), options: FakeServerOptions = {}): HttpHandler[] {
  const ctx = makeCtx(state, options);
  return [
    ...sessionHandlers(ctx),
    ...catalogHandlers(ctx),
    ...basketHandlers(ctx),
    ...listHandlers(ctx),
    ...communicationHandlers(ctx),
    ...visitorHandlers(ctx),
    ...priceListHandlers(ctx),
    ...formHandlers(ctx),
  ];
}
