// The package's entry points as npm users import them. In components-dist
// they are the built files of package.json "exports": an export missing from
// one of them fails this file before any test runs.
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import * as root from 'b2b-widgets';
import { Basket } from 'b2b-widgets/basket';
import { BasketElement } from 'b2b-widgets/basket/element';
import { BasketCounter } from 'b2b-widgets/basket-counter';
import { BasketCounterElement } from 'b2b-widgets/basket-counter/element';
import { Callback } from 'b2b-widgets/callback';
import { CallbackElement } from 'b2b-widgets/callback/element';
import { CatalogFilter } from 'b2b-widgets/catalog-filter';
import { CatalogFilterElement } from 'b2b-widgets/catalog-filter/element';
import { Chat } from 'b2b-widgets/chat';
import { ChatElement } from 'b2b-widgets/chat/element';
import { ComplaintsSearch } from 'b2b-widgets/complaints-search';
import { ComplaintsSearchElement } from 'b2b-widgets/complaints-search/element';
import { Drafts } from 'b2b-widgets/drafts';
import { DraftsElement } from 'b2b-widgets/drafts/element';
import 'b2b-widgets/elements';
import { FastOrder } from 'b2b-widgets/fast-order';
import { FastOrderElement } from 'b2b-widgets/fast-order/element';
import { GoodsCarousel } from 'b2b-widgets/goods-carousel';
import { GoodsCarouselElement } from 'b2b-widgets/goods-carousel/element';
import { resetConfig, resetInFlight, resetPageStores } from 'b2b-widgets/internal';
import { Login } from 'b2b-widgets/login';
import { LoginElement } from 'b2b-widgets/login/element';
import { Orders } from 'b2b-widgets/orders';
import { OrdersElement } from 'b2b-widgets/orders/element';
import { Registration } from 'b2b-widgets/registration';
import { RegistrationElement } from 'b2b-widgets/registration/element';
import { defaultMessages as m } from '../../src/core/messages';
import { CONTRACT_CLEAN, createHandlers, createState } from '../../src/testing';
import { widgetTags } from '../../src/widgets/registry';

/** tag -> [root entry's export name, subpath's component, element entry's class]. */
const widgets = {
  'b2b-basket': ['Basket', Basket, BasketElement],
  'b2b-basket-counter': ['BasketCounter', BasketCounter, BasketCounterElement],
  'b2b-callback': ['Callback', Callback, CallbackElement],
  'b2b-catalog-filter': ['CatalogFilter', CatalogFilter, CatalogFilterElement],
  'b2b-chat': ['Chat', Chat, ChatElement],
  'b2b-complaints-search': ['ComplaintsSearch', ComplaintsSearch, ComplaintsSearchElement],
  'b2b-drafts': ['Drafts', Drafts, DraftsElement],
  'b2b-fast-order': ['FastOrder', FastOrder, FastOrderElement],
  'b2b-goods-carousel': ['GoodsCarousel', GoodsCarousel, GoodsCarouselElement],
  'b2b-login': ['Login', Login, LoginElement],
  'b2b-orders': ['Orders', Orders, OrdersElement],
  'b2b-registration': ['Registration', Registration, RegistrationElement],
} as const;

const worker = setupWorker();
beforeAll(() => worker.start({ quiet: true, onUnhandledRequest: 'error' }));
afterAll(() => worker.stop());
afterEach(async () => {
  await cleanup();
  worker.resetHandlers();
  resetPageStores();
  resetInFlight();
  resetConfig();
});

describe('entry points', () => {
  it('covers every tag', () => {
    expect(Object.keys(widgets).sort()).toEqual([...widgetTags].sort());
  });

  it("'b2b-widgets/elements' defines every tag with the class its element entry exports", () => {
    for (const [tag, [, , element]] of Object.entries(widgets)) {
      expect(customElements.get(tag), tag).toBe(element);
    }
  });

  it("'b2b-widgets' exports configure() and each widget's component, the same one as its subpath", () => {
    expect(typeof root.configure).toBe('function');
    expect(root.getConfig().messages).toEqual(root.defaultMessages);
    for (const [tag, [name, component]] of Object.entries(widgets)) {
      expect(typeof component, tag).toBe('function');
      expect(root[name], tag).toBe(component);
    }
  });

  it("configure() from 'b2b-widgets' sends the widgets' calls to the configured API base", async () => {
    const state = createState();
    const goods = state.products.filter((p) => (p.stocks.find((s) => s.wms_id === 1)?.quantity ?? 0) > 5).slice(0, 2);
    for (const p of goods) state.basket.push({ id: p.id, type: 'products', qnt: 1, wms: 1, contract: CONTRACT_CLEAN, payload: null });
    const paths: string[] = [];
    worker.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
    // Only the configured base answers: a call to the default /api fails the test.
    worker.use(...createHandlers(state, { apiBase: '/shop/api' }));
    root.configure({ apiBase: '/shop/api/' });
    const screen = await render(<root.BasketCounter />);
    await expect.element(screen.getByRole('link', { name: new RegExp(`^${m.basketCounterLabel}`) })).toHaveTextContent(/2/);
    expect(paths.filter((p) => p.startsWith('/shop/api/getBasketData'))).not.toHaveLength(0);
    worker.events.removeAllListeners();
  });
});
