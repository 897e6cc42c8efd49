/** Fixtures and the msw fake server for Storybook and component tests (not part of the npm entry). */
export * from './fixtures';
export * from './state';
export * from './make-basket';
export * from './catalog-query';
export { createHandlers, type FakeServerOptions } from './handlers';
export { createHistory, FAKE_STATES, type FakeHistory, type FakeHistoryOrder, type PreviewKind } from './history';
export { createActHandlers, createDraftHandlers, createHistoryHandlers, createPlacesHandlers, createReportHandlers } from './history-handlers';
export { fakeReport, FAKE_CATALOGS } from './handlers/reports';
export { createPlaces, type FakePlaces } from './places';
export { createDrafts, type FakeDraft, type FakeDrafts } from './drafts';
export { createListState, listed } from './lists';
export { createChrome, createChromeHandlers, DEMO_INTRO_HTML, TOP_NEWS, type FakeChrome } from './chrome';
export { formsOf, FAKE_CITIES, FAKE_DISTRICTS, FAKE_REGIONS, FAKE_SUBSCRIBERS, type FormsState } from './handlers/forms';
export { createActs, fakeAct, FAKE_REFUSAL, type FakeActs } from './acts';
export { createAccountOwner, type FakeAccountOwner, type FakeContragent, type FakeManager } from './account-owner';
export { createAccountOwnerHandlers } from './account-owner-handlers';
