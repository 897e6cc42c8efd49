import { useCallback } from 'react';
import { t } from '../../core/messages/chat-panel';
import { useChatState, type ChatController } from './use-chat';
import { PendingMessageItem, ServerMessage } from './ChatMessageItem';
import type { StickToBottom } from './use-stick-to-bottom';

interface Props {
  chat: ChatController;
  scroll: StickToBottom;
  /** Where focus goes after a resend or edit removes the button that had it. */
  focusComposer(): void;
}

/** The scrollable list of messages, oldest first, with the ones still on their way at the end. */
export function ChatLog({ chat, scroll, focusComposer }: Props) {
  const messages = useChatState(chat, (s) => s.messages);
  const pending = useChatState(chat, (s) => s.pending);
  const loaded = useChatState(chat, (s) => s.loaded);
  const problem = useChatState(chat, (s) => s.problem);
  const empty = messages.length === 0 && pending.length === 0;

  const { stickNext } = scroll;
  const resend = useCallback(
    (key: string) => {
      stickNext();
      chat.resend(key);
      focusComposer();
    },
    [chat, stickNext, focusComposer],
  );
  const edit = useCallback(
    (key: string) => {
      chat.edit(key);
      focusComposer();
    },
    [chat, focusComposer],
  );

  return (
    <div className="b2b-chat-log-wrap">
      <div
        ref={scroll.ref}
        className="b2b-chat-log"
        part="log"
        role="region"
        aria-label={t('chatLog')}
        aria-busy={!loaded && !problem}
        // Keyboard users scroll the history too.
        tabIndex={0}
        onScroll={scroll.onScroll}
      >
        {empty ? (
          <p className="b2b-chat-placeholder" part="empty">
            {loaded ? t('chatEmpty') : problem ? '' : t('loading')}
          </p>
        ) : (
          <ol className="b2b-chat-list">
            {messages.map((m) => (
              <ServerMessage key={m.id} message={m} />
            ))}
            {pending.map((p) => (
              <PendingMessageItem key={p.key} message={p} onResend={resend} onEdit={edit} />
            ))}
          </ol>
        )}
      </div>
      {scroll.newBelow && (
        <button type="button" className="b2b-chat-new-below" part="new-below" onClick={scroll.scrollToEnd}>
          {t('chatNewBelow')} <span aria-hidden="true">↓</span>
        </button>
      )}
    </div>
  );
}
