// <b2b-chat> sending: optimistic message, failure with retry, the
// keyboard (Enter / Shift+Enter), blank messages, and text that stays text.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { chatServer, customer, manager } from './chat-server';
import { inLog, installChatTestHooks, log, renderChat, worker } from './setup-chat';

installChatTestHooks();

const history = () => [manager(1, 'Здравствуйте! Чем помочь?'), customer(2, 'Нужен счёт на поставку')];
const textbox = () => page.getByRole('textbox', { name: m.chatInputLabel });
const notSent = (error: string) => m.chatNotSent.replace('{error}', error);

describe('<b2b-chat> sending', () => {
  it('tells the customer\'s and the manager\'s messages apart in words, not only by look', async () => {
    chatServer(worker, history());
    await renderChat();
    const items = log().getByRole('listitem');
    await expect.element(items.nth(1)).toHaveTextContent('Нужен счёт на поставку');
    await expect.element(items.nth(0)).toHaveTextContent(`${m.chatFromManager}`);
    await expect.element(items.nth(1)).toHaveTextContent(`${m.chatFromCustomer}`);
    expect(items.nth(0).element().textContent).not.toContain(m.chatFromCustomer);
    expect(items.nth(0).element().getAttribute('data-from')).toBe('manager');
    expect(items.nth(1).element().getAttribute('data-from')).toBe('customer');
  });

  it('Enter sends at once as "Отправляется…", then the server\'s message replaces it', async () => {
    const server = chatServer(worker, history());
    server.holdSends = true;
    await renderChat();
    await expect.element(inLog('Нужен счёт на поставку')).toBeVisible();
    await textbox().fill('Когда будет отгрузка?');
    await userEvent.keyboard('{Enter}');

    await expect.element(inLog('Когда будет отгрузка?')).toBeVisible();
    await expect.element(log().getByText(m.chatSending)).toBeVisible();
    await expect.element(textbox()).toHaveValue('');
    await expect.poll(() => server.sends()).toEqual([{ action: 'send', message: 'Когда будет отгрузка?' }]);

    server.release();
    await expect.element(log().getByText(m.chatSending)).not.toBeInTheDocument();
    await expect.element(inLog('Когда будет отгрузка?')).toBeVisible();
    expect(server.state.chat.at(-1)).toMatchObject({ message: 'Когда будет отгрузка?', from_whom: 'cid1' });
    await expect.element(log().getByRole('listitem')).toHaveLength(3);
  });

  it('Shift+Enter breaks the line; the message keeps its lines', async () => {
    const server = chatServer(worker, history());
    await renderChat();
    await textbox().click();
    await userEvent.keyboard('Первая строка{Shift>}{Enter}{/Shift}вторая строка');
    await expect.element(textbox()).toHaveValue('Первая строка\nвторая строка');
    expect(server.sends()).toEqual([]);
    await page.getByRole('button', { name: m.chatSend }).click();
    await expect.poll(() => server.sends()).toEqual([{ action: 'send', message: 'Первая строка\nвторая строка' }]);
    await expect.element(inLog('Первая строка\nвторая строка')).toBeVisible();
  });

  it('does not send an empty or blank message', async () => {
    const server = chatServer(worker, history());
    await renderChat();
    await expect.element(inLog('Нужен счёт на поставку')).toBeVisible();
    await textbox().click();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('   {Enter}');
    await expect.element(page.getByRole('button', { name: m.chatSend })).toBeDisabled();
    // A poll goes by: still nothing sent.
    await expect.poll(() => server.polls()).toBeGreaterThanOrEqual(1);
    expect(server.sends()).toEqual([]);
    await expect.element(log().getByRole('listitem')).toHaveLength(2);
  });

  it('a failed send stays with the reason and "Отправить ещё раз"; resending delivers it once', async () => {
    const server = chatServer(worker, history());
    server.failSends = 'network';
    await renderChat();
    await expect.element(inLog('Нужен счёт на поставку')).toBeVisible();
    await textbox().fill('Прошу перезвонить');
    await userEvent.keyboard('{Enter}');

    await expect.element(log().getByText(notSent(m.networkError))).toBeVisible();
    await expect.element(inLog('Прошу перезвонить')).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent(notSent(m.networkError));

    server.failSends = false;
    await page.getByRole('button', { name: m.chatResend }).click();
    await expect.element(log().getByText(notSent(m.networkError))).not.toBeInTheDocument();
    await expect.element(inLog('Прошу перезвонить')).toBeVisible();
    await expect.poll(() => server.state.chat.filter((x) => x.message === 'Прошу перезвонить')).toHaveLength(1);
    expect(server.sends()).toHaveLength(2);
    await expect.element(log().getByRole('listitem')).toHaveLength(3);
    // Focus was on the button that went away: it lands in the text box, ready to type.
    await expect.element(textbox()).toHaveFocus();
  });

  it('the server\'s refusal is shown; "Изменить" takes the text back into the box, before what was being typed', async () => {
    const server = chatServer(worker, history());
    server.failSends = 503;
    await renderChat();
    await textbox().fill('Сообщение, которое не ушло');
    await userEvent.keyboard('{Enter}');
    await expect.element(log().getByText(notSent('Сервер на обслуживании'))).toBeVisible();

    await textbox().fill('уже пишу следующее');
    await page.getByRole('button', { name: m.chatEdit }).click();
    await expect.element(textbox()).toHaveValue('Сообщение, которое не ушло\nуже пишу следующее');
    await expect.element(textbox()).toHaveFocus();
    await expect.element(inLog('Сообщение, которое не ушло')).not.toBeInTheDocument();
  });

  it('message text with HTML or a script shows as typed and runs nothing', async () => {
    const w = window as unknown as { chatXss?: number };
    delete w.chatXss;
    const attack = '<img src="x" onerror="window.chatXss=1"><script>window.chatXss=2</script><b>жирный</b>';
    const server = chatServer(worker, [manager(1, attack)]);
    await renderChat();
    await expect.element(inLog(attack)).toBeVisible();

    await textbox().fill('<svg onload="window.chatXss=3"></svg>');
    await userEvent.keyboard('{Enter}');
    await expect.element(inLog('<svg onload="window.chatXss=3"></svg>')).toBeVisible();
    await expect.poll(() => server.sends().length).toBe(1);

    const list = log().element();
    expect(list.querySelector('img, script, b, svg')).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(w.chatXss).toBeUndefined();
  });

  it('sends more messages while earlier ones are still on their way, in order', async () => {
    const server = chatServer(worker, history());
    server.holdSends = true;
    await renderChat();
    await expect.element(inLog('Нужен счёт на поставку')).toBeVisible();
    await textbox().fill('Раз');
    await userEvent.keyboard('{Enter}');
    await textbox().fill('Два');
    await userEvent.keyboard('{Enter}');
    await expect.element(log().getByText(m.chatSending)).toHaveLength(2);
    await expect.poll(() => server.sends().length).toBe(2);
    server.holdSends = false;
    server.release();
    await expect.element(log().getByText(m.chatSending)).toHaveLength(0);
    const texts = [...log().element().querySelectorAll('.b2b-chat-text')].map((x) => x.textContent);
    expect(texts.slice(-2)).toEqual(['Раз', 'Два']);
  });
});
