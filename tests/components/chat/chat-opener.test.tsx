// <b2b-chat>'s floating panel is a non-modal dialog: collapsed (Escape, its
// «Свернуть чат» button), it gives focus back to what opened it, the launcher
// or a page's data-b2b-open="chat" link, not to the hidden text box.
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { setChatPollClock } from 'b2b-widgets/internal';
import 'b2b-widgets/chat/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { createHandlers, createState } from '../../../src/testing';
import { deepActiveElement } from '../../../src/ui/modal/focus';
import { fakeServer } from '../support/fake-server';
import { manualClock } from '../support/manual-clock';

const worker = fakeServer();

beforeEach(() => {
  worker.use(...createHandlers(createState({ chat: [] })));
  // The chat polls once when it mounts, and then only when a test moves its clock.
  setChatPollClock(manualClock());
  return () => setChatPollClock(null);
});

const focused = () => deepActiveElement();

describe('<b2b-chat>’s panel', () => {
  const panel = () => page.getByRole('dialog', { name: m.chatTitle });
  const launcher = () => page.getByRole('button', { name: m.chatTitle, exact: true });
  const textbox = () => page.getByRole('textbox', { name: m.chatInputLabel });
  // Inside the tag's shadow root: the page's activeElement is only the tag (toHaveFocus reads that).

  it('opened by its launcher: Escape gives focus back to the launcher', async () => {
    document.body.innerHTML = '<b2b-chat></b2b-chat>';
    await userEvent.click(launcher());
    await expect.element(panel()).toBeVisible();
    await expect.poll(() => textbox().query() !== null && focused() === textbox().element()).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(panel()).not.toBeInTheDocument();
    await expect.poll(focused).toBe(launcher().element());
  });

  it('opened by a page’s link: collapsing gives focus back to the link', async () => {
    document.body.innerHTML = '<p><a href="#" id="opener" data-b2b-open="chat">Написать менеджеру</a></p><b2b-chat></b2b-chat>';
    await expect.element(launcher()).toBeVisible();
    const link = document.querySelector<HTMLAnchorElement>('#opener')!;
    await userEvent.click(link);
    await expect.poll(() => textbox().query() !== null && focused() === textbox().element()).toBe(true);
    await userEvent.click(page.getByRole('button', { name: m.chatCollapse }));
    await expect.element(panel()).not.toBeInTheDocument();
    await expect.poll(focused).toBe(link);
  });
});
