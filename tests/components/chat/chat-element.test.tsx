// <b2b-chat> as the custom element legacy pages use.
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import 'b2b-widgets/chat/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { chatServer, manager } from './chat-server';
import { installChatTestHooks, worker } from './setup-chat';

installChatTestHooks();

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<b2b-chat> element', () => {
  it('renders inline in its open shadow root with the inline attribute', async () => {
    chatServer(worker, [manager(1, '<i>Здравствуйте</i>')]);
    document.body.innerHTML = '<b2b-chat inline></b2b-chat>';
    const el = document.querySelector('b2b-chat')!;
    await expect.element(page.getByText('<i>Здравствуйте</i>', { exact: true })).toBeVisible();
    expect(el.shadowRoot?.querySelector('i')).toBeNull();
    expect(el.shadowRoot?.querySelector('.b2b-chat-launcher')).toBeNull();
    expect(getComputedStyle(el).display).toBe('block');
  });

  it('opens from a data-b2b-open="chat" link and .show(); collapsing removes the open attribute', async () => {
    chatServer(worker, [manager(1, 'Здравствуйте')]);
    document.body.innerHTML = '<a href="#" data-b2b-open="chat">Написать менеджеру</a><b2b-chat></b2b-chat>';
    const el = document.querySelector('b2b-chat')! as HTMLElementTagNameMap['b2b-chat'];
    await expect.element(page.getByRole('button', { name: /^Чат с менеджером/ })).toBeVisible();

    await page.getByRole('link', { name: 'Написать менеджеру' }).click();
    await expect.element(page.getByRole('dialog', { name: m.chatTitle })).toBeVisible();
    expect(el.hasAttribute('open')).toBe(true);

    await page.getByRole('button', { name: m.chatCollapse }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(el.hasAttribute('open')).toBe(false);

    el.show();
    await expect.element(page.getByRole('dialog', { name: m.chatTitle })).toBeVisible();
    // The launcher reflects its state on the attribute too.
    await page.getByRole('button', { name: m.chatTitle, exact: true }).click();
    expect(el.hasAttribute('open')).toBe(false);
    await page.getByRole('button', { name: m.chatTitle, exact: true }).click();
    expect(el.hasAttribute('open')).toBe(true);
  });
});
