/**
 * What the owner's account lists (counterparties, managers) test against:
 * the fake server over a fresh FakeAccountOwner for each test, and the
 * messages they show (the common ones and the account page's).
 */
import type { SetupWorker } from 'msw/browser';
import { beforeEach } from 'vitest';
import { defaultMessages } from '../../../src/core/messages';
import { accountMessages } from '../../../src/core/messages/account';
import { createAccountOwner, createAccountOwnerHandlers, createHandlers, createState, type FakeAccountOwner } from '../../../src/testing';
import { fakeServer } from './fake-server';

export const m = { ...defaultMessages, ...accountMessages };

/** The running test's counterparties and managers. */
export let fake: FakeAccountOwner;

export function withAccountOwnerServer(): SetupWorker {
  const worker = fakeServer();
  beforeEach(() => {
    const state = createState();
    fake = createAccountOwner();
    worker.use(...createAccountOwnerHandlers(state, fake), ...createHandlers(state));
  });
  return worker;
}
