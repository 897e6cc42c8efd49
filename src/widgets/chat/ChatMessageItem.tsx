import { memo, type ReactNode } from 'react';
import { isCustomerMessage } from '../../core/api/communication';
import { t } from '../../core/messages/chat-panel';
import type { ChatMessage } from '../../core/types';
import { formatMessageTime, messageWallTime } from './message-time';
import type { PendingMessage } from './chat-store';

interface BubbleProps {
  own: boolean;
  text: string;
  createdAt?: string;
  status?: PendingMessage['status'];
  children?: ReactNode;
}

/**
 * One message. Who wrote it is said in words ("Вы", "Менеджер"), not only by
 * side and colour, so screen readers tell the two apart. The text is a React
 * text node: HTML or a script in a message shows as typed and runs nothing.
 */
function Bubble({ own, text, createdAt, status, children }: BubbleProps) {
  const date = createdAt ? messageWallTime(createdAt) : null;
  return (
    <li
      className="b2b-chat-message"
      data-from={own ? 'customer' : 'manager'}
      data-status={status}
      part={own ? 'message message-own' : 'message message-manager'}
    >
      <div className="b2b-chat-bubble">
        <p className="b2b-chat-meta">
          <span className="b2b-chat-author">{own ? t('chatFromCustomer') : t('chatFromManager')}</span>
          {date && (
            <time className="b2b-chat-time" dateTime={createdAt}>
              {formatMessageTime(date)}
            </time>
          )}
        </p>
        <p className="b2b-chat-text">{text}</p>
        {children}
      </div>
    </li>
  );
}

export const ServerMessage = memo(function ServerMessage({ message }: { message: ChatMessage }) {
  return <Bubble own={isCustomerMessage(message.from_whom)} text={message.message} createdAt={message.created_at} />;
});

interface PendingProps {
  message: PendingMessage;
  onResend(key: string): void;
  onEdit(key: string): void;
}

/** The customer's message on its way: "Отправляется…", or why it failed with a way to retry. */
export const PendingMessageItem = memo(function PendingMessageItem({ message, onResend, onEdit }: PendingProps) {
  return (
    <Bubble own text={message.text} status={message.status}>
      {message.status === 'sending' ? (
        <p className="b2b-chat-delivery" part="delivery">
          {t('chatSending')}
        </p>
      ) : (
        <div className="b2b-chat-failed" part="failed">
          <p className="b2b-chat-delivery">{t('chatNotSent', { error: message.error ?? t('serverError') })}</p>
          <div className="b2b-chat-failed-actions">
            {message.retryable && (
              <button type="button" className="b2b-chat-button" part="resend" onClick={() => onResend(message.key)}>
                {t('chatResend')}
              </button>
            )}
            <button type="button" className="b2b-chat-button b2b-chat-button-quiet" onClick={() => onEdit(message.key)}>
              {t('chatEdit')}
            </button>
          </div>
        </div>
      )}
    </Bubble>
  );
});
