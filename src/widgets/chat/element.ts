import { defineWidget } from '../../blocks/element/define-widget';
import { Chat, type ChatProps } from './Chat';
import { chatStyles } from './chat-styles';

/**
 * Chat with the customer's manager. Loads the conversation with the `chat`
 * call (`action: 'messages'`) every 5 s, pausing while the tab is hidden and
 * backing off while the server is unreachable ("Нет связи", nothing shown is
 * dropped). Sends with `action: 'send'`: the message shows at once as
 * «Отправляется…» and, if sending fails, stays with «Отправить ещё раз».
 * Enter sends, Shift+Enter breaks the line. Message text is shown as text.
 *
 * By default a floating launcher in the bottom-right corner with the number of
 * unread manager messages opens a panel; with `inline` the chat is part of the page.
 *
 * @summary Chat with the manager: floating launcher or inline.
 * @tag b2b-chat
 * @attr {boolean} inline - Show the chat in the page flow instead of a floating launcher.
 * @attr {boolean} open - The floating panel is open; set by the launcher, `.show()` and `data-b2b-open="chat"` links, removed on collapse.
 * @attr {string} api-base - Base of the `/api/{method}/` calls for every widget on the page.
 * @prop {boolean} inline - Same as the `inline` attribute.
 * @prop {boolean} open - Same as the `open` attribute.
 * @fires b2b-chat-unread - The number of unread manager messages changed; `detail.count` is the number now (0 once the panel is opened).
 * @csspart base - The outer box.
 * @csspart launcher - The floating button that opens the chat.
 * @csspart badge - The unread count on the launcher.
 * @csspart panel - The chat panel (floating or inline).
 * @csspart header - The panel's title bar.
 * @csspart collapse - The button that collapses the floating panel.
 * @csspart problem - The «Нет связи» banner with «Повторить».
 * @csspart log - The scrollable list of messages.
 * @csspart empty - The text shown while there are no messages.
 * @csspart message - Every message; also `message-own` (the customer's) or `message-manager`.
 * @csspart delivery - «Отправляется…» under a message on its way.
 * @csspart failed - The failure text and buttons under a message that was not sent.
 * @csspart resend - The «Отправить ещё раз» button.
 * @csspart new-below - The «Новые сообщения» button shown when new messages arrive while reading older ones.
 * @csspart composer - The form with the text box and the send button.
 * @csspart input - The text box.
 * @csspart send - The «Отправить» button.
 * @csspart announcer - The visually hidden live region for screen readers.
 * @cssprop --b2b-chat-width - Width of the floating panel (default 352px).
 * @cssprop --b2b-chat-height - Height of the panel (default 448px).
 * @cssprop --b2b-chat-offset - Distance of the launcher from the window's corner (default 16px).
 * @cssprop --b2b-chat-z-index - Stacking of the launcher and the floating panel (default 1000).
 * @cssprop --b2b-color-primary - Launcher, title bar and send button.
 * @cssprop --b2b-color-danger - Unread badge, failures and the «Нет связи» banner.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const ChatElement = defineWidget<ChatProps>('b2b-chat', Chat, {
  props: { inline: 'boolean', open: 'boolean' },
  css: chatStyles,
  modal: true,
});
