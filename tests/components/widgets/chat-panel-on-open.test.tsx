// The chat's panel (the log, the composer) is a chunk of its own: a page with
// <b2b-chat> loads the launcher, the unread count and polling, and the panel
// when the customer heads for the launcher or the panel opens.
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/chat/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { deepActiveElement } from '../../../src/ui/modal/focus';
import { chatServer, manager } from '../chat/chat-server';
import { installChatTestHooks, worker } from '../chat/setup-chat';
import { fetched, idle, pointerAway } from './on-demand';

installChatTestHooks();
afterEach(() => {
  document.body.innerHTML = '';
});

const PANEL = '/src/widgets/chat/ChatPanel.tsx';

describe('<b2b-chat> panel on demand', () => {
  it('is not fetched with the launcher; opening fetches it, shows the conversation and puts the focus in the text box', async () => {
    chatServer(worker, [manager(1, 'Здравствуйте')]);
    await pointerAway();
    document.body.innerHTML = '<b2b-chat></b2b-chat>';
    const launcher = page.getByRole('button', { name: /^Чат с менеджером/ });
    await expect.element(launcher).toBeVisible();
    await idle();
    await idle();
    expect(fetched(PANEL)).toBe(false);
    // Collapsed, the panel's place holds nothing and loads nothing: not busy.
    const collapsed = document.querySelector('b2b-chat')!.shadowRoot!.querySelector('[part="panel"]')!;
    expect(collapsed.hasAttribute('hidden')).toBe(true);
    expect(collapsed.getAttribute('aria-busy')).toBeNull();

    await userEvent.click(launcher);
    const dialog = page.getByRole('dialog', { name: m.chatTitle });
    await expect.element(dialog.getByText('Здравствуйте')).toBeVisible();
    expect(fetched(PANEL)).toBe(true);
    await expect.poll(() => deepActiveElement()?.localName).toBe('textarea');
  });
});
