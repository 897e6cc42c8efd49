// The chat's read position lives on the server, per user (POST chatRead, our
// addition): the unread count of one device follows what was read on another.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { CHAT_POLL_MS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { chatServer, customer, manager } from './chat-server';
import { clock, installChatTestHooks, renderChat, until, worker } from './setup-chat';

installChatTestHooks();

const unreadName = (n: number, key: 'chatUnreadOne' | 'chatUnreadFew' | 'chatUnreadMany') => m[key].replace('{n}', String(n));
const launcher = (name: string) => page.getByRole('button', { name, exact: true });

describe('<b2b-chat> read position', () => {
  it('counts from the read position the server keeps (another device, an earlier page load)', async () => {
    const server = chatServer(worker, [manager(1, 'Здравствуйте!'), manager(3, 'Счёт готов'), manager(4, 'И ещё одно')]);
    server.state.chatRead = 3;
    await renderChat({});
    await expect.element(launcher(unreadName(1, 'chatUnreadOne'))).toBeVisible();
  });

  it('two devices agree: reading on one clears the count on the other at its next poll', async () => {
    const server = chatServer(worker, [manager(1, 'Здравствуйте!'), customer(2, 'Добрый день'), manager(3, 'Счёт готов')]);
    // The "phone": a collapsed launcher with its own conversation store.
    await renderChat({});
    await expect.element(launcher(unreadName(2, 'chatUnreadFew'))).toBeVisible();
    // The "laptop": the conversation on screen reads everything it shows.
    await renderChat({ inline: true });
    await expect.poll(() => server.state.chatRead).toBe(3);
    expect(server.reads()).toEqual([3]);
    await clock.advance(CHAT_POLL_MS);
    await expect.element(launcher(m.chatTitle)).toBeVisible();
    expect(page.getByRole('button', { name: /непрочитан/ }).query()).toBeNull();
  });

  it('a collapsed chat reports nothing: only what the customer has on screen counts as read', async () => {
    const server = chatServer(worker, [manager(1, 'Здравствуйте!')]);
    await renderChat({});
    await expect.element(launcher(unreadName(1, 'chatUnreadOne'))).toBeVisible();
    await clock.advance(CHAT_POLL_MS);
    await until(() => server.polls() >= 2, 'a second poll');
    expect(server.reads()).toEqual([]);
    expect(server.state.chatRead).toBe(0);
  });
});
