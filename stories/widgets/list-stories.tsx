/**
 * The stories <b2b-favorites> and <b2b-needs> share (same list, other call
 * and texts): every state of the list, with a play check of each.
 */
import type { StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ListKind } from '../../src/core/api/lists';
import { defaultMessages as m } from '../../src/core/messages';
import { uiMessages as ui } from '../../src/ui/ui-messages';
import { CONTRACT_STOPPED, createHandlers, createListState } from '../../src/testing';
import type { FakeState } from '../../src/testing';

/** A busy machine answers later than testing-library's default second. */
const wait = { timeout: 5000 };

const CALLS = { wish: { list: 'favorites', unset: 'unsetWish' }, need: { list: 'needs', unset: 'unsetNeed' } } as const;
const TEXT = {
  wish: { caption: m.favoritesCaption, empty: m.favoritesEmpty, remove: m.favoritesRemoveLabel },
  need: { caption: m.needsCaption, empty: m.needsEmpty, remove: m.needsRemoveLabel },
} as const;

/** The fake portal with `n` goods on the list; `first` handlers win. */
export function listServer(kind: ListKind, n = 6, first: HttpHandler[] = [], setup: (s: FakeState) => void = () => {}) {
  const state = createListState(kind, n);
  setup(state);
  return { msw: { handlers: [...first, ...createHandlers(state)] } };
}

type ListStory = StoryObj<{ perpage?: number }>;

export function listStories(kind: ListKind) {
  const text = TEXT[kind];
  const first = createListState(kind, 6).products.find((p) => p[kind])!;
  const table = async (el: HTMLElement) => within(el).findByRole('table', { name: text.caption }, wait);

  /** Goods on the list: picture, name and articul, price, RRP, stock in the warehouse, quantity and add, remove. */
  const List: ListStory = {
    play: async ({ canvasElement }) => {
      await expect(await table(canvasElement)).toBeVisible();
      await expect(within(canvasElement).getByRole('rowheader', { name: new RegExp(first.header) })).toBeVisible();
    },
  };

  /** More than a page (5 a page here): pagination under the table. */
  const ManyPages: ListStory = {
    args: { perpage: 5 },
    parameters: listServer(kind, 12),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('navigation', { name: m.listPages }, wait)).toBeVisible();
    },
  };

  /** Nothing on the list: says where goods come from. */
  const Empty: ListStory = {
    parameters: listServer(kind, 0),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(text.empty, {}, wait)).toBeVisible();
    },
  };

  /** The first page on its way. */
  const Loading: ListStory = {
    parameters: listServer(kind, 6, [http.post(`/api/${CALLS[kind].list}`, () => delay('infinite'))]),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(m.loading, {}, wait)).toBeVisible();
    },
  };

  /** The list could not be read: the reason and a retry. */
  const LoadFailed: ListStory = {
    parameters: listServer(kind, 6, [
      http.post(`/api/${CALLS[kind].list}`, () => HttpResponse.json({ status: 'error', message: 'Сервис временно недоступен' }, { status: 503 })),
    ]),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText('Сервис временно недоступен', {}, wait)).toBeVisible();
      await expect(within(canvasElement).getByRole('button', { name: m.retry })).toBeVisible();
    },
  };

  /** Rows checked: the bulk-actions bar replaces the column titles. */
  const Checked: ListStory = {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await table(canvasElement);
      await userEvent.click(canvas.getByRole('checkbox', { name: `${ui.checkRow}: ${first.header}` }));
      await expect(await canvas.findByRole('button', { name: m.listAddChecked }, wait)).toBeVisible();
      await expect(canvas.getByRole('button', { name: m.listRemoveChecked })).toBeVisible();
    },
  };

  /** Removing failed: the row comes back with the reason and a retry. */
  const RemoveFailed: ListStory = {
    parameters: listServer(kind, 6, [
      http.post(`/api/${CALLS[kind].unset}`, () => HttpResponse.json({ status: 'error', message: 'Список временно недоступен' }, { status: 503 })),
    ]),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await table(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: text.remove.replace('{header}', first.header) }));
      await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Список временно недоступен');
      await expect(canvas.getByRole('rowheader', { name: new RegExp(first.header) })).toBeVisible();
    },
  };

  /** A stop-orders contract: the notice, and adding is blocked. */
  const StopOrders: ListStory = {
    parameters: listServer(kind, 6, [], (s) => {
      s.selectedContract = CONTRACT_STOPPED;
    }),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await table(canvasElement);
      await expect(canvas.getByRole('button', { name: m.productAddLabel.replace('{header}', first.header) })).toBeDisabled();
    },
  };

  /** A visitor: the list is for logged-in buyers. */
  const Visitor: ListStory = {
    parameters: listServer(kind, 6, [], (s) => {
      s.user = null;
    }),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(m.catalogVisitor, {}, wait)).toBeVisible();
    },
  };

  return { List, ManyPages, Empty, Loading, LoadFailed, Checked, RemoveFailed, StopOrders, Visitor };
}
