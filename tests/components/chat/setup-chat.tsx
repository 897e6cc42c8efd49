/** What every chat component test shares: the fake server, fresh page state, a manual poll clock and a styled render. */
import type { SetupWorker } from 'msw/browser';
import { afterEach, beforeEach } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Chat, type ChatProps } from 'b2b-widgets/chat';
import { setChatPollClock } from 'b2b-widgets/internal';
import { defaultMessages as m } from '../../../src/core/messages';
import { StyleRoot } from '../../../src/ui/StyleRoot';
import { baseCss } from '../../../src/ui/styles';
import { chatCss } from '../../../src/widgets/chat/chat.css';
import { fakeServer } from '../support/fake-server';
import { controlPageVisibility } from '../support/page-visibility';
import { manualClock, type ManualClock } from '../support/manual-clock';

export { setPageHidden } from '../support/page-visibility';

/** The file's fake server (set by installChatTestHooks). */
export let worker: SetupWorker;

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

export function installChatTestHooks(): void {
  worker = fakeServer();
  controlPageVisibility();
  beforeEach(() => {
    localStorage.clear();
    clock = manualClock();
    setChatPollClock(clock);
  });
  afterEach(() => {
    setChatPollClock(null);
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
