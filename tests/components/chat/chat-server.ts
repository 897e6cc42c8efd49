/**
 * The fake server of src/testing (createHandlers) with a spy in front of
 * `POST /api/chat`: it records every request body and can fail polls or
 * sends, or hold a send until the test lets it through; and the ids of
 * `POST /api/chatRead` (the read position the widget reports).
 */
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import type { ChatMessage } from '../../../src/core/types';
import { createHandlers, createState, type FakeState } from '../../../src/testing';

export interface ChatCall {
  action: 'messages' | 'send';
  message?: string;
}

export interface ChatServer {
  state: FakeState;
  calls: ChatCall[];
  polls(): number;
  sends(): ChatCall[];
  /** Ids of the chatRead reports, in order. */
  reads(): number[];
  /** 'network': no answer at all (fetch rejects); a number: that HTTP status with a Russian message. */
  failPolls: false | 'network' | number;
  failSends: false | 'network' | number;
  /** Sends wait for release() while set. */
  holdSends: boolean;
  release(): void;
  /** A manager's answer, as chatReply would store it. */
  managerSays(message: string): ChatMessage;
}

let nextManagerId = 50_000;

export function chatServer(worker: SetupWorker, chat: ChatMessage[]): ChatServer {
  const state = createState({ chat });
  const held: (() => void)[] = [];
  const reads: number[] = [];
  const server: ChatServer = {
    state,
    calls: [],
    polls: () => server.calls.filter((c) => c.action === 'messages').length,
    sends: () => server.calls.filter((c) => c.action === 'send'),
    reads: () => [...reads],
    failPolls: false,
    failSends: false,
    holdSends: false,
    release() {
      for (const go of held.splice(0)) go();
    },
    managerSays(message) {
      const m = { id: ++nextManagerId, from_whom: 'm1', message, created_at: '2024-05-14 12:00:00' };
      state.chat.push(m);
      return m;
    },
  };
  const fail = (how: 'network' | number) =>
    how === 'network'
      ? HttpResponse.error()
      : HttpResponse.json({ status: 'error', message: 'Сервер на обслуживании' }, { status: how });

  const spy = http.post('/api/chat', async ({ request }) => {
    const body = (await request.clone().json()) as ChatCall;
    server.calls.push(body);
    if (body.action === 'messages' && server.failPolls) return fail(server.failPolls);
    if (body.action === 'send') {
      if (server.holdSends) await new Promise<void>((go) => held.push(go));
      if (server.failSends) return fail(server.failSends);
    }
    // Fall through to the fake server's own chat handler.
    return undefined;
  });
  const readSpy = http.post('/api/chatRead', async ({ request }) => {
    reads.push(((await request.clone().json()) as { id: number }).id);
    return undefined;
  });
  worker.resetHandlers(spy, readSpy, ...createHandlers(state));
  return server;
}

export const manager = (id: number, message: string, created_at = '2024-05-14 10:00:00'): ChatMessage => ({
  id,
  from_whom: 'm7',
  message,
  created_at,
});
export const customer = (id: number, message: string, created_at = '2024-05-14 10:05:00'): ChatMessage => ({
  id,
  from_whom: 'cid1',
  message,
  created_at,
});
