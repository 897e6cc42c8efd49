// What the account page's widget tests share: the fake server over FakePlaces.
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';
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
