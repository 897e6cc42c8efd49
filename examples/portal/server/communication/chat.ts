/**
 * The per-customer chat with the manager: its messages, a user's read position
 * (the same on every device of theirs) and new messages from the customer's
 * users or, answering them, from the admin.
 */
import type { Queryable } from '../db';
import { msg } from '../messages';
import { HttpError } from '../validate';

export interface ChatMessage {
  id: number;
  from_whom: string;
  message: string;
  created_at: string;
}

/** ISO in UTC with a zone: the widget computes with it (README "Time zone"). */
const CHAT_COLUMNS = `id, from_whom, message, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

/** The newest messages of the customer's chat (at most 200), oldest first. */
export function chatMessages(db: Queryable, customerId: number): Promise<ChatMessage[]> {
  return db.query<ChatMessage>(
    `SELECT * FROM (SELECT ${CHAT_COLUMNS} FROM chat_messages WHERE customer_id = $1 ORDER BY id DESC LIMIT 200) m
      ORDER BY id`,
    [customerId],
  );
}

/** The id of the last message the user has seen (0: none). */
export async function readPosition(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ last_read_id: number }>('SELECT last_read_id FROM chat_reads WHERE user_id = $1', [userId]);
  return row?.last_read_id ?? 0;
}

/**
 * The user has seen their customer's chat up to message `id` (404 for a message
 * of another chat). It only moves forward, so a device reporting late (it was
 * offline) does not undo a newer position. Returns the position now.
 */
export async function markRead(db: Queryable, user: { id: number; customer_id: number }, id: number): Promise<number> {
  const mine = await db.query('SELECT 1 FROM chat_messages WHERE id = $1 AND customer_id = $2', [id, user.customer_id]);
  if (!mine.length) throw new HttpError(404, msg.chatMessageNotFound);
  const [row] = await db.query<{ last_read_id: number }>(
    `INSERT INTO chat_reads (user_id, last_read_id) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET last_read_id = GREATEST(chat_reads.last_read_id, EXCLUDED.last_read_id), updated_at = now()
     RETURNING last_read_id`,
    [user.id, id],
  );
  return row!.last_read_id;
}

async function addMessage(db: Queryable, customerId: number, userId: number, fromWhom: string, message: string): Promise<ChatMessage> {
  const [row] = await db.query<ChatMessage>(
    `INSERT INTO chat_messages (customer_id, user_id, from_whom, message) VALUES ($1, $2, $3, $4)
     RETURNING ${CHAT_COLUMNS}`,
    [customerId, userId, fromWhom, message],
  );
  return row!;
}

/** A message from a customer's user into their chat. */
export function sendMessage(db: Queryable, user: { id: number; customer_id: number }, message: string): Promise<ChatMessage> {
  return addMessage(db, user.customer_id, user.id, `cid${user.customer_id}`, message);
}

/** The manager's (admin's) answer in customer `customerId`'s chat; 404 for a customer that does not exist. */
export async function managerReply(db: Queryable, adminId: number, customerId: number, message: string): Promise<ChatMessage> {
  const exists = await db.query('SELECT 1 FROM customers WHERE id = $1', [customerId]);
  if (!exists.length) throw new HttpError(404, msg.customerNotFound);
  return addMessage(db, customerId, adminId, 'manager', message);
}
