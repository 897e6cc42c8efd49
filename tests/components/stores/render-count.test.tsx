/**
 * Design rule "selectors are narrow: changing one basket line re-renders that
 * line only", measured in real Chromium on a 1,000-line basket: every row
 * counts its own renders, then one line's quantity changes and goes through
 * the whole round trip (optimistic value, debounce, server reply with a full
 * fresh copy of the basket).
 */
import * as v from 'valibot';
import { afterEach, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createBasketStore, type BasketStore, type LineKey } from '../../../src/stores/basket';
import { BasketDataSchema } from '../../../src/core/schemas';
import type { BasketApi } from '../../../src/stores/api';
import { StoresProvider, useBasketKeys, useBasketLine, useBasketTotals } from '../../../src/stores/react';
import type { BasketData, BasketLine } from '../../../src/stores/types';

const LINES = 1000;

function line(id: number, qnt: number): BasketLine {
  return {
    id,
    type: 'products',
    qnt,
    wms: 1,
    contract: 7,
    payload: null,
    articul: `A-${id}`,
    header: `Товар ${id}`,
    picture: null,
    picturetype: null,
    params: [],
    price: 100,
    price_rrc: 120,
    stock: 1000,
  };
}

/**
 * A server that answers at once; every reply is a fresh copy, as JSON off the
 * wire would be, or (`parsed`) read through the reply schema as core/api does.
 */
function instantServer({ parsed = false } = {}): BasketApi & { lines: Map<number, BasketLine> } {
  const lines = new Map(Array.from({ length: LINES }, (_, i) => [i + 1, line(i + 1, 1)]));
  const fresh = (): BasketData =>
    structuredClone({
      contract: 7,
      contracts: [],
      count: { products: lines.size },
      actualWms: 1,
      items: [...lines.values()],
      sum: 0,
    });
  const data = (): BasketData => (parsed ? v.parse(BasketDataSchema, JSON.parse(JSON.stringify(fresh()))) : fresh());
  const fail = () => Promise.reject(new Error('not used here'));
  return {
    lines,
    getBasketData: () => Promise.resolve(data()),
    processBasketUpdate: (body) => {
      if (!('items' in body)) lines.set(body.id, { ...lines.get(body.id)!, qnt: body.qnt });
      return Promise.resolve(data());
    },
    processBasket: fail,
    clearBasket: fail,
    processProductSet: fail,
  };
}

const rowRenders = new Map<LineKey, number>();
let listRenders = 0;

function Row({ lineKey }: { lineKey: LineKey }) {
  const state = useBasketLine(lineKey);
  rowRenders.set(lineKey, (rowRenders.get(lineKey) ?? 0) + 1);
  if (!state) return null;
  return (
    <tr>
      <td>{state.line.header}</td>
      <td data-testid={`qnt-${lineKey}`} aria-busy={state.pending}>
        {state.line.qnt}
      </td>
    </tr>
  );
}

function BasketList() {
  const keys = useBasketKeys();
  listRenders++;
  return (
    <table>
      <tbody>
        {keys.map((key) => (
          <Row key={key} lineKey={key} />
        ))}
      </tbody>
    </table>
  );
}

function Totals() {
  const { count, sum } = useBasketTotals();
  return (
    <p data-testid="totals">
      {count} / {sum}
    </p>
  );
}

let basket: BasketStore | undefined;
afterEach(() => basket?.dispose());

/** A loaded store over `server`, its list and totals drawn, every line on screen. */
async function renderBasket(server: BasketApi) {
  const store = createBasketStore({ api: server });
  basket = store;
  await store.load();
  const screen = await render(
    <StoresProvider basket={store}>
      <BasketList />
      <Totals />
    </StoresProvider>,
  );
  await expect.element(screen.getByText(`Товар ${LINES}`)).toBeInTheDocument();
  return { screen, store };
}

it('changing one line of 1,000 re-renders only that line', async () => {
  const server = instantServer();
  const { screen, store } = await renderBasket(server);
  expect(rowRenders.size).toBe(LINES);
  await expect.element(screen.getByTestId('totals')).toHaveTextContent(`${LINES} / ${LINES * 100}`);

  rowRenders.clear();
  listRenders = 0;
  const changed: LineKey = 'products:500';
  store.setQuantity(changed, 7);
  await expect.element(screen.getByTestId(`qnt-${changed}`)).toHaveTextContent('7');
  await expect.element(screen.getByTestId(`qnt-${changed}`)).toHaveAttribute('aria-busy', 'true');
  // Through the debounce, the request and the full-basket reply.
  await store.flush();
  await expect.element(screen.getByTestId(`qnt-${changed}`)).toHaveAttribute('aria-busy', 'false');
  expect(server.lines.get(500)?.qnt).toBe(7);
  await expect.element(screen.getByTestId('totals')).toHaveTextContent(`${LINES} / ${LINES * 100 + 600}`);

  expect([...rowRenders.keys()]).toEqual([changed]);
  // Optimistic value + pending, then the confirmed reply: two renders, not one per line.
  expect(rowRenders.get(changed)).toBe(2);
  expect(listRenders).toBe(0);
});

it('a reply read through the schema keeps the lines it did not change: the same objects, no row re-renders', async () => {
  const { screen, store } = await renderBasket(instantServer({ parsed: true }));
  const before = store.getState().lines;

  rowRenders.clear();
  listRenders = 0;
  const changed: LineKey = 'products:250';
  store.setQuantity(changed, 3);
  await store.flush();
  await expect.element(screen.getByTestId(`qnt-${changed}`)).toHaveAttribute('aria-busy', 'false');
  await expect.element(screen.getByTestId(`qnt-${changed}`)).toHaveTextContent('3');

  const after = store.getState().lines;
  expect(after['products:1']).toBe(before['products:1']);
  expect(after[`products:${LINES}`]).toBe(before[`products:${LINES}`]);
  expect([...rowRenders.keys()]).toEqual([changed]);
  expect(listRenders).toBe(0);
});
