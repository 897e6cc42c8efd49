/**
 * The cabinet menu is one stop of the Tab key (a roving tabindex, as
 * WAI-ARIA's tree and disclosure-navigation patterns do): of its links and
 * sub-menu switches one has tabindex 0, the rest -1, and the arrow keys move
 * between them (menu-keys.ts). A buyer on their way to the page's content
 * passes the menu with one Tab, not one for each of its twenty links. The
 * stop is the control last focused, at first the current page's link; it
 * never stays on a control that does not show (a sub-menu shut, the narrow
 * layout): the nearest item above it that shows takes it, so the menu
 * always has its one stop. This part runs with the tag (the stop is set as
 * the menu appears); the keys come with the behaviour's chunk.
 */

/** The menu's controls, in order: its links and its sub-menus' switches. */
export const MENU_CONTROLS = 'a[href], .b2b-sidebar-toggle';

/** The keys the menu answers (menu-keys.ts); menu-code.ts holds them until the behaviour is here. */
export const MENU_KEYS: readonly string[] = ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End'];

export const controlsOf = (root: Element): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(MENU_CONTROLS)];

/** Drawn: a control in a shut sub-menu, the narrow layout's switches or a closed phone menu has no box. */
export const shows = (el: Element): boolean => el.getClientRects().length > 0;

/** The link of the item above the one `el` belongs to, or null at the top. */
export function parentLink(el: Element, root: Element): HTMLElement | null {
  const up = el.closest('li')?.parentElement?.closest('li');
  return up && root.contains(up) ? up.querySelector<HTMLElement>(':scope > a[href], :scope > .b2b-sidebar-row > a[href]') : null;
}

/**
 * Gives the menu its one Tab stop: `wanted`, else the control focused,
 * else the stop it had, else the current page's link, else the first; one
 * that does not show hands it up to the nearest parent item that does,
 * else to the first control that shows (if none shows, as in a closed
 * phone menu, it stays for when the menu opens). Returns the stop.
 */
export function rovingStop(root: Element, wanted?: HTMLElement | null): HTMLElement | null {
  const controls = controlsOf(root);
  const focused = (root.getRootNode() as Document | ShadowRoot).activeElement;
  const preferred =
    wanted ??
    controls.find((c) => c === focused) ??
    controls.find((c) => c.getAttribute('tabindex') === '0') ??
    root.querySelector<HTMLElement>('a[href][aria-current="page"]') ??
    controls[0] ??
    null;
  let stop = preferred;
  while (stop && !shows(stop)) stop = parentLink(stop, root);
  stop ??= controls.find(shows) ?? preferred;
  for (const c of controls) {
    const index = c === stop ? '0' : '-1';
    if (c.getAttribute('tabindex') !== index) c.setAttribute('tabindex', index);
  }
  return stop;
}
