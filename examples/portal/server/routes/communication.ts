/** Callback requests and the per-customer chat (plus the admin's chatReply). */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { msg, spec } from '../messages';
import { requireAdmin, requireUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { HttpError, int, object, oneOf, parse, text } from '../validate';
import { api } from './api';

const phoneSchema = v.pipe(
  text('phone', 40, spec.required),
  // Spec: phone mask +7 (XXX) XXX-XX-XX, length over 9.
  v.check((s) => s.replace(/\D/g, '').length > 9, spec.required),
);

interface ChatMessage {
  id: number;
  from_whom: string;
  message: string;
  created_at: string;
}

const CHAT_COLUMNS = `id, from_whom, message, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

export function communicationRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  api(app, ['POST'], 'callback', async (c, input) => {
    const data = input.data && typeof input.data === 'object' ? input.data : input;
    const q = parse(object({ phone: phoneSchema, firstname: text('firstname', 100, spec.required) }), data);
    await db.query('INSERT INTO callback_requests (user_id, phone, firstname) VALUES ($1, $2, $3)', [
      c.var.session.user?.id ?? null,
      q.phone,
      q.firstname,
    ]);
    return { status: 'success' };
  });

  api(app, ['POST'], 'chat', async (c, input) => {
    const user = requireUser(c);
    const { action } = parse(object({ action: oneOf('action', ['messages', 'send']) }), input);
    if (action === 'messages') {
      const [messages, read] = await Promise.all([
        db.query<ChatMessage>(
          `SELECT * FROM (SELECT ${CHAT_COLUMNS} FROM chat_messages WHERE customer_id = $1 ORDER BY id DESC LIMIT 200) m
            ORDER BY id`,
          [user.customer_id],
        ),
        readPosition(user.id),
      ]);
      // `read` is our addition (docs/api.md): the user's read position, the same on every device.
      return { messages, read };
    }
    const q = parse(object({ message: text('message', 2000, msg.messageEmpty) }), input);
    const [message] = await db.query<ChatMessage>(
      `INSERT INTO chat_messages (customer_id, user_id, from_whom, message) VALUES ($1, $2, $3, $4)
       RETURNING ${CHAT_COLUMNS}`,
      [user.customer_id, user.id, `cid${user.customer_id}`, q.message],
    );
    return { status: 'success', message };
  });

  const readPosition = async (userId: number) =>
    (await db.query<{ last_read_id: number }>('SELECT last_read_id FROM chat_reads WHERE user_id = $1', [userId]))[0]
      ?.last_read_id ?? 0;

  // Our addition (docs/api.md): the customer has seen the chat up to message `id`. Kept per
  // user, so another device of the same user shows the same unread count; it only moves
  // forward, so a device reporting late (it was offline) does not undo a newer position.
  api(app, ['POST'], 'chatRead', async (c, input) => {
    const user = requireUser(c);
    const { id } = parse(object({ id: int('id') }), input);
    const mine = await db.query('SELECT 1 FROM chat_messages WHERE id = $1 AND customer_id = $2', [id, user.customer_id]);
    if (!mine.length) throw new HttpError(404, msg.chatMessageNotFound);
    const [row] = await db.query<{ last_read_id: number }>(
      `INSERT INTO chat_reads (user_id, last_read_id) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET last_read_id = GREATEST(chat_reads.last_read_id, EXCLUDED.last_read_id), updated_at = now()
       RETURNING last_read_id`,
      [user.id, id],
    );
    return { status: 'success', read: row!.last_read_id };
  });

  // Our addition (docs/api.md): a manager answers a customer, for demos and tests.
  api(app, ['POST'], 'chatReply', async (c, input) => {
    const admin = requireAdmin(c);
    const q = parse(
      object({ customer_id: int('customer_id'), message: text('message', 2000, msg.messageEmpty) }),
      input,
    );
    const exists = await db.query('SELECT 1 FROM customers WHERE id = $1', [q.customer_id]);
    if (!exists.length) throw new HttpError(404, msg.customerNotFound);
    const [message] = await db.query<ChatMessage>(
      `INSERT INTO chat_messages (customer_id, user_id, from_whom, message) VALUES ($1, $2, 'manager', $3)
       RETURNING ${CHAT_COLUMNS}`,
      [q.customer_id, admin.id, q.message],
    );
    return { status: 'success', message };
  });
}
