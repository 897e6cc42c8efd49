/**
 * The sidebar's menu is the page's own markup (nested lists of links, in the
 * light DOM): this reads its shape and writes the rules' state back onto it.
 * Any `<li>` holding a `<ul>` is an item with a sub-menu; the server's markup
 * (examples/portal/server/pages/chrome.ts) already carries the switches and
 * ids, and plain nested lists get them here.
 */
import { currentLink, shortLabel, type MenuShape } from '../../core/rules/sidebar';

export interface MenuItemDom {
  id: string;
  li: HTMLLIElement;
  sub: HTMLUListElement;
  toggle: HTMLButtonElement;
  parent: string | null;
}

export interface MenuDom extends MenuShape {
  items: Map<string, MenuItemDom>;
  /** The item (with a sub-menu or not) a node belongs to: its id, or null. */
  itemOf(node: Element): string | null;
  /** The open items as the markup shows them. */
  openNow(): string[];
}

let generated = 0;

const subOf = (li: Element) => [...li.children].find((c): c is HTMLUListElement => c.localName === 'ul') ?? null;

/** Ids for items without a sub-menu (links), so a link click can mark its item selected. */
const LEAF_ID = 'data-b2b-sidebar-item';

export function readMenu(root: Element): MenuDom {
  const items = new Map<string, MenuItemDom>();
  const ids = new WeakMap<Element, string>();
  for (const li of root.querySelectorAll('li')) {
    const sub = subOf(li);
    if (!sub) {
      if (!li.hasAttribute(LEAF_ID)) li.setAttribute(LEAF_ID, `leaf-${++generated}`);
      ids.set(li, li.getAttribute(LEAF_ID)!);
      continue;
    }
    if (!sub.id) sub.id = `b2b-sidebar-sub-${++generated}`;
    const toggle = li.querySelector<HTMLButtonElement>(':scope > .b2b-sidebar-row > .b2b-sidebar-toggle, :scope > .b2b-sidebar-toggle') ?? addToggle(li, sub);
    ids.set(li, sub.id);
    items.set(sub.id, { id: sub.id, li, sub, toggle, parent: null });
  }
  for (const item of items.values()) {
    const up = item.li.parentElement?.closest('li');
    item.parent = up && root.contains(up) ? (ids.get(up) ?? null) : null;
  }
  const leafParent = (id: string) => {
    const li = root.querySelector(`li[${LEAF_ID}="${id}"]`);
    const up = li?.parentElement?.closest('li');
    return up && root.contains(up) ? (ids.get(up) ?? null) : null;
  };
  return {
    items,
    parentOf: (id) => items.get(id)?.parent ?? leafParent(id),
    hasSub: (id) => items.has(id),
    itemOf(node) {
      const li = node.closest('li');
      return li && root.contains(li) ? (ids.get(li) ?? null) : null;
    },
    openNow: () => [...items.values()].filter((i) => !i.sub.hidden).map((i) => i.id),
  };
}

/** Plain nested lists: a switch after the item's link, named after it. */
function addToggle(li: HTMLLIElement, sub: HTMLUListElement): HTMLButtonElement {
  const button = li.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = 'b2b-sidebar-toggle';
  button.setAttribute('aria-controls', sub.id);
  const link = li.querySelector(':scope > a, :scope > .b2b-sidebar-row > a');
  button.setAttribute('aria-label', `Подразделы: ${link?.textContent?.trim() ?? ''}`);
  if (link) link.after(button);
  else li.prepend(button);
  return button;
}

/**
 * The link whose address is the page's: the current page. The server marks it; a page
 * that did not gets the closest link marked here (filters in the query keep it).
 */
export function markCurrent(root: Element, here: { pathname: string; search: string }): HTMLAnchorElement | null {
  const marked = root.querySelector<HTMLAnchorElement>('a[aria-current="page"]');
  if (marked) return marked;
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const url = (a: HTMLAnchorElement) => new URL(a.href, a.baseURI);
  const current = links[currentLink(links.map((a) => url(a).pathname + url(a).search), here.pathname + here.search)] ?? null;
  current?.setAttribute('aria-current', 'page');
  return current;
}

/**
 * The narrow menu shows a top entry's short name, never a clipped word:
 * the server writes it; a plain list's text-only top links get it here. The short
 * name is aria-hidden, so the link's name stays the whole label.
 */
export function addShortLabels(root: Element): void {
  const top = root.querySelector('ul');
  if (!top) return;
  for (const a of top.querySelectorAll<HTMLAnchorElement>(':scope > li > a, :scope > li > .b2b-sidebar-row > a')) {
    if (a.querySelector('.b2b-sidebar-short') || a.children.length) continue;
    const label = a.textContent?.trim() ?? '';
    const short = a.ownerDocument.createElement('span');
    short.className = 'b2b-sidebar-short';
    short.setAttribute('aria-hidden', 'true');
    short.textContent = shortLabel(label);
    const full = a.ownerDocument.createElement('span');
    full.className = 'b2b-sidebar-label';
    full.textContent = label;
    a.replaceChildren(short, full);
    if (!a.title) a.title = label;
  }
}

export interface ApplyOptions {
  open: ReadonlySet<string>;
  selected: string | null;
  /** Milliseconds of the sub-menus' slide; 0 = none (reduced motion, the first paint). */
  duration: number;
}

/** Whether a sub-menu is open as far as the rules go (it may still be sliding shut). */
const isShown = (sub: HTMLElement) => (sub.dataset.b2bOpen ?? String(!sub.hidden)) === 'true';

/** Writes the state onto the markup: classes, aria-expanded, hidden sub-menus (sliding when asked). */
export function applyMenu(dom: MenuDom, root: Element, { open, selected, duration }: ApplyOptions): void {
  for (const item of dom.items.values()) {
    const isOpen = open.has(item.id);
    item.li.classList.toggle('b2b-active', isOpen);
    item.toggle.setAttribute('aria-expanded', String(isOpen));
    if (isOpen !== isShown(item.sub)) slide(item.sub, isOpen, duration);
  }
  for (const li of root.querySelectorAll('li')) {
    li.classList.toggle('b2b-selected', selected !== null && dom.itemOf(li) === selected);
  }
}

const running = new WeakMap<HTMLElement, Animation>();

function slide(sub: HTMLUListElement, open: boolean, duration: number): void {
  sub.dataset.b2bOpen = String(open);
  running.get(sub)?.cancel();
  running.delete(sub);
  if (!duration || typeof sub.animate !== 'function') {
    sub.hidden = !open;
    return;
  }
  sub.hidden = false;
  const full = `${sub.scrollHeight}px`;
  const animation = sub.animate(open ? [{ height: '0px' }, { height: full }] : [{ height: full }, { height: '0px' }], {
    duration,
    easing: 'ease-in-out',
  });
  running.set(sub, animation);
  sub.style.overflow = 'hidden';
  // Cancel and finish events arrive later: only the latest slide may end the state.
  const done = () => {
    if (running.get(sub) !== animation) return;
    running.delete(sub);
    sub.style.overflow = '';
    sub.hidden = !open;
  };
  animation.onfinish = done;
  animation.oncancel = done;
}
