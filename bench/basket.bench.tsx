/**
 * Basket benchmark (npm run bench): <b2b-basket>'s table against a naive one
 * (whole-state subscription, every row rendered, nothing memoised) over the
 * same page stores, the same 2,000-line basket and the same cells, in
 * Chromium. Prints a table; it asserts only that both rendered, never a time.
 *
 *  - first render: React's synchronous render + commit of the basket already
 *    in the store (flushSync), and to the next frame (layout and paint);
 *  - one quantity edit: the store's optimistic update through React's commit
 *    (flushSync), median of EDITS edits, and how many rows re-rendered;
 *  - round trip: rows re-rendered while those edits are sent and the server's
 *    full basket replies are applied.
 * Rows are counted by wrapping the articul column's cell: one call per row render.
 */
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { Children, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import { resetInFlight } from '../src/core/api/client';
import { getBasketStore, getSessionStore, resetPageStores } from '../src/stores/page';
import type { LineKey } from '../src/stores/basket-types';
import { createHandlers, createState, seedBasket } from '../src/testing';
import type { Column } from '../src/ui/data-table';
import { StyleRoot } from '../src/ui/StyleRoot';
import { Basket } from '../src/widgets/basket';
import { basketColumns, type BasketRow } from '../src/widgets/basket/basket-columns';
import { basketStyles } from '../src/widgets/basket/basket-styles';
import { NaiveBasketTable } from './naive-basket';

const LINES = 2000;
const EDITS = 20;
const RUNS = 3;

const worker = setupWorker();
const NO_PHOTO = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
});
afterAll(() => worker.stop());

/** Row renders per line key, counted through the articul column's cell. */
const renders = new Map<string, number>();
const articul = basketColumns.find((c) => c.id === 'articul') as Column<BasketRow>;
const cell = articul.cell;
articul.cell = (row) => {
  if (row) renders.set(row.key, (renders.get(row.key) ?? 0) + 1);
  return cell(row);
};

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => ms.toFixed(1);

/** A fresh fake server and page stores holding the 2,000-line basket. */
async function loadedBasket() {
  resetPageStores();
  resetInFlight();
  worker.resetHandlers();
  worker.use(
    http.get('/dbpics/:file', () => new HttpResponse(null, { status: 404 })),
    http.get('/img/no_photo.gif', () => new HttpResponse(NO_PHOTO, { headers: { 'Content-Type': 'image/gif' } })),
    ...createHandlers(seedBasket(createState(), LINES)),
  );
  const basket = getBasketStore();
  await Promise.all([basket.load(), getSessionStore().ensureLoaded()]);
  expect(basket.getState().count.products).toBe(LINES);
  return basket;
}

interface Result {
  firstSync: number;
  firstPaint: number;
  domRows: number;
  editMs: number;
  rowsPerEdit: number;
  roundTripRows: number;
}

async function measure(ui: ReactNode): Promise<Result> {
  const basket = await loadedBasket();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  renders.clear();
  const t0 = performance.now();
  flushSync(() => root.render(<StyleRoot css={basketStyles}>{ui}</StyleRoot>));
  const firstSync = performance.now() - t0;
  await frame();
  const firstPaint = performance.now() - t0;
  const domRows = host.querySelectorAll('tbody tr:not([aria-hidden])').length;
  // Let the widget's own start-up requests (delivery lists) land before editing.
  await sleep(300);
  await frame();

  const visible = [...host.querySelectorAll('tbody tr:not([aria-hidden])')].length;
  expect(visible).toBeGreaterThan(0);
  const keys = [...renders.keys()].slice(0, EDITS) as LineKey[];
  const times: number[] = [];
  const rows: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const key = keys[i % keys.length]!;
    const qnt = basket.getState().lines[key]!.line.qnt;
    renders.clear();
    const t = performance.now();
    flushSync(() => basket.setQuantity(key, qnt + 1));
    times.push(performance.now() - t);
    rows.push(renders.size);
    await frame();
  }
  renders.clear();
  await basket.flush();
  await sleep(200);
  const roundTripRows = renders.size;

  root.unmount();
  host.remove();
  return { firstSync, firstPaint, domRows, editMs: median(times), rowsPerEdit: median(rows), roundTripRows };
}

async function best(ui: () => ReactNode): Promise<Result> {
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(ui()));
  const pick = (f: (r: Result) => number) => median(runs.map(f));
  return {
    firstSync: pick((r) => r.firstSync),
    firstPaint: pick((r) => r.firstPaint),
    domRows: pick((r) => r.domRows),
    editMs: pick((r) => r.editMs),
    rowsPerEdit: pick((r) => r.rowsPerEdit),
    roundTripRows: pick((r) => r.roundTripRows),
  };
}

/** Development React warns about list items without keys; production React does not. */
function reactBuild(): string {
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(<ul>{Children.toArray([<li />, <li />]).map((c) => [c])}{[<li />, <li />]}</ul>));
  root.unmount();
  console.error = original;
  return errors.length ? 'development' : 'production';
}

test(`basket: ${LINES} lines, widget vs naive table`, async () => {
  const widget = await best(() => <Basket />);
  const naive = await best(() => <NaiveBasketTable />);
  expect(widget.domRows).toBeGreaterThan(0);
  expect(naive.domRows).toBe(LINES);

  const rows = [
    ['', '<b2b-basket> (virtualised, narrow selectors)', 'naive (all rows, whole-state subscription)'],
    [`first render, sync render+commit (ms)`, fmt(widget.firstSync), fmt(naive.firstSync)],
    [`first render, to next frame (ms)`, fmt(widget.firstPaint), fmt(naive.firstPaint)],
    ['table rows in the DOM', String(widget.domRows), String(naive.domRows)],
    [`one quantity edit, commit (ms, median of ${EDITS})`, fmt(widget.editMs), fmt(naive.editMs)],
    ['rows re-rendered by one edit', String(widget.rowsPerEdit), String(naive.rowsPerEdit)],
    [`rows re-rendered while ${EDITS} edits are sent and applied`, String(widget.roundTripRows), String(naive.roundTripRows)],
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const table = [line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
  console.log(
    `\nBasket benchmark: ${LINES} lines, Chromium ${navigator.userAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?'}, React ${reactBuild()} build, median of ${RUNS} runs\n${table}\n`,
  );
  // For the one summary table of `npm run bench` (scripts/bench.mjs).
  await commands.writeFile('.vitest-reports/basket-bench.json', JSON.stringify({ lines: LINES, rows: rows.slice(1) }, null, 2));
});
