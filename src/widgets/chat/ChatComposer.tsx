import { useId, type KeyboardEvent, type Ref } from 'react';
import { t } from '../../core/messages/chat-panel';
import { MESSAGE_MAX_LENGTH } from './chat-store';
import { useChatState, type ChatController } from './use-chat';

interface Props {
  chat: ChatController;
  textareaRef: Ref<HTMLTextAreaElement>;
  /** Called after a message was handed over for sending. */
  onSent(): void;
}

/** Enter sends, Shift+Enter breaks the line; blank text is never sent. The text lives in the store, not here. */
export function ChatComposer({ chat, textareaRef, onSent }: Props) {
  const id = useId();
  const draft = useChatState(chat, (s) => s.draft);
  const blank = draft.trim() === '';

  const send = () => {
    if (chat.sendDraft()) onSent();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an IME is composing confirms the composition, it does not send.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  return (
    <form
      className="b2b-chat-composer"
      part="composer"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <label htmlFor={`${id}-text`} className="b2b-visually-hidden">
        {t('chatInputLabel')}
      </label>
      <textarea
        ref={textareaRef}
        id={`${id}-text`}
        className="b2b-chat-input"
        part="input"
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={t('chatPlaceholder')}
        aria-describedby={`${id}-hint`}
        value={draft}
        onChange={(e) => chat.setDraft(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="b2b-chat-send" part="send" disabled={blank}>
        {t('chatSend')}
      </button>
      <p id={`${id}-hint`} className="b2b-chat-hint">
        {t('chatInputHint')}
      </p>
    </form>
  );
}
