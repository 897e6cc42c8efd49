/**
 * The chat's life in React: one conversation store per widget, polled every
 * CHAT_POLL_MS while mounted (paused while the tab is hidden, backing off
 * after failures: see poller.ts), and the unread count for the launcher.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { CHAT_POLL_MS } from '../../core/constants';
import { createChatStore, type ChatApi, type ChatState, type ChatStore } from './chat-store';
import { chatPollClock } from './poll-clock';
import { createPoller, type Poller } from '../../blocks/poll/poller';
import { countUnread, latestManagerId } from './read-marker';

export interface ChatController extends ChatStore {
  /** Polls at once (the "Повторить" button of the offline banner). */
  pollNow(): void;
}

/** The widget's conversation store and its poller; `api` replaces the server calls (tests). */
export function useChatController(api?: ChatApi): ChatController {
  const [chat] = useState(() => createChatStore(api));
  const poller = useRef<Poller | null>(null);

  useEffect(() => {
    const p = createPoller({
      task: (signal) => chat.poll(signal),
      interval: CHAT_POLL_MS,
      onSchedule: (delay, failures) => chat.scheduled(delay, failures),
      clock: chatPollClock(),
    });
    poller.current = p;
    p.start();
    return () => {
      p.stop();
      if (poller.current === p) poller.current = null;
    };
  }, [chat]);

  const pollNow = useCallback(() => poller.current?.pollNow(), []);
  return useMemo(() => ({ ...chat, pollNow }), [chat, pollNow]);
}

/** A slice of the conversation; the selector must return a stable value (a field). */
export function useChatState<T>(chat: ChatStore, selector: (state: ChatState) => T): T {
  return useStore(chat.store, selector);
}

/**
 * Manager messages the customer has not seen. While the conversation is on
 * screen (`reading`), everything shown counts as seen: the store remembers it
 * and tells the server, which keeps it per user, so the user's other devices
 * and later page loads count the same (their next poll brings it).
 */
export function useUnreadCount(chat: ChatStore, reading: boolean): number {
  const messages = useChatState(chat, (s) => s.messages);
  const loaded = useChatState(chat, (s) => s.loaded);
  const read = useChatState(chat, (s) => s.read);
  const latest = latestManagerId(messages);

  useEffect(() => {
    if (reading && loaded && latest > read) chat.markRead(latest);
  }, [chat, reading, loaded, latest, read]);

  if (!loaded || reading) return 0;
  return countUnread(messages, read);
}
