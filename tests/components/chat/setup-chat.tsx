/** What every chat component test shares: the msw worker, fresh page state, and a styled render. */
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { resetInFlight } from '../../../src/core/api/client';
import { defaultMessages as m } from '../../../src/core/messages';
import { resetPageStores } from '../../../src/stores/page';
import { StyleRoot } from '../../../src/ui/StyleRoot';
import { baseCss } from '../../../src/ui/styles/base.css';
import { Chat, type ChatProps } from '../../../src/widgets/chat';
import { chatCss } from '../../../src/widgets/chat/chat.css';

export const worker = setupWorker();

let hidden = false;

/** Switches the page's visibility as the browser does when the tab goes to the background. */
export function setPageHidden(value: boolean): void {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Only the timers: msw, React and the network keep real time. */
export function useFakeTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
}

export function installChatTestHooks(): void {
  beforeAll(async () => {
    await worker.start({ quiet: true, onUnhandledRequest: 'error' });
  });
  afterAll(() => {
    worker.stop();
  });
  beforeEach(() => {
    hidden = false;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
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
