// <b2b-chat> polling (issue 9): every CHAT_POLL_MS, paused while the tab is
// hidden, backing off with "нет связи" after failures, with fake timers.
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { CHAT_POLL_MS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { chatServer, customer, manager } from './chat-server';
import { inLog, installChatTestHooks, renderChat, setPageHidden, useFakeTimers, worker } from './setup-chat';

installChatTestHooks();

const retryIn = (s: number) => m.chatRetryIn.replace('{s}', String(s));
const history = () => [manager(1, 'Здравствуйте! Чем помочь?'), customer(2, 'Нужен счёт на поставку')];

describe('<b2b-chat> polling', () => {
  it('loads the conversation at once, then polls every 5 s; a new manager message appears and is announced', async () => {
    const server = chatServer(worker, history());
    useFakeTimers();
    await renderChat();
    await expect.element(inLog('Нужен счёт на поставку')).toBeVisible();
    expect(server.polls()).toBe(1);
    expect(server.calls[0]).toEqual({ action: 'messages' });

    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS - 100);
    expect(server.polls()).toBe(1);
    server.managerSays('Счёт выставлен, проверьте почту');
    await vi.advanceTimersByTimeAsync(100);
    await expect.element(inLog('Счёт выставлен, проверьте почту')).toBeVisible();
    expect(server.polls()).toBe(2);
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent(m.chatIncomingOne.replace('{text}', 'Счёт выставлен, проверьте почту'));

    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    await expect.poll(() => server.polls()).toBe(3);
  });

  it('does not announce the history loaded at first', async () => {
    chatServer(worker, history());
    await renderChat();
    await expect.element(inLog('Нужен счёт на поставку')).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('');
  });

  it('pauses while the tab is hidden and polls at once when it is shown again', async () => {
    const server = chatServer(worker, history());
    useFakeTimers();
    await renderChat();
    await expect.element(inLog('Нужен счёт на поставку')).toBeVisible();
    setPageHidden(true);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 12);
    expect(server.polls()).toBe(1);

    server.managerSays('Пока вас не было: заказ собран');
    setPageHidden(false);
    // At once, not after the next interval: no timer is advanced here.
    await expect.element(inLog('Пока вас не было: заказ собран')).toBeVisible();
    expect(server.polls()).toBe(2);
  });

  it('a failed poll says "нет связи", keeps the messages shown and backs off (10 s, then 20 s)', async () => {
    const server = chatServer(worker, history());
    useFakeTimers();
    await renderChat();
    await expect.element(inLog('Нужен счёт на поставку')).toBeVisible();

    server.failPolls = 'network';
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    await expect.element(page.getByText(m.chatOffline)).toBeVisible();
    expect(m.chatOffline).toMatch(/нет связи/i);
    // Says when it tries again: the backoff doubles the wait, 10 s after the first failure.
    await expect.element(page.getByText(retryIn(10))).toBeVisible();
    expect(server.polls()).toBe(2);
    // Nothing shown is dropped.
    await expect.element(inLog('Здравствуйте! Чем помочь?')).toBeVisible();
    await expect.element(inLog('Нужен счёт на поставку')).toBeVisible();

    // Backoff: not after 5 s, but after 10 s.
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(server.polls()).toBe(2);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    await expect.poll(() => server.polls()).toBe(3);
    await expect.element(page.getByText(retryIn(20))).toBeVisible();
    await expect.element(page.getByText(m.chatOffline)).toBeVisible();

    // Then 20 s.
    await vi.advanceTimersByTimeAsync(20_000 - 1);
    expect(server.polls()).toBe(3);
    server.failPolls = false;
    server.managerSays('Связь снова есть');
    await vi.advanceTimersByTimeAsync(1);
    await expect.element(inLog('Связь снова есть')).toBeVisible();
    expect(server.polls()).toBe(4);
    await expect.element(page.getByText(m.chatOffline)).not.toBeInTheDocument();

    // Back to the plain interval after a success.
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    await expect.poll(() => server.polls()).toBe(5);
  });

  it('"Повторить" on the offline banner polls at once', async () => {
    const server = chatServer(worker, history());
    server.failPolls = 500;
    useFakeTimers();
    await renderChat();
    await expect.element(page.getByText(m.chatOffline)).toBeVisible();
    expect(server.polls()).toBe(1);
    server.failPolls = false;
    await page.getByRole('button', { name: m.retry }).click();
    await expect.element(inLog('Нужен счёт на поставку')).toBeVisible();
    expect(server.polls()).toBe(2);
    await expect.element(page.getByText(m.chatOffline)).not.toBeInTheDocument();
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
    useFakeTimers();
    const screen = await renderChat();
    await expect.element(inLog('Нужен счёт на поставку')).toBeVisible();
    await screen.unmount();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 5);
    expect(server.polls()).toBe(1);
  });
});
