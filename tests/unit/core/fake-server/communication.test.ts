import { describe, expect, it } from 'vitest';
import * as api from '../../../../src/core/api';
import { defaultMessages } from '../../../../src/core/messages';
import { RegistrationReplySchema } from '../../../../src/core/schemas';
import { createState } from '../../../../src/testing/state';
import { startFakeServer } from './setup';

const fake = startFakeServer();

describe('callback: data with phone, firstname', () => {
  it('accepts a full phone and a name', async () => {
    await expect(api.callback({ phone: '+7 (912) 345-67-89', firstname: 'Иван' })).resolves.toEqual({ status: 'success' });
    expect(fake.state().callbacks).toEqual([{ phone: '+7 (912) 345-67-89', firstname: 'Иван' }]);
  });

  it('refuses a short phone with the spec message', async () => {
    await expect(api.callback({ phone: '+7 (912) 345', firstname: 'Иван' })).rejects.toMatchObject({ status: 400, message: defaultMessages.required });
  });
});

describe('chat: action messages or send', () => {
  it('sends as the customer (cid…) and lists', async () => {
    const sent = await api.chatSend('Когда будет отгрузка?');
    expect(api.isCustomerMessage(sent.message.from_whom)).toBe(true);
    const { messages } = await api.chatMessages();
    expect(messages.at(-1)?.message).toBe('Когда будет отгрузка?');
    expect(messages.some((m) => !api.isCustomerMessage(m.from_whom))).toBe(true);
  });
});

describe('visitors', () => {
  const form = (captcha: string) => {
    const fd = new FormData();
    for (const [k, val] of Object.entries({ surname: 'Иванов', name: 'Иван', phone: '+7 (912) 345-67-89', email: 'i@ex.ru', company: 'ООО', inn: '7701234567', city: 'Москва', region: '1', captcha }))
      fd.append(k, val);
    fd.append('file', new Blob(['%PDF']), 'card.pdf');
    return fd;
  };
  const schema = RegistrationReplySchema;

  it('registration: a wrong captcha fails and burns the code; the right one succeeds', async () => {
    await expect(api.siteCall('/registration', { multipart: form('zzzz'), schema })).rejects.toMatchObject({ status: 400 });
    const code = fake.state().captcha;
    const reply = await api.siteCall('/registration', { multipart: form(code), schema });
    expect(reply.message).toBe(defaultMessages.registrationRequestDone);
    expect(fake.state().registrations[0]?.file).toBe('file:card.pdf');
    const simple = await api.siteCall('/registration/', { multipart: form(fake.state().captcha), schema });
    expect(simple.state).toBe('success');
  });

  it('captcha.php is an SVG image', async () => {
    const res = await fetch(api.captchaUrl());
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain(fake.state().captcha);
  });

  it('reminder: unknown email, empty input and success carry the spec messages', async () => {
    await expect(api.reminder('')).rejects.toMatchObject({ message: defaultMessages.reminderEmpty });
    await expect(api.reminder('nobody@example.ru')).rejects.toMatchObject({ message: defaultMessages.reminderUnknown });
    await expect(api.reminder('demo@example.ru')).resolves.toEqual({ sent: true, message: defaultMessages.reminderSent });
  });
});

describe('latency', () => {
  it('delays answers when asked (stories show spinners)', async () => {
    fake.reset(createState(), 60);
    const t0 = Date.now();
    await api.initdata();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(50);
  });
});
