/**
 * The arrow keys in the cabinet menu, its one Tab stop (menu-roving.ts), as
 * WAI-ARIA's tree pattern has them for a navigation tree, over the page's
 * own links and switches (a link stays a link, a switch a button with
 * aria-expanded; Enter follows a link, Enter or Space works a switch):
 * - ↓ / ↑: the next / previous link or switch that shows;
 * - Home / End: the first / last;
 * - →: on an item with a sub-menu (its link or its switch), opens it; open
 *   already, goes to its first link;
 * - ←: on an item whose sub-menu is open, shuts it; else goes up to the
 *   link of the item it is in.
 * Opening and shutting click the item's switch, so spec 4's rules apply as
 * to a click (another item's sub-menu shuts, a child keeps its parent open).
 * Part of the behaviour's chunk: a key pressed before it came is held and
 * made again then (menu-code.ts).
 */
import { useLayoutEffect } from 'react';
import { controlsOf, MENU_CONTROLS, MENU_KEYS, parentLink, rovingStop, shows } from './menu-roving';

/** The item `el` belongs to: its sub-menu and that sub-menu's switch, when it has them. */
function itemOf(el: Element): { sub: Element; toggle: HTMLElement } | null {
  const li = el.closest('li');
  const sub = li && [...li.children].find((c) => c.localName === 'ul');
  const toggle = li?.querySelector<HTMLElement>(':scope > .b2b-sidebar-row > .b2b-sidebar-toggle, :scope > .b2b-sidebar-toggle');
  return sub && toggle ? { sub, toggle } : null;
}

/** Where a key sends focus from `from`, or null; opening and shutting are done here. */
function moveFrom(root: Element, from: HTMLElement, key: string): HTMLElement | null | undefined {
  const shown = controlsOf(root).filter(shows);
  const at = shown.indexOf(from);
  const item = itemOf(from);
  const switchable = item && shows(item.toggle) ? item : null;
  const open = switchable?.toggle.getAttribute('aria-expanded') === 'true' ? switchable : null;
  switch (key) {
    case 'ArrowDown':
      return shown[at + 1];
    case 'ArrowUp':
      return at > 0 ? shown[at - 1] : null;
    case 'Home':
      return shown[0];
    case 'End':
      return shown.at(-1);
    case 'ArrowRight':
      if (open) return controlsOf(open.sub).find(shows);
      switchable?.toggle.click();
      return null;
    case 'ArrowLeft':
      if (!open) return parentLink(from, root);
      open.toggle.click();
      return null;
  }
  return null;
}

/**
 * Binds the keys to the menu under `root` and keeps its one Tab stop on a
 * control that shows as sub-menus open and shut, the layout changes
 * (`narrow`, the phone's `menu-open`) and the viewport turns `compact`.
 */
export function useMenuKeys(root: HTMLElement | null, compact: boolean): void {
  useLayoutEffect(() => {
    if (!root) return;
    rovingStop(root);
    const control = (target: EventTarget | null) => (target instanceof HTMLElement && target.matches(MENU_CONTROLS) && root.contains(target) ? target : null);
    // The stop follows focus, however it came (a click, a screen reader, a script).
    const onFocus = (event: FocusEvent) => {
      const el = control(event.target);
      if (el) rovingStop(root, el);
    };
    const onKey = (event: KeyboardEvent) => {
      const from = control(event.target);
      if (!from || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !MENU_KEYS.includes(event.key)) return;
      event.preventDefault();
      const next = moveFrom(root, from, event.key);
      if (!next) return;
      rovingStop(root, next);
      next.focus();
    };
    // A sub-menu shut (at the end of its slide), the layout switched: the stop may no longer show.
    const observer = new MutationObserver(() => rovingStop(root));
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['hidden', 'aria-expanded', 'narrow', 'menu-open', 'data-narrow', 'data-menu-open'] });
    root.addEventListener('focusin', onFocus);
    root.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocus);
      root.removeEventListener('keydown', onKey);
    };
  }, [root]);
  // The viewport crossed the phone's width: the menu shows another way.
  useLayoutEffect(() => {
    if (root) rovingStop(root);
  }, [root, compact]);
}
