/**
 * Shared set-up of the catalogue filter tests: an msw worker over the fake
 * server, a log of every request (path, query, JSON body), fresh page stores,
 * and the page address and catalogId cookie put back after each test (the
 * widget keeps its state in both).
 */
import { afterEach, expect } from 'vitest';
import { render } from 'vitest-browser-react';
import { CatalogFilter, type CatalogFilterProps } from 'b2b-widgets/catalog-filter';
import { removeCookie } from '../../../src/core/cookies';
import { defaultMessages as m } from '../../../src/core/messages';
import type { FilterRequest } from '../../../src/core/types';
import { products, type FakeState } from '../../../src/testing';
import type { SetupWorker } from 'msw/browser';
import { fakePortal, type FakePortal, type LoggedRequest } from '../support/fake-server';

export type Logged = LoggedRequest;

/** The fake portal of the running test: its data (`state`), the requests sent and calls(). */
export let ctx: FakePortal;
export let worker: SetupWorker;
const startAddress = `${window.location.pathname}${window.location.search}`;

export function setupCatalogHarness() {
  ctx = fakePortal();
  worker = ctx.worker;
  afterEach(() => {
    removeCookie('catalogId');
    window.history.replaceState(null, '', startAddress);
  });
}

/** Requests to `/api/{method}/`. */
export function calls(method: string): Logged[] {
  return ctx.calls(method);
}

/** Bodies of the filter requests, oldest first. */
export function filterBodies(): FilterRequest[] {
  return calls('filter').map((r) => r.body as FilterRequest);
}

export function lastFilter(): FilterRequest {
  const all = filterBodies();
  expect(all.length).toBeGreaterThan(0);
  return all[all.length - 1]!;
}

/** Sets the page address's query before the widget mounts (a shared link, a reload). */
export function openAddress(search: string) {
  window.history.replaceState(null, '', `${window.location.pathname}${search}`);
}

export function pageParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

export function renderCatalog(props: CatalogFilterProps = {}) {
  return render(<CatalogFilter {...props} />);
}

export function stateOf(): FakeState {
  return ctx.state;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Screen = Awaited<ReturnType<typeof renderCatalog>>;

/** ФР-00101: 12 in warehouse 1, none in 2. */
export const drill = products.find((p) => p.articul === 'ФР-00101')!;
/** A product's quantity field and «В корзину», by its name. */
export const quantity = (screen: Screen, name: string) => screen.getByRole('spinbutton', { name: m.productQuantityLabel.replace('{header}', name) });
export const addButton = (screen: Screen, name: string) => screen.getByRole('button', { name: m.productAddLabel.replace('{header}', name), exact: true });

/** The list of goods found. */
export const results = (screen: Screen) => screen.getByRole('list', { name: m.catalogResults });

/** Product names in display order. */
export const names = (screen: Screen) =>
  results(screen)
    .getByRole('heading', { level: 3 })
    .elements()
    .map((el) => el.textContent);
