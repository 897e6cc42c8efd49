/**
 * The conversation of one <b2b-chat>: messages as the server has
 * them, messages on their way (optimistic), the text being typed, and whether
 * the last poll reached the server. A small zustand vanilla store, so the
 * panel can be hidden and shown again without losing anything, and the logic
 * is tested without React.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError, isAbortError, retryHelps } from '../../core/api/errors';
import { chatMessages, chatRead, chatSend, isCustomerMessage } from '../../core/api/communication';
import { t } from '../../core/messages/chat';
import type { ChatMessage } from '../../core/types';

/** A message the customer sent that the server has not confirmed (yet). */
export interface PendingMessage {
  /** Local key ('local-1', ...): the server's id comes with its reply. */
  key: string;
  text: string;
  status: 'sending' | 'failed';
  /** Russian reason of the failure. */
  error: string | null;
  /** Sending it again can help that failure (no answer, 5xx); a refusal it cannot: edit it instead. */
  retryable: boolean;
}

/** Something for screen readers to hear; `seq` changes even when the text repeats. */
export interface Announcement {
  text: string;
  seq: number;
}

export interface ChatState {
  /** Server truth, oldest first (ascending id). */
  messages: readonly ChatMessage[];
  /** Optimistic messages, in the order they were sent; shown after `messages`. */
  pending: readonly PendingMessage[];
  /** The text in the composer. */
  draft: string;
  /** The first poll has answered: an empty `messages` now means "no conversation yet". */
  loaded: boolean;
  /** The last poll failed: shown as a banner over the messages already shown. */
  problem: string | null;
  /** Asking again can help that problem (no answer, 5xx); a refusal (401, 403) it cannot. */
  problemRetryable: boolean;
  /** Milliseconds from the failure to the next try (the poller's backoff), while there is a problem. */
  retryIn: number | null;
  announcement: Announcement | null;
  /**
   * The newest message id the customer has seen (0: none): the larger of the
   * server's read position (the same on every device of the user) and this page's.
   */
  read: number;
}

/**
 * Longest message the composer accepts: the reference portal's limit
 * (docs/api.md gives none); a stricter server's refusal shows on the message,
 * which "Изменить" takes back into the composer.
 */
export const MESSAGE_MAX_LENGTH = 2000;

export interface ChatApi {
  /** One poll: the conversation, and the user's read position on the server (0: none kept). */
  messages(signal: AbortSignal): Promise<{ messages: readonly ChatMessage[]; read: number }>;
  send(text: string): Promise<ChatMessage>;
  /** Tells the server the customer has seen up to message `id`; resolves to its read position. */
  markRead(id: number): Promise<number>;
}

export interface ChatStore {
  store: StoreApi<ChatState>;
  getState(): ChatState;
  /** One poll (the poller's task): merges the reply, or records the problem and rethrows it. */
  poll(signal: AbortSignal): Promise<void>;
  setDraft(text: string): void;
  /** The poller scheduled its next try after `failures` failures, in `delay` ms. */
  scheduled(delay: number, failures: number): void;
  /** Sends the draft (trimmed); false when it is blank and nothing was sent. */
  sendDraft(): boolean;
  /** Sends a failed message again. */
  resend(key: string): void;
  /** Takes a failed message back into the composer (to change it or copy it). */
  edit(key: string): void;
  /** The customer has seen the conversation up to message `id`: remembered here and on the server. */
  markRead(id: number): void;
}

export const pageChatApi: ChatApi = {
  messages: (signal) => chatMessages({ signal }),
  send: async (text) => (await chatSend(text)).message,
  markRead: async (id) => (await chatRead(id)).read,
};

/** The connection is the problem (say "нет связи"), not the request. */
function isOffline(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500;
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : t('serverError');
}

/**
 * `known` plus the messages of `incoming` it does not have, by id, oldest first.
 * Union, not replace: a poll that started before a send was confirmed must not
 * take the confirmed message away again. Customer messages whose text is still
 * being sent are left to that send's reply, so they never show twice.
 */
export function mergeMessages(
  known: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
  sendingTexts: readonly string[] = [],
): readonly ChatMessage[] {
  const ids = new Set(known.map((m) => m.id));
  const waiting = [...sendingTexts];
  const added = incoming.filter((m) => {
    if (ids.has(m.id)) return false;
    ids.add(m.id);
    const i = isCustomerMessage(m.from_whom) ? waiting.indexOf(m.message) : -1;
    if (i >= 0) {
      waiting.splice(i, 1);
      return false;
    }
    return true;
  });
  if (added.length === 0) return known;
  return [...known, ...added].sort((a, b) => a.id - b.id);
}

function incomingAnnouncement(added: readonly ChatMessage[]): string | null {
  const fromManager = added.filter((m) => !isCustomerMessage(m.from_whom));
  if (fromManager.length === 0) return null;
  if (fromManager.length === 1) return t('chatIncomingOne', { text: fromManager[0]!.message });
  return t('chatIncomingMany', { n: fromManager.length });
}

export function createChatStore(api: ChatApi = pageChatApi): ChatStore {
  const store = createStore<ChatState>(() => ({
    messages: [],
    pending: [],
    draft: '',
    loaded: false,
    problem: null,
    problemRetryable: false,
    retryIn: null,
    announcement: null,
    read: 0,
  }));
  let nextKey = 0;
  let nextSeq = 0;

  const announce = (text: string) => store.setState({ announcement: { text, seq: ++nextSeq } });

  function updatePending(key: string, change: Partial<PendingMessage>): void {
    store.setState((s) => ({ pending: s.pending.map((p) => (p.key === key ? { ...p, ...change } : p)) }));
  }

  function deliver(key: string, text: string): void {
    api.send(text).then(
      (message) => {
        store.setState((s) => ({
          pending: s.pending.filter((p) => p.key !== key),
          messages: mergeMessages(s.messages, [message]),
        }));
      },
      (error: unknown) => {
        const reason = errorText(error);
        updatePending(key, { status: 'failed', error: reason, retryable: retryHelps(error) });
        announce(t('chatNotSent', { error: reason }));
      },
    );
  }

  return {
    store,
    getState: store.getState,

    async poll(signal) {
      let incoming: readonly ChatMessage[];
      let serverRead: number;
      try {
        ({ messages: incoming, read: serverRead } = await api.messages(signal));
      } catch (error) {
        if (!isAbortError(error) && !signal.aborted) {
          store.setState({ problem: isOffline(error) ? t('chatOffline') : errorText(error), problemRetryable: isOffline(error) || retryHelps(error) });
        }
        throw error;
      }
      if (signal.aborted) return;
      const s = store.getState();
      const sending = s.pending.filter((p) => p.status === 'sending').map((p) => p.text);
      const messages = mergeMessages(s.messages, incoming, sending);
      // The first load is history, not news: announce only what arrives later.
      const added = s.loaded ? messages.filter((m) => !s.messages.includes(m)) : [];
      // Never back: a poll answered before this page's own report arrived knows less.
      store.setState({ messages, loaded: true, problem: null, retryIn: null, read: Math.max(s.read, serverRead) });
      const news = incomingAnnouncement(added);
      if (news) announce(news);
    },

    setDraft(text) {
      store.setState({ draft: text });
    },

    scheduled(delay, failures) {
      store.setState({ retryIn: failures > 0 ? delay : null });
    },

    sendDraft() {
      const text = store.getState().draft.trim();
      if (text === '') return false;
      const key = `local-${++nextKey}`;
      store.setState((s) => ({ draft: '', pending: [...s.pending, { key, text, status: 'sending', error: null, retryable: false }] }));
      deliver(key, text);
      return true;
    },

    resend(key) {
      const message = store.getState().pending.find((p) => p.key === key);
      if (!message || message.status !== 'failed') return;
      updatePending(key, { status: 'sending', error: null, retryable: false });
      deliver(key, message.text);
    },

    markRead(id) {
      if (id <= store.getState().read) return;
      store.setState({ read: id });
      api.markRead(id).then(
        // Another device may have read further meanwhile.
        (read) => store.setState((s) => (read > s.read ? { read } : s)),
        // Not kept on the server this time: this page's count is right, and the next
        // message the customer sees sends a position that covers this one too.
        () => undefined,
      );
    },

    edit(key) {
      const message = store.getState().pending.find((p) => p.key === key);
      if (!message || message.status !== 'failed') return;
      store.setState((s) => ({
        pending: s.pending.filter((p) => p.key !== key),
        // Nothing typed is lost: the failed text goes first, what was being typed stays after it.
        draft: s.draft.trim() === '' ? message.text : `${message.text}\n${s.draft}`,
      }));
    },
  };
}
