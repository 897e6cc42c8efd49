import { useEffect, useId, useRef, useState } from 'react';
import { useEmit, useHost } from '../../blocks/element/host-context';
import { ChatLauncher } from './ChatLauncher';
import { ChatPanel } from './LazyChatPanel';
import type { ChatApi } from './chat-store';
import { useChatController, useChatState, useUnreadCount } from './use-chat';
import { StyleRoot } from '../../ui/StyleRoot';
import { deepActiveElement } from '../../ui/focus/deep-active-element';
import { chatStyles } from './chat-styles';

export interface ChatProps {
  /** Part of the page instead of a floating launcher with a panel. */
  inline?: boolean;
  /** The floating panel is open (the element's `open` attribute, `data-b2b-open="chat"` links). */
  open?: boolean;
  /** The customer collapsed the floating panel. */
  onClose?: () => void;
  /** Replaces the server calls (read once, when mounted); default: the `chat` calls of core/api. */
  api?: ChatApi;
}

/**
 * Chat with the manager: `chat` messages polled every 5 s, sending
 * with an optimistic message that survives failure, unread count on the
 * launcher. Logic lives in use-chat.ts, chat-store.ts and poller.ts.
 */
export function Chat({ inline = false, open = false, onClose, api }: ChatProps) {
  const host = useHost();
  const rootRef = useRef<HTMLDivElement>(null);
  const emit = useEmit(rootRef);
  const chat = useChatController(api);
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // The prop opens and closes it; the launcher and Escape change it in between.
  const [expanded, setExpanded] = useState(open);
  const [openProp, setOpenProp] = useState(open);
  if (open !== openProp) {
    setOpenProp(open);
    setExpanded(open);
  }

  const reading = inline || expanded;
  const unread = useUnreadCount(chat, reading);
  const announcement = useChatState(chat, (s) => s.announcement);

  const wasExpanded = useRef(expanded);
  /** What had focus when the panel opened: the launcher, or a page's link that set `open`. */
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // Opening moves focus to the text box, but never on first render (no focus theft on page load).
    if (expanded && !wasExpanded.current) {
      opener.current = deepActiveElement();
      textareaRef.current?.focus();
    }
    wasExpanded.current = expanded;
  }, [expanded]);

  const lastUnread = useRef(0);
  useEffect(() => {
    if (unread === lastUnread.current) return;
    lastUnread.current = unread;
    emit('b2b-chat-unread', { count: unread });
  }, [unread, emit]);

  const expand = () => {
    setExpanded(true);
    host?.setAttribute('open', '');
  };
  const collapse = () => {
    setExpanded(false);
    host?.removeAttribute('open');
    // The focused control is about to be hidden: focus goes back to what opened the panel, or
    // to the launcher, which stays.
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected && back !== document.body) back.focus();
    else launcherRef.current?.focus();
    onClose?.();
  };

  return (
    <StyleRoot rootRef={rootRef} css={chatStyles} className="b2b-chat" part="base" data-inline={inline || undefined}>
      {/* Polite: new manager messages and send failures, read out without moving focus. */}
      <div role="status" className="b2b-visually-hidden" part="announcer">
        {announcement && <span key={announcement.seq}>{announcement.text}</span>}
      </div>
      <ChatPanel
        chat={chat}
        id={panelId}
        floating={!inline}
        hidden={!reading}
        textareaRef={textareaRef}
        onCollapse={collapse}
      />
      {!inline && (
        <ChatLauncher
          ref={launcherRef}
          panelId={panelId}
          expanded={expanded}
          unread={unread}
          onToggle={expanded ? collapse : expand}
        />
      )}
    </StyleRoot>
  );
}

