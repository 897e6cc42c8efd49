// <b2b-chat> polling: every CHAT_POLL_MS, paused while the tab is
// hidden, backing off with "нет связи" after failures. The poller waits on the
// test's manual clock (setup-chat.tsx): a poll comes only when the test moves
// it, in React and in Preact alike.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { CHAT_POLL_MS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { chatServer, customer, manager } from './chat-server';
import { clock, inLog, installChatTestHooks, renderChat, setPageHidden, shows, until, worker } from './setup-chat';

installChatTestHooks();

const retryIn = (s: number) => m.chatRetryIn.replace('{s}', String(s));
const history = () => [manager(1, 'Здравствуйте! Чем помочь?'), customer(2, 'Нужен счёт на поставку')];
const inList = (text: string) => () => inLog(text).elements().length > 0;

describe('<b2b-chat> polling', () => {
  it('loads the conversation at once, then polls every 5 s; a new manager message appears and is announced', async () => {
    const server = chatServer(worker, history());
    await renderChat();
    await until(inList('Нужен счёт на поставку'), 'the history');
    expect(server.polls()).toBe(1);
    expect(server.calls[0]).toEqual({ action: 'messages' });

    await clock.advance(CHAT_POLL_MS - 1);
    expect(server.polls()).toBe(1);
    server.managerSays('Счёт выставлен, проверьте почту');
    await clock.advance(1);
    await until(inList('Счёт выставлен, проверьте почту'), 'the new message');
    expect(server.polls()).toBe(2);
    expect(page.getByRole('status').element().textContent).toBe(
      m.chatIncomingOne.replace('{text}', 'Счёт выставлен, проверьте почту'),
    );

    await clock.advance(CHAT_POLL_MS - 1);
    expect(server.polls()).toBe(2);
    await clock.advance(1);
    await until(() => server.polls() === 3, 'the third poll');
  });

  it('does not announce the history loaded at first', async () => {
    chatServer(worker, history());
    await renderChat();
    await expect.element(inLog('Нужен счёт на поставку')).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('');
  });

  it('pauses while the tab is hidden and polls at once when it is shown again', async () => {
    const server = chatServer(worker, history());
    await renderChat();
    await until(inList('Нужен счёт на поставку'), 'the history');
    setPageHidden(true);
    await clock.advance(CHAT_POLL_MS * 12);
    expect(server.polls()).toBe(1);

    server.managerSays('Пока вас не было: заказ собран');
    setPageHidden(false);
    // At once, not after the next interval: the clock does not move here.
    await until(inList('Пока вас не было: заказ собран'), 'the message sent while hidden');
    expect(server.polls()).toBe(2);
  });

  it('a failed poll says "нет связи", keeps the messages shown and backs off (10 s, then 20 s)', async () => {
    const server = chatServer(worker, history());
    await renderChat();
    await until(inList('Нужен счёт на поставку'), 'the history');

    server.failPolls = 'network';
    await clock.advance(CHAT_POLL_MS);
    // Says when it tries again: the backoff doubles the wait, 10 s after the first failure.
    await until(shows(retryIn(10)), 'the first failure');
    expect(page.getByText(m.chatOffline).element()).toBeVisible();
    expect(m.chatOffline).toMatch(/нет связи/i);
    expect(server.polls()).toBe(2);
    // Nothing shown is dropped.
    expect(inLog('Здравствуйте! Чем помочь?').element()).toBeVisible();
    expect(inLog('Нужен счёт на поставку').element()).toBeVisible();

    // Backoff: not after 5 s, but after 10 s.
    await clock.advance(CHAT_POLL_MS);
    expect(server.polls()).toBe(2);
    await clock.advance(CHAT_POLL_MS);
    await until(shows(retryIn(20)), 'the second failure');
    expect(server.polls()).toBe(3);
    expect(page.getByText(m.chatOffline).element()).toBeVisible();

    // Then 20 s.
    await clock.advance(20_000 - 1);
    expect(server.polls()).toBe(3);
    server.failPolls = false;
    server.managerSays('Связь снова есть');
    await clock.advance(1);
    await until(inList('Связь снова есть'), 'the poll after the connection came back');
    expect(server.polls()).toBe(4);
    expect(page.getByText(m.chatOffline).query()).toBeNull();

    // Back to the plain interval after a success.
    await clock.advance(CHAT_POLL_MS - 1);
    expect(server.polls()).toBe(4);
    await clock.advance(1);
    await until(() => server.polls() === 5, 'a poll 5 s after the success');
  });

  it('"Повторить" on the offline banner polls at once', async () => {
    const server = chatServer(worker, history());
    server.failPolls = 500;
    await renderChat();
    await until(shows(m.chatOffline), 'the failure');
    expect(server.polls()).toBe(1);
    server.failPolls = false;
    await page.getByRole('button', { name: m.retry }).click();
    await until(inList('Нужен счёт на поставку'), 'the history');
    expect(server.polls()).toBe(2);
    expect(page.getByText(m.chatOffline).query()).toBeNull();
  });

  it('a refused poll (401) shows the server message instead of "нет связи"', async () => {
    const server = chatServer(worker, history());
    server.state.user = null;
    await renderChat();
    await expect.element(page.getByText('Требуется вход в личный кабинет')).toBeVisible();
    await expect.element(page.getByText(m.chatOffline)).not.toBeInTheDocument();
  });

  it('stops polling when removed from the page', async () => {
    const server = chatServer(worker, history());
    const screen = await renderChat();
    await until(inList('Нужен счёт на поставку'), 'the history');
    expect(clock.pending).toBe(1); // the next poll
    await screen.unmount();
    // Preact runs effect cleanups a frame after the unmount: wait for it, then no poll may come.
    await expect.poll(() => clock.pending).toBe(0);
    await clock.advance(CHAT_POLL_MS * 5);
    expect(server.polls()).toBe(1);
  });
});
