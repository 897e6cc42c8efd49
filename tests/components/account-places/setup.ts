// What the account page's widget tests share: the fake server over FakePlaces.
import { setupWorker } from 'msw/browser';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { defaultMessages as m } from '../../../src/core/messages';
import { resetConfig, resetInFlight, resetPageStores } from 'b2b-widgets/internal';
import { createHandlers, createPlaces, createPlacesHandlers, createState, type FakePlaces, type FakeState } from '../../../src/testing';

export const worker = setupWorker();
export const fake = {} as { places: FakePlaces; state: FakeState };

export function withPlacesServer() {
  beforeAll(() => worker.start({ quiet: true, onUnhandledRequest: 'error' }));
  afterAll(() => worker.stop());
  beforeEach(() => {
    fake.state = createState();
    fake.places = createPlaces();
    worker.use(...createPlacesHandlers(fake.state, fake.places), ...createHandlers(fake.state));
  });
  afterEach(async () => {
    await cleanup();
    resetPageStores();
    resetInFlight();
    resetConfig();
    worker.resetHandlers();
  });
}

export const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]));

/**
 * A read the server refuses (4xx) shows its message and no «Повторить» (issue 27
 * item 5); a 5xx offers it, and it reads again until `loaded` shows. 501: a 5xx
 * the client does not retry by itself (a GET's 500 or 503 is retried before the
 * widget hears of it).
 */
export async function checkReadFailures(read: 'list' | 'settings', widget: ReactNode, loaded: () => Locator): Promise<void> {
  fake.places.failNext[read] = { status: 403, message: 'Раздел доступен только владельцу аккаунта' };
  const first = await render(widget);
  await expect.element(page.getByRole('alert').getByText('Раздел доступен только владельцу аккаунта')).toBeVisible();
  await expect.element(page.getByRole('button', { name: m.retry })).not.toBeInTheDocument();
  await first.unmount();
  fake.places.failNext[read] = { status: 501, message: 'Сервер недоступен' };
  await render(widget);
  await expect.element(page.getByRole('alert').getByText('Сервер недоступен')).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: m.retry }));
  await expect.element(loaded()).toBeVisible();
}
