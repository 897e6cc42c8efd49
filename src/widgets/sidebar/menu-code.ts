/**
 * When <b2b-sidebar>'s behaviour loads. The behaviour (reading the menu, spec
 * 4's rules, the clicks, the cookies, the phone-wide menu: SidebarBehaviour)
 * is a chunk of its own, fetched when the buyer heads for the menu (pointer
 * over it, focus in it, a touch, a key), not with every cabinet page: the
 * server's menu already shows the page's state and its links work without
 * it. A click, or an arrow key in the menu, that comes before the code is
 * held and made again once the code is here (a click, if the fetch fails,
 * is made as it was: a link still leads on), so none is lost. Markup that
 * does not look right without the code gets it at once.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { SIDEBAR_LAYOUT_COOKIE } from '../../core/constants';
import { readCookie } from '../../core/cookies';
import { lazyModule } from '../../ui/lazy-module';
import { MENU_CONTROLS, MENU_KEYS } from './menu-roving';

export const menuCode = lazyModule(() => import('./SidebarBehaviour').then((m) => m.SidebarBehaviour));

/** The remembered layout: the cookie the server reads too, so a reload renders it (no shift). */
export function rememberedNarrow(): boolean | undefined {
  const value = readCookie(SIDEBAR_LAYOUT_COOKIE);
  return value === 'narrow' ? true : value === 'wide' ? false : undefined;
}

/**
 * Whether the markup needs the code to look right. The portal's
 * (examples/portal/server/pages/chrome.ts) carries every sub-menu's switch,
 * the top entries' short names, the current page (by the same rule as the
 * code) and the remembered layout; plain lists get them from the code.
 */
export function needsCode(root: Element, host: Element | null, narrow: boolean | undefined): boolean {
  for (const li of root.querySelectorAll('li')) {
    const hasSub = [...li.children].some((c) => c.localName === 'ul');
    if (hasSub && !li.querySelector(':scope > .b2b-sidebar-row > .b2b-sidebar-toggle, :scope > .b2b-sidebar-toggle')) return true;
  }
  // Only the tag writes short names (a React parent's children are its own): menu-dom.ts addShortLabels.
  const top = host && root.querySelector('ul');
  const topLinks = top ? [...top.querySelectorAll(':scope > li > a, :scope > li > .b2b-sidebar-row > a')] : [];
  if (topLinks.some((a) => !a.querySelector('.b2b-sidebar-short') && !a.children.length)) return true;
  return !narrow && rememberedNarrow() === true;
}

const INTENT = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click'] as const;

/** A click, or a key of the menu's (menu-roving.ts MENU_KEYS), made before the behaviour came. */
type Held = { type: 'click'; target: Element; init: MouseEventInit } | { type: 'keydown'; target: Element; init: KeyboardEventInit };

/**
 * The behaviour's component once fetched, and `replay()` for the clicks held
 * meanwhile: call it when the behaviour has taken over. `box` holds the bar
 * and the menu (events from the slotted menu pass through it), `root` is the
 * menu markup.
 */
export function useMenuCode(box: RefObject<HTMLElement | null>, root: HTMLElement | null, host: HTMLElement | null, narrow: boolean | undefined) {
  const [Behaviour, setBehaviour] = useState(menuCode.get);
  const held = useRef<Held[]>([]);
  const replaying = useRef(false);

  const replay = useCallback(() => {
    replaying.current = true;
    try {
      for (const h of held.current.splice(0)) {
        if (h.target.isConnected) h.target.dispatchEvent(h.type === 'click' ? new MouseEvent('click', h.init) : new KeyboardEvent('keydown', h.init));
      }
    } finally {
      replaying.current = false;
    }
  }, []);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const node = box.current;
    if (Behaviour || !node || !root) return;
    // A failed fetch: the held clicks are made as they came; the next intent tries again.
    const load = () => menuCode.load().then((b) => mounted.current && setBehaviour(() => b), () => mounted.current && replay());
    const onIntent = (event: Event) => {
      if (replaying.current) return;
      if (event.type === 'click') hold(event as MouseEvent);
      if (event.type === 'keydown') holdKey(event as KeyboardEvent);
      void load();
    };
    // A plain click on a link or button; one with a modifier (a new tab) goes on as it is.
    const hold = (event: MouseEvent) => {
      const target = event.composedPath()[0];
      const clicked = target instanceof Element ? target.closest('a[href], button') : null;
      if (!clicked || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      event.stopPropagation();
      held.current.push({
        type: 'click',
        target: clicked,
        init: { bubbles: true, cancelable: true, composed: true, detail: event.detail, clientX: event.clientX, clientY: event.clientY },
      });
    };
    // An arrow key on a link or switch of the menu: it moves focus once the behaviour is here.
    const holdKey = (event: KeyboardEvent) => {
      const target = event.composedPath()[0];
      if (!(target instanceof Element) || !target.matches(MENU_CONTROLS) || !MENU_KEYS.includes(event.key)) return;
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      event.stopPropagation();
      held.current.push({ type: 'keydown', target, init: { bubbles: true, cancelable: true, composed: true, key: event.key, code: event.code } });
    };
    for (const type of INTENT) node.addEventListener(type, onIntent, true);
    if (needsCode(root, host, narrow)) void load();
    return () => {
      for (const type of INTENT) node.removeEventListener(type, onIntent, true);
    };
  }, [Behaviour, box, root, host, narrow, replay]);

  return { Behaviour, replay };
}
