/** Fixtures and the msw fake server for Storybook and component tests (not part of the npm entry). */
export * from './fixtures';
export * from './state';
export * from './make-basket';
export * from './catalog-query';
export { createHandlers, type FakeServerOptions } from './handlers';
export { createHistory, FAKE_STATES, type FakeHistory, type FakeHistoryOrder, type PreviewKind } from './history';
export { createActHandlers, createDraftHandlers, createHistoryHandlers } from './history-handlers';
export { createDrafts, type FakeDraft, type FakeDrafts } from './drafts';
export { createActs, fakeAct, FAKE_REFUSAL, type FakeActs } from './acts';
