import { bg, border, controlSize, font, fontSize, muted, radius, space, text, tint } from '../styles/tokens';

export const modalCss = /* css */ `
.b2b-modal {
  padding: 0;
  border: 1px solid ${border};
  border-radius: ${radius};
  background: ${bg};
  color: ${text};
  /* The top layer still inherits from the DOM parent; restate the font in case it is not .b2b-root. */
  font-family: ${font};
  font-size: ${fontSize};
  line-height: 1.45;
  max-height: calc(100dvh - 32px);
  width: min(512px, calc(100vw - 32px));
  box-shadow: 0 10px 40px rgb(0 0 0 / 0.25);
}
.b2b-modal--small { width: min(384px, calc(100vw - 32px)); }
.b2b-modal--large { width: min(896px, calc(100vw - 32px)); }
.b2b-modal::backdrop { background: rgb(15 23 42 / 0.5); }
/* One column no wider than the dialog (minmax(0, 1fr), not auto): content wider than that, a
   table on a phone, scrolls in its own box instead of widening the column past the dialog's
   edge, where it was cut off. */
.b2b-modal-box { padding: calc(${space} * 2); display: grid; grid-template-columns: minmax(0, 1fr); gap: calc(${space} * 2); }
.b2b-modal-header { display: flex; align-items: flex-start; gap: ${space}; }
.b2b-modal-title { margin: 0; flex: 1; font-size: 1.25em; font-weight: 600; line-height: 1.3; }
/* A field's height (controlSize: 36px to a mouse, 44px to a finger; it was 32px, under a
   finger's 44). Its centre stays 12px from the header's top and end and it takes the header
   28px of height whatever its size: the larger target reaches over the dialog's padding
   (16px), the title does not move. */
.b2b-modal-close {
  flex: none;
  display: inline-flex; align-items: center; justify-content: center;
  width: ${controlSize}; height: ${controlSize};
  margin: calc(12px - ${controlSize} / 2) calc(12px - ${controlSize} / 2) calc(16px - ${controlSize} / 2) 0;
  border: 0; border-radius: ${radius};
  background: transparent; color: ${muted};
  cursor: pointer;
}
.b2b-modal-close:hover { background: ${tint}; color: ${text}; }
.b2b-modal-footer { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: ${space}; }
/* Printed while open: the dialog alone, as the page. The rest of the widget goes (the rest of
   the host page: styles.css, by data-b2b-modal-open); the dialog leaves its fixed box for the
   top of the page at the page's width, whole, without the dimmed backdrop, its shadow or its
   buttons. */
@media print {
  .b2b-root:has(.b2b-modal:modal) :not(.b2b-modal:modal, .b2b-modal:modal *, :has(.b2b-modal:modal)) { display: none !important; }
  .b2b-modal:modal {
    position: absolute; inset: 0 auto auto 0; margin: 0;
    width: 100%; max-width: none; max-height: none; overflow: visible;
    border: 0; box-shadow: none;
  }
  .b2b-modal::backdrop { background: none; }
  .b2b-modal-close, .b2b-modal-footer { display: none; }
}
`;
