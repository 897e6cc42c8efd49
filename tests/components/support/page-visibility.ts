/**
 * The page's visibility under the test's control, for the widgets that poll
 * while the page is visible (chat, acts). The browser's own visibilitychange
 * and online events would make them poll at once, as they should for a real
 * user, and upset the poll counts: in these tests only the test decides when
 * the page is hidden or shown.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';

let hidden = false;

/** Switches the page's visibility as the browser does when the tab goes to the background. */
export function setPageHidden(value: boolean): void {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

function ignoreTrusted(event: Event): void {
  if (event.isTrusted) event.stopImmediatePropagation();
}

/** Each test starts on a visible page that only setPageHidden() changes. */
export function controlPageVisibility(): void {
  beforeAll(() => {
    document.addEventListener('visibilitychange', ignoreTrusted, true);
    window.addEventListener('online', ignoreTrusted, true);
  });
  afterAll(() => {
    document.removeEventListener('visibilitychange', ignoreTrusted, true);
    window.removeEventListener('online', ignoreTrusted, true);
  });
  beforeEach(() => {
    hidden = false;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  });
}
