import { bg, danger, muted, primary, radius, smallControlSize, space, success, text } from '../styles/tokens';

const warning = 'var(--b2b-color-warning, #8a5a00)';

export const alertCss = /* css */ `
.b2b-alert {
  display: flex;
  align-items: flex-start;
  gap: ${space};
  padding: ${space} calc(${space} * 1.5);
  border: 1px solid currentColor;
  border-left-width: 4px;
  border-radius: ${radius};
  background: ${bg};
  color: ${text};
}
.b2b-alert--error { border-color: ${danger}; }
.b2b-alert--warning { border-color: ${warning}; }
.b2b-alert--success { border-color: ${success}; }
.b2b-alert--info { border-color: ${primary}; }
.b2b-alert--error .b2b-alert-title, .b2b-alert--error .b2b-alert-message { color: ${danger}; }
.b2b-alert--success .b2b-alert-title { color: ${success}; }
.b2b-alert-content { flex: 1; min-width: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: calc(${space} / 2); }
.b2b-alert-title { margin: 0; font-weight: 600; }
/* Wraps between words; only a word wider than the alert (a link) breaks. */
.b2b-alert-message { overflow-wrap: break-word; }
.b2b-alert-actions { display: flex; flex-wrap: wrap; gap: ${space}; align-items: center; }
.b2b-alert-action { color: ${primary}; }
/* A small control (smallControlSize: 28px to a mouse, a finger's 44px on a touch screen; it was
   28px on both). It takes the alert 28px of height and width whatever its size: a larger
   target reaches over the alert's padding (8px above and below), the text does not move. */
.b2b-alert-close {
  flex: none;
  display: inline-flex; align-items: center; justify-content: center;
  width: ${smallControlSize}; height: ${smallControlSize};
  margin: max(calc((28px - ${smallControlSize}) / 2), calc(-1 * ${space}));
  border: 0; border-radius: ${radius};
  background: transparent; color: ${muted};
  cursor: pointer;
}
.b2b-toasts {
  position: fixed;
  z-index: 2147483000;
  right: calc(${space} * 2);
  bottom: calc(${space} * 2);
  display: grid;
  gap: ${space};
  width: min(384px, calc(100vw - 32px));
}
.b2b-toasts:empty { display: none; }
.b2b-toast { box-shadow: 0 6px 24px rgb(0 0 0 / 0.18); }
/* A passing message never stands in the way: a tap where it shows reaches the control under
   it (on a phone it covered «Оформить заказ», and a pointer over it kept it from going);
   only its own buttons and links take the tap. */
.b2b-toast { pointer-events: none; }
.b2b-toast :is(button, a) { pointer-events: auto; }
@media print { .b2b-toasts { display: none; } } /* a passing message, no part of the page */
`;
