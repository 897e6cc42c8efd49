/**
 * <b2b-chat>: floating launcher + the panel's box, or inline. Classes prefixed
 * b2b-chat-. What is inside the panel (and its focus rules, its rise) comes
 * with the panel's chunk (chat-panel.css.ts).
 */
export const chatCss = /* css */ `
:host { display: contents; }
:host([inline]) { display: block; }
.b2b-chat [hidden] { display: none !important; }

/* Panel */
.b2b-chat-panel {
  display: flex;
  flex-direction: column;
  height: var(--b2b-chat-height, 448px);
  background: var(--b2b-color-bg, #fff);
  border: 1px solid var(--b2b-color-border, #c4ccd6);
  border-radius: var(--b2b-radius, 6px);
  overflow: hidden;
}
.b2b-chat-panel[data-floating] {
  position: fixed;
  right: var(--b2b-chat-offset, 16px);
  bottom: calc(var(--b2b-chat-offset, 16px) + 60px);
  z-index: var(--b2b-chat-z-index, 1000);
  width: min(var(--b2b-chat-width, 352px), calc(100vw - 2 * var(--b2b-chat-offset, 16px)));
  height: min(var(--b2b-chat-height, 448px), calc(100vh - 96px));
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
}

/* Launcher: a round 48px button, small enough to sit in a page's side margin (the portal's
   from 1366px) or beside its content's right edge, not over its cells and buttons;
   its name (and the title shown on hover) says what it is. */
.b2b-chat .b2b-chat-launcher {
  position: fixed;
  right: var(--b2b-chat-offset, 16px);
  bottom: var(--b2b-chat-offset, 16px);
  z-index: var(--b2b-chat-z-index, 1000);
  display: inline-flex; align-items: center; justify-content: center;
  width: 48px; height: 48px;
  padding: 0;
  border: 0; border-radius: 999px;
  background: var(--b2b-color-primary, #0b5cad); color: #fff;
  font: inherit; font-weight: 600;
  box-shadow: 0 4px 14px rgb(0 0 0 / 0.25);
  cursor: pointer;
}
.b2b-chat-launcher-icon { width: 1.4em; height: 1.4em; flex: none; }
/* On the launcher's corner, out of its flow: the count arriving with the first poll
   does not widen the right-anchored launcher (whose left edge would then jump). */
.b2b-chat-badge {
  position: absolute; top: -0.35em; right: -0.2em;
  min-width: 1.5em; padding: 0.05em 0.4em; border-radius: 999px;
  box-shadow: 0 0 0 2px var(--b2b-color-bg, #fff);
  background: var(--b2b-color-danger, #b42318); color: #fff;
  font-size: 0.85em; text-align: center; font-variant-numeric: tabular-nums;
}

.b2b-chat button:focus-visible {
  outline: 2px solid var(--b2b-color-primary, #0b5cad);
  outline-offset: 2px;
}
.b2b-chat-launcher:focus-visible { outline-color: var(--b2b-color-text, #1f2933); }
`;
