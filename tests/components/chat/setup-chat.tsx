/** What every chat component test shares: the msw worker, fresh page state, and a styled render. */
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Chat, type ChatProps } from 'b2b-widgets/chat';
import { resetInFlight, resetPageStores, setChatPollClock } from 'b2b-widgets/internal';
import { defaultMessages as m } from '../../../src/core/messages';
import { StyleRoot } from '../../../src/ui/StyleRoot';
import { baseCss } from '../../../src/ui/styles';
import { chatCss } from '../../../src/widgets/chat/chat.css';
import { manualClock, type ManualClock } from './manual-clock';

export const worker = setupWorker();

/**
 * The chats' poll clock in every test (a fresh one each): a chat polls once
 * when mounted and then only when the test moves this clock, so no poll comes
 * on its own however slow the machine is.
 */
export let clock: ManualClock;

/** Waits (in real time) until `check` holds, naming what did not happen. */
export async function until(check: () => boolean, what: string, timeout = 3000): Promise<void> {
  const end = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Some element of the page (open shadow roots included) shows `text` in full or in part. */
export const shows = (text: string) => () => page.getByText(text).elements().length > 0;

let hidden = false;

/** Switches the page's visibility as the browser does when the tab goes to the background. */
export function setPageHidden(value: boolean): void {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * A visibilitychange or online event from the browser itself would make the
 * chat poll at once, as it should for a real user, and upset the poll counts:
 * in these tests only the test decides when the page is hidden or shown.
 */
function ignoreTrusted(event: Event): void {
  if (event.isTrusted) event.stopImmediatePropagation();
}

export function installChatTestHooks(): void {
  beforeAll(async () => {
    document.addEventListener('visibilitychange', ignoreTrusted, true);
    window.addEventListener('online', ignoreTrusted, true);
    await worker.start({ quiet: true, onUnhandledRequest: 'error' });
  });
  afterAll(() => {
    worker.stop();
    document.removeEventListener('visibilitychange', ignoreTrusted, true);
    window.removeEventListener('online', ignoreTrusted, true);
  });
  beforeEach(() => {
    hidden = false;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    localStorage.clear();
    clock = manualClock();
    setChatPollClock(clock);
  });
  afterEach(() => {
    setChatPollClock(null);
    resetPageStores();
    resetInFlight();
  });
}

export function renderChat(props: ChatProps = { inline: true }) {
  return render(
    <StyleRoot css={[baseCss, chatCss]}>
      <Chat {...props} />
    </StyleRoot>,
  );
}

/** The list of messages (not the live region, which repeats a new message's text). */
export const log = () => page.getByRole('region', { name: m.chatLog });

/** A message's text inside the list. */
export const inLog = (text: string) => log().getByText(text, { exact: true });
