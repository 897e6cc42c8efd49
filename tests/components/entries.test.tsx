// The package's entry points as npm users import them. In components-dist
// they are the built files of package.json "exports": an export missing from
// one of them fails this file before any test runs.
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { cleanup, render } from 'vitest-browser-react';
import * as root from 'b2b-widgets';
import { Addresses } from 'b2b-widgets/addresses';
import { AddressesElement } from 'b2b-widgets/addresses/element';
import { Acts } from 'b2b-widgets/acts';
import { ActsElement } from 'b2b-widgets/acts/element';
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
import { Consignees } from 'b2b-widgets/consignees';
import { ConsigneesElement } from 'b2b-widgets/consignees/element';
import { DemoIntro } from 'b2b-widgets/demo-intro';
import { DemoIntroElement } from 'b2b-widgets/demo-intro/element';
import { Counterparties } from 'b2b-widgets/counterparties';
import { CounterpartiesElement } from 'b2b-widgets/counterparties/element';
import { Drafts } from 'b2b-widgets/drafts';
import { DraftsElement } from 'b2b-widgets/drafts/element';
import 'b2b-widgets/elements';
import { FastOrder } from 'b2b-widgets/fast-order';
import { FastOrderElement } from 'b2b-widgets/fast-order/element';
import { Favorites } from 'b2b-widgets/favorites';
import { FavoritesElement } from 'b2b-widgets/favorites/element';
import { GoodsCarousel } from 'b2b-widgets/goods-carousel';
import { GoodsCarouselElement } from 'b2b-widgets/goods-carousel/element';
import { Login } from 'b2b-widgets/login';
import { LoginElement } from 'b2b-widgets/login/element';
import { Needs } from 'b2b-widgets/needs';
import { NeedsElement } from 'b2b-widgets/needs/element';
import { NotificationSettings } from 'b2b-widgets/notification-settings';
import { NotificationSettingsElement } from 'b2b-widgets/notification-settings/element';
import { Notices } from 'b2b-widgets/notices';
import { NoticesElement } from 'b2b-widgets/notices/element';
import { NewsletterForm } from 'b2b-widgets/newsletter-form';
import { NewsletterFormElement } from 'b2b-widgets/newsletter-form/element';
import { PriceList } from 'b2b-widgets/price-list';
import { PriceListElement } from 'b2b-widgets/price-list/element';
import { PriceUpload } from 'b2b-widgets/price-upload';
import { PriceUploadElement } from 'b2b-widgets/price-upload/element';
import { ProjectOrder } from 'b2b-widgets/project-order';
import { ProjectOrderElement } from 'b2b-widgets/project-order/element';
import { Managers } from 'b2b-widgets/managers';
import { ManagersElement } from 'b2b-widgets/managers/element';
import { Orders } from 'b2b-widgets/orders';
import { OrdersElement } from 'b2b-widgets/orders/element';
import { PurchasedGoods } from 'b2b-widgets/purchased-goods';
import { PurchasedGoodsElement } from 'b2b-widgets/purchased-goods/element';
import { Registration } from 'b2b-widgets/registration';
import { RegistrationElement } from 'b2b-widgets/registration/element';
import { Sidebar } from 'b2b-widgets/sidebar';
import { SidebarElement } from 'b2b-widgets/sidebar/element';
import { TopNews } from 'b2b-widgets/top-news';
import { TopNewsElement } from 'b2b-widgets/top-news/element';
import { Reminder } from 'b2b-widgets/reminder';
import { ReminderElement } from 'b2b-widgets/reminder/element';
import { defaultMessages as m } from '../../src/core/messages';
import {
  CONTRACT_CLEAN,
  createAccountOwner,
  createAccountOwnerHandlers,
  createActHandlers,
  createActs,
  createChrome,
  createChromeHandlers,
  createDraftHandlers,
  createDrafts,
  createHandlers,
  createHistory,
  createHistoryHandlers,
  createPlaces,
  createPlacesHandlers,
  createReportHandlers,
  createState,
} from '../../src/testing';
import { widgetTags } from '../../src/registry';
import { fakeServer } from './support/fake-server';

/** tag -> [root entry's export name, subpath's component, element entry's class]. */
const widgets = {
  'b2b-addresses': ['Addresses', Addresses, AddressesElement],
  'b2b-acts': ['Acts', Acts, ActsElement],
  'b2b-basket': ['Basket', Basket, BasketElement],
  'b2b-basket-counter': ['BasketCounter', BasketCounter, BasketCounterElement],
  'b2b-callback': ['Callback', Callback, CallbackElement],
  'b2b-catalog-filter': ['CatalogFilter', CatalogFilter, CatalogFilterElement],
  'b2b-chat': ['Chat', Chat, ChatElement],
  'b2b-complaints-search': ['ComplaintsSearch', ComplaintsSearch, ComplaintsSearchElement],
  'b2b-consignees': ['Consignees', Consignees, ConsigneesElement],
  'b2b-demo-intro': ['DemoIntro', DemoIntro, DemoIntroElement],
  'b2b-counterparties': ['Counterparties', Counterparties, CounterpartiesElement],
  'b2b-drafts': ['Drafts', Drafts, DraftsElement],
  'b2b-fast-order': ['FastOrder', FastOrder, FastOrderElement],
  'b2b-favorites': ['Favorites', Favorites, FavoritesElement],
  'b2b-goods-carousel': ['GoodsCarousel', GoodsCarousel, GoodsCarouselElement],
  'b2b-login': ['Login', Login, LoginElement],
  'b2b-needs': ['Needs', Needs, NeedsElement],
  'b2b-notification-settings': ['NotificationSettings', NotificationSettings, NotificationSettingsElement],
  'b2b-notices': ['Notices', Notices, NoticesElement],
  'b2b-managers': ['Managers', Managers, ManagersElement],
  'b2b-price-list': ['PriceList', PriceList, PriceListElement],
  'b2b-price-upload': ['PriceUpload', PriceUpload, PriceUploadElement],
  'b2b-purchased-goods': ['PurchasedGoods', PurchasedGoods, PurchasedGoodsElement],
  'b2b-orders': ['Orders', Orders, OrdersElement],
  'b2b-registration': ['Registration', Registration, RegistrationElement],
  'b2b-sidebar': ['Sidebar', Sidebar, SidebarElement],
  'b2b-top-news': ['TopNews', TopNews, TopNewsElement],
  'b2b-newsletter-form': ['NewsletterForm', NewsletterForm, NewsletterFormElement],
  'b2b-project-order': ['ProjectOrder', ProjectOrder, ProjectOrderElement],
  'b2b-reminder': ['Reminder', Reminder, ReminderElement],
} as const;

const worker = fakeServer();

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
    // getConfig().messages holds a host's overrides only; the defaults are exported whole
    expect(root.getConfig().messages).toEqual({});
    expect(Object.keys(root.defaultMessages).length).toBeGreaterThan(400);
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

/**
 * What an npm user gets from `<Chat />` etc. in a page of their own: each
 * component rendered into a fresh shadow root (no sheet there but what the
 * component brings), probed for a computed style only its own CSS sets.
 */
const styled: [name: string, element: () => ReactElement, selector: string, property: string, value: string][] = [
  ['Acts', () => <Acts />, '.b2b-acts-body', 'display', 'grid'],
  ['Basket', () => <Basket />, '.b2b-basket-body', 'display', 'grid'],
  ['BasketCounter', () => <BasketCounter />, '.b2b-basket-counter-link', 'align-items', 'center'],
  ['Callback', () => <Callback open />, '.b2b-callback-form', 'display', 'grid'],
  ['CatalogFilter', () => <CatalogFilter />, '.b2b-catalog-filter-layout', 'display', 'grid'],
  ['Chat', () => <Chat />, '.b2b-chat-launcher', 'position', 'fixed'],
  ['ComplaintsSearch', () => <ComplaintsSearch />, '.b2b-complaints-search', 'display', 'grid'],
  ['FastOrder', () => <FastOrder />, '.b2b-fast-order-body', 'display', 'grid'],
  ['GoodsCarousel', () => <GoodsCarousel />, '.b2b-goods-carousel-box', 'display', 'grid'],
  ['Login', () => <Login open />, '.b2b-login-form', 'display', 'grid'],
  ['NewsletterForm', () => <NewsletterForm />, '.b2b-newsletter', 'display', 'grid'],
  ['Orders', () => <Orders />, '.b2b-orders-body', 'display', 'grid'],
  ['Drafts', () => <Drafts />, '.b2b-drafts-body', 'display', 'grid'],
  ['Favorites', () => <Favorites />, '.b2b-product-list', 'display', 'grid'],
  ['Needs', () => <Needs />, '.b2b-product-list', 'display', 'grid'],
  ['Addresses', () => <Addresses />, '.b2b-places-body', 'display', 'grid'],
  ['Consignees', () => <Consignees />, '.b2b-places-body', 'display', 'grid'],
  ['NotificationSettings', () => <NotificationSettings />, '.b2b-notify-body', 'display', 'grid'],
  ['Counterparties', () => <Counterparties />, '.b2b-account-body', 'display', 'grid'],
  ['Managers', () => <Managers />, '.b2b-account-body', 'display', 'grid'],
  ['PriceList', () => <PriceList open />, '.b2b-price-list-form', 'display', 'grid'],
  ['PriceUpload', () => <PriceUpload open />, '.b2b-upload-form', 'display', 'grid'],
  ['PurchasedGoods', () => <PurchasedGoods />, '.b2b-reports-body', 'display', 'grid'],
  ['Registration', () => <Registration open />, '.b2b-registration-form', 'display', 'grid'],
  ['DemoIntro', () => <DemoIntro open />, '.b2b-demo-intro-body', 'line-height', '21px'],
  ['Notices', () => <Notices />, '.b2b-notices', 'display', 'flow-root'],
  ['Sidebar', () => <Sidebar />, '.b2b-sidebar-bar', 'display', 'flex'],
  ['TopNews', () => <TopNews />, '.b2b-top-news', 'display', 'flow-root'],
  ['ProjectOrder', () => <ProjectOrder open />, '.b2b-project-form', 'display', 'grid'],
  ['Reminder', () => <Reminder open />, '.b2b-reminder-form', 'display', 'grid'],
];

describe('components imported from the package are styled', () => {
  it('the list covers every widget', () => {
    expect(styled.map(([name]) => name).sort()).toEqual(Object.values(widgets).map(([name]) => name).sort());
  });

  it("'b2b-widgets' exports StyleRoot for npm users' own markup", () => {
    expect(typeof root.StyleRoot).toBe('function');
  });

  it.each(styled)('<%s /> brings its own CSS', async (_name, element, selector, property, value) => {
    const state = createState();
    const history = createHistory(state);
    worker.use(...createHandlers(state), ...createHistoryHandlers(state, history), ...createReportHandlers(state, history), ...createDraftHandlers(state, createDrafts(state)));
    worker.use(
      ...createHandlers(state),
      ...createHistoryHandlers(state, createHistory(state)),
      ...createDraftHandlers(state, createDrafts(state)),
      ...createPlacesHandlers(state, createPlaces()),
      ...createChromeHandlers(state, createChrome()),
      ...createActHandlers(state, createActs(state)),
      ...createAccountOwnerHandlers(state, createAccountOwner()),
    );
    const host = document.createElement('div');
    document.body.append(host);
    const container = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(container);
    try {
      await render(element(), { container });
      await expect.poll(() => host.shadowRoot!.querySelector(selector)).not.toBeNull();
      expect(getComputedStyle(host.shadowRoot!.querySelector(selector)!).getPropertyValue(property)).toBe(value);
      // Pictures (the captcha) finish loading while their handlers are still there.
      await expect.poll(() => [...host.shadowRoot!.querySelectorAll('img')].every((img) => img.complete)).toBe(true);
    } finally {
      await cleanup();
      host.remove();
    }
  });
});
