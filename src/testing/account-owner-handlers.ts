import type { HttpHandler } from 'msw';
import type { FakeAccountOwner } from './account-owner';
import { accountOwnerHandlers } from './handlers/account-owner';
import { makeCtx, type FakeServerOptions } from './handlers/http';
import type { FakeState } from './state';

/** The account owner's calls over `account`. Put them before createHandlers(state). */
export function createAccountOwnerHandlers(state: FakeState, account: FakeAccountOwner, options: FakeServerOptions = {}): HttpHandler[] {
  return accountOwnerHandlers(makeCtx(state, options), account);
}
