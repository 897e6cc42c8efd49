// Every kind of dialog gives focus back to what opened it when it closes
// (Escape, its × or its own button): a legacy page's data-b2b-open link for the
// tags' dialogs, a row's button for an order's details and a confirmation (the
// chat's panel: tests/components/chat/chat-opener.test.tsx). A dialog nothing
// focused had opened (the demo intro the server opens on load) hands focus to
// the page's main heading, where reading starts, not to the body.
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Orders } from 'b2b-widgets/orders';
import 'b2b-widgets/callback/element';
import 'b2b-widgets/demo-intro/element';
import 'b2b-widgets/login/element';
import 'b2b-widgets/price-list/element';
import 'b2b-widgets/price-upload/element';
import 'b2b-widgets/project-order/element';
import 'b2b-widgets/registration/element';
import 'b2b-widgets/reminder/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { fill } from '../../../src/core/messages/fill';
import {
  createChrome,
  createChromeHandlers,
  createHandlers,
  createHistory,
  createHistoryHandlers,
  createState,
  type FakeHistory,
} from '../../../src/testing';
import { deepActiveElement } from '../../../src/ui/modal/focus';
import { fakeServer } from '../support/fake-server';

const worker = fakeServer();
const START = window.location.href.split('?')[0]!;
let history: FakeHistory;

beforeEach(() => {
  window.history.replaceState(null, '', START);
  const state = createState();
  history = createHistory(state, 25);
  worker.use(...createChromeHandlers(state, createChrome()), ...createHistoryHandlers(state, history), ...createHandlers(state));
});

/** A visitor's page: the login, registration and reminder dialogs are theirs. */
function asVisitor() {
  worker.use(...createHandlers(createState({ user: null })));
}

/** A legacy page with its link and the tag; clicking the link opens the dialog named `title`. */
async function openFromLink(tag: string, title: string, attrs = '') {
  document.body.innerHTML = `<main><h1 tabindex="-1">Оптовый портал</h1><p><a href="#" id="opener" data-b2b-open="${tag}">Открыть</a></p></main><b2b-${tag} ${attrs}></b2b-${tag}>`;
  const link = document.querySelector<HTMLAnchorElement>('#opener')!;
  await userEvent.click(link);
  const dialog = page.getByRole('dialog', { name: title });
  await expect.element(dialog).toBeVisible();
  return { link, dialog };
}

const focused = () => deepActiveElement();

describe('a tag’s dialog opened from a data-b2b-open link gives focus back to the link', () => {
  it.each([
    ['login', () => m.loginTitle],
    ['registration', () => m.registrationTitle],
    ['reminder', () => m.reminderTitle],
    ['callback', () => m.callbackTitle],
  ])('<b2b-%s> (a visitor’s), on Escape', async (tag, title) => {
    asVisitor();
    const { link, dialog } = await openFromLink(tag, title());
    await expect.poll(() => dialog.element().contains(focused())).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(focused).toBe(link);
  });

  it.each([
    ['price-list', () => m.priceListTitle, 'link-only'],
    ['price-upload', () => m.priceUploadTitle, 'cart-url=""'],
    ['project-order', () => m.projectTitle, ''],
  ])('<b2b-%s> (a buyer’s), on Escape and on its ×', async (tag, title, attrs) => {
    let { link, dialog } = await openFromLink(tag, title(), attrs);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(focused).toBe(link);

    ({ link, dialog } = await openFromLink(tag, title(), attrs));
    await userEvent.click(dialog.getByRole('button', { name: m.close, exact: true }).first());
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(focused).toBe(link);
  });
});

describe('<b2b-demo-intro>', () => {
  const intro = () => page.getByRole('dialog', { name: m.demoIntroTitle });

  it('opened by the server with nothing focused: closed, focus goes to the page’s main heading', async () => {
    document.body.innerHTML = '<main id="content" tabindex="-1"><h1 tabindex="-1">Оптовый портал</h1></main><b2b-demo-intro open></b2b-demo-intro>';
    await expect.element(intro()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(intro()).not.toBeInTheDocument();
    await expect.poll(focused).toBe(document.querySelector('h1'));
  });

  it('opened while something had focus: its button gives focus back to it', async () => {
    document.body.innerHTML = '<main><h1 tabindex="-1">Оптовый портал</h1><button type="button" id="before">Каталог</button></main><b2b-demo-intro></b2b-demo-intro>';
    const before = document.querySelector<HTMLButtonElement>('#before')!;
    before.focus();
    document.querySelector('b2b-demo-intro')!.setAttribute('open', '');
    await expect.element(intro()).toBeVisible();
    await userEvent.click(intro().getByRole('button', { name: m.demoIntroClose }));
    await expect.element(intro()).not.toBeInTheDocument();
    await expect.poll(focused).toBe(before);
  });
});

describe('<Orders>', () => {
  const table = () => page.getByRole('table', { name: m.ordersCaption });

  it('an order’s details: Escape and «Закрыть» give focus back to the row’s button', async () => {
    render(<Orders />);
    const order = history.orders[0]!;
    const open = page.getByRole('button', { name: fill(m.ordersOpen, { number: order.number }) });
    const details = page.getByRole('dialog', { name: fill(m.ordersLinesTitle, { number: order.number }) });
    await userEvent.click(open);
    await expect.element(details.getByText(order.preview[0]!.header)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(details).not.toBeInTheDocument();
    await expect.element(open).toHaveFocus();

    await userEvent.click(open);
    await expect.element(details.getByText(order.preview[0]!.header)).toBeVisible();
    await userEvent.click(details.getByRole('button', { name: m.close, exact: true }).last());
    await expect.element(details).not.toBeInTheDocument();
    await expect.element(open).toHaveFocus();
  });

  it('a confirmation: «Нет» gives focus back to the button that asked', async () => {
    render(<Orders />);
    const order = history.orders.find((o) => o.cancellable && o.age < 7)!;
    const cancel = table().getByRole('button', { name: `${m.ordersCancel} ${order.number}` });
    await userEvent.click(cancel);
    const confirm = page.getByRole('alertdialog', { name: m.confirmTitle });
    await expect.element(confirm).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: m.no }));
    await expect.element(confirm).not.toBeInTheDocument();
    await expect.element(cancel).toHaveFocus();
  });
});
