import type { Ref } from 'react';
import { t } from '../../core/messages/chat';
import { pluralKey } from '../../core/format';
import { chatPanelCode } from './LazyChatPanel';

interface Props {
  ref: Ref<HTMLButtonElement>;
  panelId: string;
  expanded: boolean;
  unread: number;
  onToggle(): void;
}

/** The launcher's accessible name: 'Чат с менеджером: 3 непрочитанных сообщения', or just the title. */
export function launcherName(unread: number): string {
  if (unread <= 0) return t('chatTitle');
  return t(pluralKey(unread, ['chatUnreadOne', 'chatUnreadFew', 'chatUnreadMany']), { n: unread });
}

/** The floating round button that opens and collapses the chat, with the unread count. */
export function ChatLauncher({ ref, panelId, expanded, unread, onToggle }: Props) {
  return (
    <button
      ref={ref}
      type="button"
      className="b2b-chat-launcher"
      part="launcher"
      aria-expanded={expanded}
      aria-controls={panelId}
      title={t('chatTitle')}
      onClick={onToggle}
      // Heading for the launcher: fetch the panel's code, so it opens filled.
      onPointerEnter={chatPanelCode.prefetch}
      onFocus={chatPanelCode.prefetch}
    >
      <svg className="b2b-chat-launcher-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6v2h2V9H7Zm4 0v2h2V9h-2Zm4 0v2h2V9h-2Z"
        />
      </svg>
      {/* The name: the title, with the unread count when there is one. */}
      <span className="b2b-visually-hidden">{launcherName(unread)}</span>
      {unread > 0 && (
        <span className="b2b-chat-badge" part="badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}
