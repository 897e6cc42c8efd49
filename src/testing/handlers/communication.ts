/** callback (visitors too), chat (messages / send), chatRead, chatReply (admin, for demos and tests). */
import { http } from 'msw';
import { isPhoneValid } from '../../core/rules/phone';
import { nextId } from '../state';
import { body, csrf, fail, msg, needUser, num, ok, str, type Ctx } from './http';

function now(): string {
  return new Date().toISOString().slice(0, 19).replace('T', ' ');
}

export function communicationHandlers({ state, api, wait, signedIn }: Ctx) {
  return [
    http.post(api('callback'), async ({ request }) => {
      await wait();
      const refused = csrf(request);
      if (refused) return refused;
      const data = (await body(request)).data as Record<string, unknown> | undefined;
      const phone = str(data?.phone);
      const firstname = str(data?.firstname).trim();
      if (!isPhoneValid(phone) || !firstname) return fail(400, msg.required);
      state.callbacks.push({ phone, firstname });
      return ok({ status: 'success' });
    }),

    http.post(api('chat'), async ({ request }) => {
      const { refused, input: b } = await signedIn(request);
      if (refused) return refused;
      if (b.action === 'messages') return ok({ messages: state.chat, read: state.chatRead });
      if (b.action === 'send') {
        const text = str(b.message).trim();
        if (!text) return fail(400, msg.required);
        const message = { id: nextId(state), from_whom: `cid${state.user?.id ?? 0}`, message: text, created_at: now() };
        state.chat.push(message);
        return ok({ status: 'success', message });
      }
      return fail(400, 'Неизвестное действие');
    }),

    // Our addition (docs/api.md): the read position, kept per user and only moving forward.
    http.post(api('chatRead'), async ({ request }) => {
      await wait();
      const refused = csrf(request) ?? needUser(state);
      if (refused) return refused;
      const id = num((await body(request)).id);
      if (id === undefined) return fail(400, msg.required);
      if (!state.chat.some((m) => m.id === id)) return fail(404, 'Такого сообщения нет в вашей переписке');
      state.chatRead = Math.max(state.chatRead, id);
      return ok({ status: 'success', read: state.chatRead });
    }),

    http.post(api('chatReply'), async ({ request }) => {
      await wait();
      const refused = csrf(request) ?? needUser(state);
      if (refused) return refused;
      if (state.user?.role !== 'admin') return fail(404, 'Не найдено');
      const b = await body(request);
      const text = str(b.message).trim();
      if (!text || num(b.customer_id) === undefined) return fail(400, msg.required);
      state.chat.push({ id: nextId(state), from_whom: 'm1', message: text, created_at: now() });
      return ok({ status: 'success' });
    }),
  ];
}
