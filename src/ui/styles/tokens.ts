/**
 * The theme's custom properties with their fallbacks, for interpolation into
 * the primitives' CSS. Every use carries its fallback, so a primitive looks
 * right even when rendered outside `.b2b-root` (no reliance on inherited
 * private variables). Hosts theme with the public `--b2b-*` names only.
 */
export const font = 'var(--b2b-font-family, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif)';
export const fontSize = 'var(--b2b-font-size, 14px)';
export const text = 'var(--b2b-color-text, #1f2933)';
/** Secondary text; #52606d keeps 4.5:1 contrast on white. */
export const muted = 'var(--b2b-color-muted, #52606d)';
export const primary = 'var(--b2b-color-primary, #0b5cad)';
export const danger = 'var(--b2b-color-danger, #b42318)';
export const success = 'var(--b2b-color-success, #1a7f37)';
export const border = 'var(--b2b-color-border, #c4ccd6)';
export const bg = 'var(--b2b-color-bg, #ffffff)';
/** A faint tint for hover, checked rows and the active option. */
export const tint = 'var(--b2b-color-tint, #e8f0fa)';
/** Loading placeholders (skeletons). */
export const skeleton = 'var(--b2b-color-skeleton, #e6eaef)';
export const radius = 'var(--b2b-radius, 6px)';
export const space = 'var(--b2b-space, 8px)';
export const halfSpace = `calc(${space} / 2)`;

/**
 * Sizes are px (or em of the widget's own px type), never rem: rem follows the
 * host page's root font size, which legacy themes change (Bootstrap 3's
 * `html { font-size: 10px }`, older ones' 62.5 %), and shrank every control
 * with it: the basket's «−» and «+» measured 22.5 px, under WCAG 2.5.8's 24 px.
 */
/**
 * The height of a field, a button, the counter's «−» and «+», a pager's
 * button, an icon button: 36px for a mouse, 44px on a touch screen (baseCss
 * sets `--b2b-control` under `@media (pointer: coarse)`: WCAG 2.5.5's 44px
 * target for a finger). A host's `--b2b-control-size` sets both. Still px:
 * a host's root font size moves none of it.
 */
export const controlSize = 'var(--b2b-control, var(--b2b-control-size, 36px))';
/** A small button (a table row's «Повторить»): 28px for a mouse, the full control size on a touch screen. */
export const smallControlSize = 'var(--b2b-control-small, 28px)';

/** One focus ring for every control (keyboard focus only). */
export const focusRing = `outline: 2px solid ${primary}; outline-offset: 2px;`;

/**
 * A square, borderless icon button of the height of a field (a banner's
 * close, the sidebar's layout switch): the box only; its hover and focus are
 * the caller's.
 */
export const iconButton = `width: ${controlSize}; height: ${controlSize}; margin: 0; padding: 0; border: 0; border-radius: ${radius};
  background: transparent; color: inherit; font: inherit; cursor: pointer;
  display: inline-flex; align-items: center; justify-content: center;`;
