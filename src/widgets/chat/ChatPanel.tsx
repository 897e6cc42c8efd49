import { useCallback, useMemo, useRef, type KeyboardEvent, type RefObject } from 'react';
import { t } from '../../core/messages/chat-panel';
import { ChatComposer } from './ChatComposer';
import { ChatLog } from './ChatLog';
import { useChatState, type ChatController } from './use-chat';
import { useStickToBottom } from './use-stick-to-bottom';
import { useAdoptedCss } from '../../ui/StyleRoot';
import { chatPanelCss } from './chat-panel.css';

const panelCss = [chatPanelCss];

interface Props {
  chat: ChatController;
  id: string;
  /** Floating above the launcher (a non-modal dialog), or part of the page. */
  floating: boolean;
  /** Hidden floating panel: kept mounted so scroll position and state stay. */
  hidden: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onCollapse?(): void;
}

/** Header, the "нет связи" banner, the messages and the composer. */
export function ChatPanel({ chat, id, floating, hidden, textareaRef, onCollapse }: Props) {
  const messages = useChatState(chat, (s) => s.messages);
  const pending = useChatState(chat, (s) => s.pending);
  const problem = useChatState(chat, (s) => s.problem);
  const retryIn = useChatState(chat, (s) => s.retryIn);
  // A refusal (the account disabled, no access) is said without a way to ask again.
  const retryable = useChatState(chat, (s) => s.problemRetryable);
  // One value that changes exactly when the list does.
  const content = useMemo(() => [messages, pending], [messages, pending]);
  const scroll = useStickToBottom(content, messages.length + pending.length, !hidden);
  const focusComposer = useCallback(() => textareaRef.current?.focus(), [textareaRef]);
  // The panel's own styles arrive with its code (the tag carries the launcher's).
  const sectionRef = useRef<HTMLElement>(null);
  useAdoptedCss(sectionRef, panelCss);

  const onKeyDown = (e: KeyboardEvent) => {
    if (floating && e.key === 'Escape' && onCollapse) {
      e.preventDefault();
      onCollapse();
    }
  };

  return (
    <section
      ref={sectionRef}
      id={id}
      className="b2b-chat-panel"
      part="panel"
      data-floating={floating || undefined}
      role={floating ? 'dialog' : undefined}
      aria-labelledby={`${id}-title`}
      hidden={hidden}
      onKeyDown={onKeyDown}
    >
      <div className="b2b-chat-header" part="header">
        <h2 id={`${id}-title`} className="b2b-chat-title">
          {t('chatTitle')}
        </h2>
        {floating && (
          <button type="button" className="b2b-chat-collapse" part="collapse" aria-label={t('chatCollapse')} onClick={onCollapse}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M5 11h14v2H5z" />
            </svg>
          </button>
        )}
      </div>
      {/* Always in the DOM: a live region must exist before its text changes to be announced. */}
      <div className="b2b-chat-problem-live" aria-live="polite">
        {problem && (
          <div className="b2b-chat-problem" part="problem">
            <span>
              {problem}
              {retryable && retryIn !== null && ` ${t('chatRetryIn', { s: Math.round(retryIn / 1000) })}`}
            </span>
            {retryable && (
              <button type="button" className="b2b-chat-button" onClick={chat.pollNow}>
                {t('retry')}
              </button>
            )}
          </div>
        )}
      </div>
      <ChatLog chat={chat} scroll={scroll} focusComposer={focusComposer} />
      <ChatComposer chat={chat} textareaRef={textareaRef} onSent={scroll.stickNext} />
    </section>
  );
}
