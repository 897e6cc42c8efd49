// A refusal is said in the server's words, without its HTTP status, and with
// no «Повторить»: the same request gets the same answer (the account disabled
// by its owner, no access, a conflict, data the server will not take). A
// failure that trying again can help (no answer, 5xx) still offers it.
// Each screen below fails one call the way the portal refuses it.
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import 'b2b-widgets/basket/element';
import 'b2b-widgets/basket-counter/element';
import 'b2b-widgets/catalog-filter/element';
import 'b2b-widgets/chat/element';
import 'b2b-widgets/fast-order/element';
import 'b2b-widgets/price-list/element';
import 'b2b-widgets/price-upload/element';
import { setChatPollClock } from 'b2b-widgets/internal';
import { defaultMessages as m } from '../../../src/core/messages';
import { fill } from '../../../src/core/messages/fill';
import { fail } from '../../../src/testing/handlers/http';
import { setupCatalogHarness, worker } from '../catalog-filter/harness';
import { pasteInto } from '../fast-order/harness';
import { manualClock } from '../support/manual-clock';

setupCatalogHarness();

beforeEach(() => setChatPollClock(manualClock()));
afterEach(() => setChatPollClock(null));

/** How the portal refuses, one status each (docs/api.md). */
const REFUSALS = [
  { status: 401, message: 'Ваша учётная запись отключена владельцем аккаунта. Обратитесь к нему, чтобы снова получить доступ.' },
  { status: 403, message: 'Этот раздел личного кабинета доступен только владельцу аккаунта' },
  { status: 409, message: 'Договор приостановлен: заказы по нему не принимаются' },
  { status: 413, message: 'Слишком большой запрос: не больше 500 строк' },
  { status: 422, message: 'Такой запрос сервер выполнить не может' },
];

interface Screen {
  name: string;
  /** The call that fails (`/api/{method}/`). */
  method: string;
  /** Puts the widget on the page and makes it send that call. */
  open(): Promise<void>;
  /** Where the failure shows. */
  box(): Locator;
}

const tag = (name: string) => page.elementLocator(document.querySelector(name)!);

const SCREENS: Screen[] = [
  {
    name: 'the price upload (pasted lines)',
    method: 'uploadsFromBuffer',
    async open() {
      document.body.innerHTML = '<b2b-price-upload open></b2b-price-upload>';
      const dialog = page.getByRole('dialog', { name: m.priceUploadTitle });
      await userEvent.click(dialog.getByRole('radio', { name: m.priceUploadModeText }));
      await userEvent.fill(dialog.getByRole('textbox', { name: m.priceUploadText }), 'ФР-00101 1');
      await userEvent.click(dialog.getByRole('button', { name: m.priceUploadSubmit }));
    },
    box: () => page.getByRole('dialog', { name: m.priceUploadTitle }),
  },
  {
    name: 'the price list (its sections)',
    method: 'rootCategories',
    async open() {
      document.body.innerHTML = '<b2b-price-list open></b2b-price-list>';
    },
    box: () => page.getByRole('dialog', { name: m.priceListTitle }),
  },
  {
    name: 'the basket and the header counter',
    method: 'getBasketData',
    async open() {
      document.body.innerHTML = '<b2b-basket-counter></b2b-basket-counter><b2b-basket></b2b-basket>';
    },
    box: () => tag('b2b-basket'),
  },
  {
    name: 'the chat',
    method: 'chat',
    async open() {
      document.body.innerHTML = '<b2b-chat inline></b2b-chat>';
    },
    box: () => tag('b2b-chat'),
  },
  {
    name: 'the catalogue tree',
    method: 'filterinit',
    async open() {
      document.body.innerHTML = '<b2b-catalog-filter></b2b-catalog-filter>';
    },
    box: () => tag('b2b-catalog-filter'),
  },
  {
    name: 'the fast order (pasted lines added)',
    method: 'processProductSet',
    async open() {
      document.body.innerHTML = '<b2b-fast-order></b2b-fast-order>';
      const field = page.getByRole('combobox', { name: m.fastOrderCodeLabel });
      await userEvent.click(field);
      pasteInto(field.element(), 'ФР-00101\t1\nФР-00104\t1');
      const add = page.getByRole('button', { name: fill(m.fastOrderLinesAdd, { n: 2 }) });
      await expect.element(add).toBeEnabled();
      await userEvent.click(add);
    },
    box: () => tag('b2b-fast-order'),
  },
];

describe.each(SCREENS)('$name', (screen) => {
  it.for(REFUSALS)('a refusal ($status) shows the server text alone, no status and no «Повторить»', async ({ status, message }) => {
    worker.use(http.all(`/api/${screen.method}`, () => fail(status, message)));
    await screen.open();
    const said = screen.box().getByText(message, { exact: false }).first();
    await expect.element(said).toBeVisible();
    const text = said.element().closest('[role="alert"], [aria-live], [part="problem"]')?.textContent ?? said.element().textContent!;
    expect(text).not.toContain(String(status));
    expect(screen.box().getByRole('button', { name: m.retry }).elements()).toEqual([]);
    expect(page.getByRole('button', { name: m.retry }).elements()).toEqual([]);
  });

  it('a server failure (501) still offers «Повторить»', async () => {
    worker.use(http.all(`/api/${screen.method}`, () => fail(501, 'Сервис временно недоступен')));
    await screen.open();
    await expect.element(screen.box().getByRole('button', { name: m.retry }).first()).toBeVisible();
  });
});
