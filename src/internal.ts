/**
 * Not a public entry: absent from package.json "exports", so no consumer can
 * import it. It is built into dist/internal.js beside the npm entries (same
 * build, same shared chunks) for one reason: the components-dist tests run the
 * component tests against the built package, and between tests they must reset
 * the very copy of the page state (config, API client, page stores, drafts)
 * that the built widgets use, not a second copy from src. Tests import it as
 * 'b2b-widgets/internal' (vitest.config.ts maps it to src or dist).
 */
export { resetConfig } from './core/config';
export { resetInFlight } from './core/api/client';
export { getSessionStore, resetPageStores } from './stores/page';
export { getBasketStore } from './stores/page-basket';
export { getListsStore } from './blocks/list-flags/page-lists';
export { basketChannelName, setBasketChannelScope } from './stores/basket-channel';
export { listsChannelName } from './stores/lists';
export { clearDraft } from './widgets/registration/registration-draft';
export { pageNavigation } from './widgets/login/use-login';
export { defineWidget } from './blocks/element/define-widget';
export { useEmit } from './blocks/element/host-context';
export { setChatPollClock } from './widgets/chat/poll-clock';
export { setActsPollClock } from './widgets/acts/poll-clock';
export { setDebounceTimers, setMessageTimers } from './core/timers';
