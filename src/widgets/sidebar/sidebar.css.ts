import { SIDEBAR_COMPACT_QUERY } from '../../core/constants';
import { controlSize, focusRing, iconButton, radius } from '../../ui/styles/tokens';

/**
 * <b2b-sidebar>'s shadow root: the wide/narrow switch over the slotted menu.
 * The menu itself is the page's markup, styled by styles.css (it shows before
 * the script loads). Classes prefixed b2b-sidebar-.
 */
export const sidebarCss = /* css */ `
:host { display: block; }
.b2b-sidebar-bar { display: flex; justify-content: flex-end; height: ${controlSize}; }
:host([narrow]) .b2b-sidebar-bar { justify-content: center; }
.b2b-sidebar-layout {
  ${iconButton}
}
.b2b-sidebar-layout:hover { background: var(--b2b-color-tint, #e8f0fa); }
.b2b-sidebar-layout:focus-visible { ${focusRing} }
.b2b-sidebar-layout svg { width: 17.6px; height: 17.6px; }
/* Phone-wide: the button that opens the menu (the links show below it, styles.css). */
.b2b-sidebar-bar:has(.b2b-sidebar-menu-button) { justify-content: flex-start; }
.b2b-sidebar-menu-button {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: ${controlSize};
  margin: 0;
  padding: 0 12px;
  border: 1px solid var(--b2b-color-border, #c4ccd6);
  border-radius: ${radius};
  background: var(--b2b-color-bg, #fff);
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.b2b-sidebar-menu-button:hover { background: var(--b2b-color-tint, #e8f0fa); }
.b2b-sidebar-menu-button:focus-visible { ${focusRing} }
.b2b-sidebar-menu-button svg { width: 20px; height: 20px; }
/* The React component's own box (the tag's light DOM is styled by styles.css). */
@media ${SIDEBAR_COMPACT_QUERY} {
  .b2b-sidebar-menu-box:not([data-menu-open]) { display: none; }
}
`;
