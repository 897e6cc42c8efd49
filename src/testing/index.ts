/** Fixtures and the msw fake server for Storybook and component tests (not part of the npm entry). */
export * from './fixtures';
export * from './state';
export * from './make-basket';
export * from './catalog-query';
export { createHandlers, type FakeServerOptions } from './handlers';
export { createHistory, FAKE_STATES, type FakeHistory, type FakeHistoryOrder, type PreviewKind } from './history';
export { createDraftHandlers, createHistoryHandlers } from './history-handlers';
export { createDrafts, type FakeDraft, type FakeDrafts } from './drafts';
export { createAccountOwner, type FakeAccountOwner, type FakeContragent, type FakeManager } from './account-owner';
export { createAccountOwnerHandlers } from './account-owner-handlers';
