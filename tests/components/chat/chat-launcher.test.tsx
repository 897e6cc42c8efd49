// <b2b-chat> as a floating launcher (default) and as the b2b-chat element:
// unread count, opening and collapsing by keyboard, the `open` attribute, and
// the list that follows the newest message only for a reader at the bottom.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CHAT_POLL_MS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { chatServer, customer, manager } from './chat-server';
import { clock, inLog, installChatTestHooks, log, renderChat, until, worker } from './setup-chat';

installChatTestHooks();

const unreadName = (n: number, key: 'chatUnreadOne' | 'chatUnreadFew' | 'chatUnreadMany') => m[key].replace('{n}', String(n));
const launcher = (name: string) => page.getByRole('button', { name, exact: true });
const textbox = () => page.getByRole('textbox', { name: m.chatInputLabel });

describe('<b2b-chat> launcher', () => {
  it('shows the unread manager messages on the launcher; opening reads them and remembers it', async () => {
    const server = chatServer(worker, [manager(1, 'Здравствуйте!'), customer(2, 'Добрый день'), manager(3, 'Счёт готов')]);
    const onUnread = vi.fn();
    const listen = (e: CustomEvent<{ count: number }>) => onUnread(e.detail.count);
    document.addEventListener('b2b-chat-unread', listen);
    onTestFinished(() => document.removeEventListener('b2b-chat-unread', listen));
    await renderChat({});
    await expect.element(launcher(unreadName(2, 'chatUnreadFew'))).toBeVisible();
    await expect.element(launcher(unreadName(2, 'chatUnreadFew'))).toHaveAttribute('aria-expanded', 'false');
    expect(page.getByRole('dialog').query()).toBeNull();
    // The event leaves from an effect: after the paint on Preact.
    await vi.waitFor(() => expect(onUnread).toHaveBeenLastCalledWith(2));

    await launcher(unreadName(2, 'chatUnreadFew')).click();
    await expect.element(page.getByRole('dialog', { name: m.chatTitle })).toBeVisible();
    await expect.element(textbox()).toHaveFocus();
    await expect.element(launcher(m.chatTitle)).toHaveAttribute('aria-expanded', 'true');
    await vi.waitFor(() => expect(onUnread).toHaveBeenLastCalledWith(0));
    // Remembered on the server (per user), not in this browser only.
    await until(() => server.state.chatRead === 3, 'chatRead 3 on the server');
    expect(localStorage.length).toBe(0);

    // Escape collapses and gives focus back to the launcher.
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(launcher(m.chatTitle)).toHaveFocus();

    // A reply while collapsed counts again; the badge sits on the launcher's
    // corner, so the right-anchored launcher keeps its box (no layout shift).
    const box = (el: Element) => el.getBoundingClientRect().toJSON() as DOMRect;
    const before = box(launcher(m.chatTitle).element());
    server.managerSays('Отгрузка завтра');
    await clock.advance(CHAT_POLL_MS);
    await expect.element(launcher(unreadName(1, 'chatUnreadOne'))).toBeVisible();
    await vi.waitFor(() => expect(onUnread).toHaveBeenLastCalledWith(1));
    expect(box(launcher(unreadName(1, 'chatUnreadOne')).element())).toEqual(before);
    await expect.element(page.getByText('1', { exact: true })).toBeVisible();
  });

  it('keyboard: Enter on the launcher opens, the collapse button closes; the typed text survives', async () => {
    chatServer(worker, [manager(1, 'Здравствуйте!')]);
    await renderChat({});
    const closed = launcher(unreadName(1, 'chatUnreadOne'));
    await expect.element(closed).toBeVisible();
    closed.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(textbox()).toHaveFocus();
    await userEvent.keyboard('Черновик, который нельзя терять');
    await page.getByRole('button', { name: m.chatCollapse }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await launcher(m.chatTitle).click();
    await expect.element(textbox()).toHaveValue('Черновик, который нельзя терять');
  });

  it('the `open` prop opens it; collapsing calls onClose', async () => {
    chatServer(worker, [manager(1, 'Здравствуйте!')]);
    const onClose = vi.fn();
    await renderChat({ open: true, onClose });
    await expect.element(page.getByRole('dialog', { name: m.chatTitle })).toBeVisible();
    await page.getByRole('button', { name: m.chatCollapse }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('<b2b-chat> scrolling', () => {
  const long = () =>
    Array.from({ length: 40 }, (_, i) => (i % 2 ? customer(i + 1, `Вопрос ${i + 1}`) : manager(i + 1, `Ответ ${i + 1}`)));
  const atBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight < 2;

  it('opens at the newest message and follows new ones while the reader is at the bottom', async () => {
    const server = chatServer(worker, long());
    await renderChat();
    await expect.element(inLog('Вопрос 40')).toBeVisible();
    const el = log().element() as HTMLElement;
    expect(el.scrollHeight).toBeGreaterThan(el.clientHeight);
    expect(atBottom(el)).toBe(true);

    server.managerSays('Новый ответ внизу');
    await clock.advance(CHAT_POLL_MS);
    await expect.element(inLog('Новый ответ внизу')).toBeInViewport();
    expect(atBottom(el)).toBe(true);
  });

  it('stays where a reader of older messages is, and offers "Новые сообщения" instead', async () => {
    const server = chatServer(worker, long());
    await renderChat();
    await expect.element(inLog('Вопрос 40')).toBeVisible();
    const el = log().element() as HTMLElement;
    el.scrollTop = 0;
    el.dispatchEvent(new Event('scroll'));
    await expect.poll(() => el.scrollTop).toBe(0);

    server.managerSays('Пришёл, пока вы читали');
    await clock.advance(CHAT_POLL_MS);
    await expect.element(page.getByRole('button', { name: m.chatNewBelow })).toBeVisible();
    expect(el.scrollTop).toBe(0);
    await expect.element(inLog('Ответ 1')).toBeInViewport();
    await expect.element(inLog('Пришёл, пока вы читали')).not.toBeInViewport();

    await page.getByRole('button', { name: m.chatNewBelow }).click();
    await expect.element(inLog('Пришёл, пока вы читали')).toBeInViewport();
    await expect.element(page.getByRole('button', { name: m.chatNewBelow })).not.toBeInTheDocument();
  });

  it('the reader\'s own message always scrolls to the end', async () => {
    chatServer(worker, long());
    await renderChat();
    await expect.element(inLog('Вопрос 40')).toBeVisible();
    const el = log().element() as HTMLElement;
    el.scrollTop = 0;
    el.dispatchEvent(new Event('scroll'));
    await textbox().fill('Мой вопрос');
    await userEvent.keyboard('{Enter}');
    await expect.element(inLog('Мой вопрос')).toBeInViewport();
  });
});
