import { describe, expect, it } from 'vitest';
import { ApiError, httpError, networkError } from '../../../src/core/api/errors';
import { defaultMessages as m } from '../../../src/core/messages';
import type { ChatMessage } from '../../../src/core/types';
import { createChatStore, mergeMessages, type ChatApi } from '../../../src/widgets/chat/chat-store';

const manager = (id: number, message: string): ChatMessage => ({ id, from_whom: 'manager', message, created_at: '' });
const customer = (id: number, message: string): ChatMessage => ({ id, from_whom: 'cid1', message, created_at: '' });

/** A server the test answers by hand: each call waits until the test settles it. */
function handServer() {
  /** `read`: the user's read position the server answers with (default none). */
  const polls: { resolve(list: ChatMessage[], read?: number): void; reject(e: unknown): void }[] = [];
  const sends: { text: string; resolve(m: ChatMessage): void; reject(e: unknown): void }[] = [];
  const reads: { id: number; resolve(read: number): void; reject(e: unknown): void }[] = [];
  const api: ChatApi = {
    messages: () =>
      new Promise((resolve, reject) => polls.push({ resolve: (messages, read = 0) => resolve({ messages, read }), reject })),
    send: (text) => new Promise((resolve, reject) => sends.push({ text, resolve, reject })),
    markRead: (id) => new Promise((resolve, reject) => reads.push({ id, resolve, reject })),
  };
  return { api, polls, sends, reads };
}

const signal = () => new AbortController().signal;
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('mergeMessages', () => {
  it('adds unknown ids, keeps known ones, sorts by id', () => {
    const known = [manager(1, 'a'), customer(3, 'c')];
    const merged = mergeMessages(known, [customer(3, 'c'), manager(2, 'b'), manager(4, 'd')]);
    expect(merged.map((x) => x.id)).toEqual([1, 2, 3, 4]);
    expect(merged[0]).toBe(known[0]);
  });

  it('returns the same array when nothing is new (no re-render)', () => {
    const known = [manager(1, 'a')];
    expect(mergeMessages(known, [manager(1, 'a')])).toBe(known);
  });

  it('leaves a customer message still being sent to its send reply (never shown twice)', () => {
    const merged = mergeMessages([], [customer(5, 'привет'), customer(6, 'привет'), manager(7, 'привет')], ['привет']);
    // One 'привет' of the customer is the one in flight; the other and the manager's stay.
    expect(merged.map((x) => x.id)).toEqual([6, 7]);
  });
});

describe('createChatStore', () => {
  it('the first poll loads the history without announcing it; later manager messages are announced', async () => {
    const server = handServer();
    const chat = createChatStore(server.api);
    const first = chat.poll(signal());
    server.polls[0]!.resolve([manager(1, 'Здравствуйте'), customer(2, 'Добрый день')]);
    await first;
    expect(chat.getState().loaded).toBe(true);
    expect(chat.getState().messages).toHaveLength(2);
    expect(chat.getState().announcement).toBeNull();

    const second = chat.poll(signal());
    server.polls[1]!.resolve([manager(1, 'Здравствуйте'), customer(2, 'Добрый день'), manager(3, 'Счёт готов')]);
    await second;
    expect(chat.getState().announcement?.text).toBe(m.chatIncomingOne.replace('{text}', 'Счёт готов'));

    const third = chat.poll(signal());
    server.polls[2]!.resolve([manager(4, 'раз'), manager(5, 'два'), customer(6, 'моё')]);
    await third;
    expect(chat.getState().announcement?.text).toBe(m.chatIncomingMany.replace('{n}', '2'));
  });

  it('a failed poll keeps what is shown and says "нет связи"; a 4xx says the server message; success clears it', async () => {
    const server = handServer();
    const chat = createChatStore(server.api);
    const ok = chat.poll(signal());
    server.polls[0]!.resolve([manager(1, 'Здравствуйте')]);
    await ok;

    const down = chat.poll(signal());
    server.polls[1]!.reject(networkError());
    await expect(down).rejects.toBeInstanceOf(ApiError);
    expect(chat.getState().problem).toBe(m.chatOffline);
    expect(chat.getState().problem).toMatch(/нет связи/i);
    expect(chat.getState().messages).toHaveLength(1);

    const denied = chat.poll(signal());
    server.polls[2]!.reject(httpError(401, { status: 'error', message: 'Требуется вход в личный кабинет' }));
    await expect(denied).rejects.toBeInstanceOf(ApiError);
    expect(chat.getState().problem).toBe('Требуется вход в личный кабинет');

    const back = chat.poll(signal());
    server.polls[3]!.resolve([manager(1, 'Здравствуйте')]);
    await back;
    expect(chat.getState().problem).toBeNull();
  });

  it('sends the trimmed draft optimistically and replaces it with the server message', async () => {
    const server = handServer();
    const chat = createChatStore(server.api);
    chat.setDraft('  Когда отгрузка?\nСпасибо  ');
    expect(chat.sendDraft()).toBe(true);
    expect(server.sends[0]!.text).toBe('Когда отгрузка?\nСпасибо');
    expect(chat.getState().draft).toBe('');
    expect(chat.getState().pending).toEqual([
      { key: expect.any(String), text: 'Когда отгрузка?\nСпасибо', status: 'sending', error: null, retryable: false },
    ]);
    server.sends[0]!.resolve(customer(9, 'Когда отгрузка?\nСпасибо'));
    await settle();
    expect(chat.getState().pending).toEqual([]);
    expect(chat.getState().messages.map((x) => x.id)).toEqual([9]);
  });

  it('does not send a blank draft', () => {
    const server = handServer();
    const chat = createChatStore(server.api);
    chat.setDraft(' \n\t ');
    expect(chat.sendDraft()).toBe(false);
    expect(server.sends).toHaveLength(0);
    expect(chat.getState().pending).toEqual([]);
  });

  it('a failed send stays with its reason; resend delivers it; edit takes the text back', async () => {
    const server = handServer();
    const chat = createChatStore(server.api);
    chat.setDraft('первое');
    chat.sendDraft();
    server.sends[0]!.reject(networkError());
    await settle();
    const [failed] = chat.getState().pending;
    expect(failed).toMatchObject({ text: 'первое', status: 'failed', error: m.networkError, retryable: true });
    expect(chat.getState().announcement?.text).toBe(m.chatNotSent.replace('{error}', m.networkError));

    chat.resend(failed!.key);
    expect(chat.getState().pending[0]).toMatchObject({ status: 'sending', error: null });
    expect(server.sends[1]!.text).toBe('первое');
    server.sends[1]!.reject(httpError(400, { status: 'error', message: 'Слишком длинное сообщение' }));
    await settle();
    // A refusal: sending the same text again cannot help (the buyer edits it instead).
    expect(chat.getState().pending[0]).toMatchObject({ status: 'failed', error: 'Слишком длинное сообщение', retryable: false });

    chat.setDraft('уже начал второе');
    chat.edit(failed!.key);
    expect(chat.getState().pending).toEqual([]);
    expect(chat.getState().draft).toBe('первое\nуже начал второе');
  });

  it('a poll answering while a send is in flight does not show the message twice', async () => {
    const server = handServer();
    const chat = createChatStore(server.api);
    chat.setDraft('Есть ли скидка?');
    chat.sendDraft();
    const poll = chat.poll(signal());
    // The server stored the message before the poll read the list, but the send reply is still on its way.
    server.polls[0]!.resolve([manager(1, 'Здравствуйте'), customer(2, 'Есть ли скидка?')]);
    await poll;
    const texts = () => [...chat.getState().messages.map((x) => x.message), ...chat.getState().pending.map((p) => p.text)];
    expect(texts()).toEqual(['Здравствуйте', 'Есть ли скидка?']);
    server.sends[0]!.resolve(customer(2, 'Есть ли скидка?'));
    await settle();
    expect(texts()).toEqual(['Здравствуйте', 'Есть ли скидка?']);
    expect(chat.getState().pending).toEqual([]);
  });

  it('a poll that started before a send was confirmed does not take the confirmed message away', async () => {
    const server = handServer();
    const chat = createChatStore(server.api);
    const poll = chat.poll(signal());
    chat.setDraft('вопрос');
    chat.sendDraft();
    server.sends[0]!.resolve(customer(2, 'вопрос'));
    await settle();
    server.polls[0]!.resolve([manager(1, 'Здравствуйте')]);
    await poll;
    expect(chat.getState().messages.map((x) => x.id)).toEqual([1, 2]);
  });

  it('an aborted poll changes nothing', async () => {
    const server = handServer();
    const chat = createChatStore(server.api);
    const controller = new AbortController();
    const poll = chat.poll(controller.signal);
    controller.abort();
    server.polls[0]!.resolve([manager(1, 'поздно')]);
    await poll;
    expect(chat.getState().loaded).toBe(false);
    expect(chat.getState().messages).toEqual([]);
    const failing = chat.poll(controller.signal);
    server.polls[1]!.reject(networkError());
    await expect(failing).rejects.toBeTruthy();
    expect(chat.getState().problem).toBeNull();
  });


  it('read position: the server\'s from the poll, moved on by markRead (sent once), never back', async () => {
    const server = handServer();
    const chat = createChatStore(server.api);
    const first = chat.poll(signal());
    server.polls[0]!.resolve([manager(1, 'a'), manager(3, 'b'), manager(5, 'c')], 3);
    await first;
    expect(chat.getState().read).toBe(3);

    chat.markRead(5);
    chat.markRead(5);
    chat.markRead(4);
    expect(chat.getState().read).toBe(5);
    expect(server.reads.map((r) => r.id)).toEqual([5]);

    // A poll that left before the report arrived knows less: the position stays.
    const late = chat.poll(signal());
    server.polls[1]!.resolve([manager(1, 'a'), manager(3, 'b'), manager(5, 'c')], 3);
    await late;
    expect(chat.getState().read).toBe(5);

    // Another device read further: the server's answer and the next poll bring it.
    server.reads[0]!.resolve(5);
    await settle();
    const next = chat.poll(signal());
    server.polls[2]!.resolve([manager(1, 'a'), manager(3, 'b'), manager(5, 'c'), manager(7, 'd')], 7);
    await next;
    expect(chat.getState().read).toBe(7);
  });

  it('a read report the server refuses leaves this page\'s position alone', async () => {
    const server = handServer();
    const chat = createChatStore(server.api);
    chat.markRead(2);
    server.reads[0]!.reject(networkError());
    await settle();
    expect(chat.getState().read).toBe(2);
    expect(chat.getState().problem).toBeNull();
  });
});
