// The basket's first screen on a slow phone: the lines the loader fetched
// while the scripts came (core/api/early.ts) are drawn as <b2b-basket>
// connects, with no frame of skeleton before them, and the delivery form and
// the buttons below them follow once the lines are on screen.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'b2b-widgets';
import 'b2b-widgets/basket/element';
import { startEarly } from '../../../src/core/api/early';
import { calls, installBasketTestHooks, m, seedLines } from './setup-basket';

installBasketTestHooks();

/** Where the loader and the API client meet (core/api/early.ts): the replies started, by URL. */
type EarlyCalls = Map<string, readonly [number, Promise<unknown>]>;
const early = () => (globalThis as { __b2bEarlyCalls?: EarlyCalls }).__b2bEarlyCalls;

/** Starts the GETs of `methods` as the loader does, and waits for their replies to be read. */
async function loaderFetched(...methods: string[]) {
  const urls = methods.map((method) => `/api/${method}/`);
  for (const url of urls) startEarly(url);
  await Promise.all(urls.map((url) => early()?.get(url)?.[1]));
}

/** What the tag's shadow root shows when the browser next draws a frame. */
const atNextFrame = <T,>(read: () => T) => new Promise<T>((resolve) => requestAnimationFrame(() => resolve(read())));

describe('<b2b-basket> first screen', () => {
  it('draws the lines the loader fetched before the next frame; the delivery form comes after them', async () => {
    const [drill, saw] = seedLines([1, 2]);
    configure({ signedIn: true });
    await loaderFetched('getBasketData', 'getBasketTableInit');

    document.body.innerHTML = '<b2b-basket></b2b-basket>';
    const root = document.querySelector('b2b-basket')!.shadowRoot!;
    const first = await atNextFrame(() => ({
      lines: [drill!.header, saw!.header].filter((header) => root.textContent?.includes(header)),
      skeleton: root.querySelector('.b2b-basket-skeleton') !== null,
      delivery: root.querySelector('.b2b-basket-delivery') !== null,
    }));
    expect(first).toEqual({ lines: [drill!.header, saw!.header], skeleton: false, delivery: false });

    await expect.element(page.getByRole('combobox', { name: m.basketDeliveryMethod })).toBeVisible();
    await expect.element(page.getByRole('button', { name: m.basketSend })).toBeEnabled();
    // Both replies were the loader's: the widget took them and asked for neither again.
    expect(early()?.size ?? 0).toBe(0);
    expect(calls('getBasketData')).toHaveLength(1);
    expect(calls('getBasketTableInit')).toHaveLength(1);
  });
});
