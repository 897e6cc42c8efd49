import { controlSize, smallControlSize } from '../../ui/styles/tokens';

/**
 * The panel's content (header, the «Нет связи» banner, the messages, the
 * composer): adopted by ChatPanel when its code arrives, so the tag on every
 * page carries only the launcher's and the panel box's CSS (chat.css.ts).
 */
export const chatPanelCss = /* css */ `
.b2b-chat-header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--b2b-space, 8px);
  padding: var(--b2b-space, 8px) calc(var(--b2b-space, 8px) * 1.5);
  background: var(--b2b-color-primary, #0b5cad);
  color: #fff;
}
.b2b-chat-title { margin: 0; font-size: 1.05em; font-weight: 600; }
.b2b-chat .b2b-chat-collapse {
  display: inline-flex; align-items: center; justify-content: center;
  width: ${controlSize}; height: ${controlSize}; padding: 0;
  border: 0; border-radius: var(--b2b-radius, 6px);
  background: transparent; color: inherit; cursor: pointer;
}
.b2b-chat-collapse svg { width: 20px; height: 20px; }
.b2b-chat-collapse:hover { background: rgb(255 255 255 / 0.15); }

/* "Нет связи" */
.b2b-chat-problem {
  display: flex; align-items: center; justify-content: space-between; gap: var(--b2b-space, 8px);
  padding: calc(var(--b2b-space, 8px) / 2) calc(var(--b2b-space, 8px) * 1.5);
  background: #fdecea;
  color: var(--b2b-color-danger, #b42318);
  border-bottom: 1px solid currentColor;
}

/* Messages */
.b2b-chat-log-wrap { position: relative; flex: 1 1 auto; min-height: 0; display: flex; }
.b2b-chat-log {
  flex: 1 1 auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: var(--b2b-space, 8px);
}
.b2b-chat-placeholder { margin: var(--b2b-space, 8px); color: #52606d; }
.b2b-chat-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--b2b-space, 8px); }
.b2b-chat-message { display: flex; }
.b2b-chat-message[data-from='customer'] { justify-content: flex-end; }
.b2b-chat-bubble {
  max-width: 85%;
  min-width: 0;
  padding: calc(var(--b2b-space, 8px) * 0.75) var(--b2b-space, 8px);
  border-radius: var(--b2b-radius, 6px);
  border: 1px solid var(--b2b-color-border, #c4ccd6);
  background: #f3f5f8;
}
.b2b-chat-message[data-from='customer'] .b2b-chat-bubble {
  background: #e3eefb;
  border-color: #a9c7ec;
}
.b2b-chat-message[data-status='failed'] .b2b-chat-bubble { border-color: var(--b2b-color-danger, #b42318); }
.b2b-chat-meta { display: flex; gap: var(--b2b-space, 8px); margin: 0 0 2px; font-size: 0.85em; color: #52606d; }
.b2b-chat-author { font-weight: 600; color: var(--b2b-color-text, #1f2933); }
.b2b-chat-text { margin: 0; white-space: pre-wrap; overflow-wrap: break-word; }
.b2b-chat-delivery { margin: 4px 0 0; font-size: 0.85em; color: #52606d; }
.b2b-chat-failed .b2b-chat-delivery { color: var(--b2b-color-danger, #b42318); }
.b2b-chat-failed-actions { display: flex; flex-wrap: wrap; gap: calc(var(--b2b-space, 8px) / 2); margin-top: 4px; }
.b2b-chat .b2b-chat-new-below {
  position: absolute; left: 50%; bottom: var(--b2b-space, 8px); transform: translateX(-50%);
  min-height: ${smallControlSize}; padding: 4px 12px; border: 0; border-radius: 999px;
  background: var(--b2b-color-primary, #0b5cad); color: #fff; font: inherit; cursor: pointer;
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.2);
}

/* Composer */
.b2b-chat-composer {
  display: grid;
  grid-template-columns: 1fr auto;
  gap: calc(var(--b2b-space, 8px) / 2) var(--b2b-space, 8px);
  padding: var(--b2b-space, 8px);
  border-top: 1px solid var(--b2b-color-border, #c4ccd6);
}
.b2b-chat .b2b-chat-input {
  width: 100%;
  min-height: 44px;
  max-height: 128px;
  resize: vertical;
  padding: 6px 8px;
  font: inherit;
  color: inherit;
  background: var(--b2b-color-bg, #fff);
  border: 1px solid var(--b2b-color-border, #c4ccd6);
  border-radius: var(--b2b-radius, 6px);
}
/* Buttons a control's height (a small one's in a message and the banner): 44px on a touch screen. */
.b2b-chat .b2b-chat-send, .b2b-chat .b2b-chat-button {
  min-height: ${controlSize};
  font: inherit;
  padding: 6px 12px;
  border-radius: var(--b2b-radius, 6px);
  border: 1px solid var(--b2b-color-primary, #0b5cad);
  cursor: pointer;
}
.b2b-chat .b2b-chat-send { align-self: end; background: var(--b2b-color-primary, #0b5cad); color: #fff; }
.b2b-chat-send:disabled { opacity: 0.55; cursor: default; }
.b2b-chat .b2b-chat-button { min-height: ${smallControlSize}; padding: 2px 10px; background: var(--b2b-color-bg, #fff); color: var(--b2b-color-primary, #0b5cad); }
.b2b-chat .b2b-chat-problem .b2b-chat-button { border-color: currentColor; color: inherit; }
.b2b-chat .b2b-chat-button-quiet { border-color: var(--b2b-color-border, #c4ccd6); color: var(--b2b-color-text, #1f2933); }
.b2b-chat-hint { grid-column: 1 / -1; margin: 0; font-size: 0.8em; color: #52606d; }

/* Focus (the buttons' ring is chat.css.ts's): on the primary header it takes the
   text colour, by specificity, as this sheet may be adopted before or after that one. */
.b2b-chat-input:focus-visible, .b2b-chat-log:focus-visible {
  outline: 2px solid var(--b2b-color-primary, #0b5cad);
  outline-offset: 2px;
}
.b2b-chat .b2b-chat-header button:focus-visible { outline-color: var(--b2b-color-text, #1f2933); }
/* The floating panel rises as it opens. */
@media (prefers-reduced-motion: no-preference) {
  .b2b-chat-panel[data-floating] { animation: b2b-chat-rise 200ms ease-out; }
}
@keyframes b2b-chat-rise { from { transform: translateY(8px); } to { transform: none; } }
`;
