// What the account page's widget tests share: the fake server over FakePlaces.
import type { ReactNode } from 'react';
import { beforeEach } from 'vitest';
import type { Locator } from 'vitest/browser';
import { createHandlers, createPlaces, createPlacesHandlers, createState, type FakePlaces, type FakeState } from '../../../src/testing';
import { fakeServer } from '../support/fake-server';
import { checkReadFailures as checkListFailures } from '../support/read-failures';

export const fake = {} as { places: FakePlaces; state: FakeState };

/** The fake server over fresh places and state for each test. */
export function withPlacesServer() {
  const worker = fakeServer();
  beforeEach(() => {
    fake.state = createState();
    fake.places = createPlaces();
    worker.use(...createPlacesHandlers(fake.state, fake.places), ...createHandlers(fake.state));
  });
  return worker;
}

/** The account page's failed reads (support/read-failures.ts), on its list or its settings. */
export function checkReadFailures(read: 'list' | 'settings', widget: ReactNode, loaded: () => Locator): Promise<void> {
  return checkListFailures((failure) => (fake.places.failNext[read] = failure), widget, loaded);
}
