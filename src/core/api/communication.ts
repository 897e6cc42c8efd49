/** Callback requests and the manager chat (polled every CHAT_POLL_MS by the widget). */
import * as s from '../schemas';
import type { CallbackRequest, ChatMessagesReply, ChatReadReply, ChatSendReply, StatusReply } from '../types';
import type { CallOpts } from './client';
import { apiCall } from './client';

/** Spec 7: the body is `{ data: { phone, firstname } }`. */
export function callback(data: CallbackRequest, opts: CallOpts = {}): Promise<StatusReply> {
  return apiCall('callback', { ...opts, body: { data }, schema: s.StatusReplySchema });
}

export function chatMessages(opts: CallOpts = {}): Promise<ChatMessagesReply> {
  return apiCall('chat', { ...opts, body: { action: 'messages' }, schema: s.ChatMessagesReplySchema });
}

export function chatSend(message: string, opts: CallOpts = {}): Promise<ChatSendReply> {
  return apiCall('chat', { ...opts, body: { action: 'send', message }, schema: s.ChatSendReplySchema });
}

/** Our addition (docs/api.md): the customer has seen the chat up to message `id` (kept per user, only moves forward). */
export function chatRead(id: number, opts: CallOpts = {}): Promise<ChatReadReply> {
  return apiCall('chatRead', { ...opts, body: { id }, schema: s.ChatReadReplySchema });
}

/** Chat messages from 'cid…' are the customer's own (spec 3). */
export function isCustomerMessage(fromWhom: string): boolean {
  return fromWhom.startsWith('cid');
}
