/**
 * Callback requests and the per-customer chat (plus the admin's chatReply).
 * The SQL: communication/chat.ts and visitors/requests.ts (callback requests).
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { chatMessages, managerReply, markRead, readPosition, sendMessage } from '../communication/chat';
import { msg, spec } from '../messages';
import { requireAdmin, requireUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { int, object, oneOf, parse, text } from '../validate';
import { saveCallbackRequest } from '../visitors/requests';
import { api } from './api';

const phoneSchema = v.pipe(
  text('phone', 40, spec.required),
  // Spec: phone mask +7 (XXX) XXX-XX-XX, length over 9.
  v.check((s) => s.replace(/\D/g, '').length > 9, spec.required),
);

export function communicationRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  api(app, ['POST'], 'callback', async (c, input) => {
    const data = input.data && typeof input.data === 'object' ? input.data : input;
    const q = parse(object({ phone: phoneSchema, firstname: text('firstname', 100, spec.required) }), data);
    await saveCallbackRequest(db, c.var.session.user?.id ?? null, q.phone, q.firstname);
    return { status: 'success' };
  });

  api(app, ['POST'], 'chat', async (c, input) => {
    const user = requireUser(c);
    const { action } = parse(object({ action: oneOf('action', ['messages', 'send']) }), input);
    if (action === 'messages') {
      const [messages, read] = await Promise.all([chatMessages(db, user.customer_id), readPosition(db, user.id)]);
      // `read` is our addition (docs/api.md): the user's read position, the same on every device.
      return { messages, read };
    }
    const q = parse(object({ message: text('message', 2000, msg.messageEmpty) }), input);
    return { status: 'success', message: await sendMessage(db, user, q.message) };
  });

  // Our addition (docs/api.md): the customer has seen the chat up to message `id`. Kept per
  // user, so another device of the same user shows the same unread count; it only moves
  // forward, so a device reporting late (it was offline) does not undo a newer position.
  api(app, ['POST'], 'chatRead', async (c, input) => {
    const user = requireUser(c);
    const { id } = parse(object({ id: int('id') }), input);
    return { status: 'success', read: await markRead(db, user, id) };
  });

  // Our addition (docs/api.md): a manager answers a customer, for demos and tests.
  api(app, ['POST'], 'chatReply', async (c, input) => {
    const admin = requireAdmin(c);
    const q = parse(
      object({ customer_id: int('customer_id'), message: text('message', 2000, msg.messageEmpty) }),
      input,
    );
    return { status: 'success', message: await managerReply(db, admin.id, q.customer_id, q.message) };
  });
}
