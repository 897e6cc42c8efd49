import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ANIMATION_MS, SIDEBAR_LAYOUT_COOKIE, SIDEBAR_LAYOUT_MAX_AGE_S } from '../../core/constants';
import { readCookie, writeCatalogId, writeCookie } from '../../core/cookies';
import { clickItem, initialSidebar, selectItem, setNarrow, type SidebarState } from '../../core/rules/sidebar';
import { applyMenu, markCurrent, readMenu, type MenuDom } from './menu-dom';

/** The remembered layout: the cookie the server reads too, so a reload renders it (no shift). */
export function rememberedNarrow(): boolean | undefined {
  const value = readCookie(SIDEBAR_LAYOUT_COOKIE);
  return value === 'narrow' ? true : value === 'wide' ? false : undefined;
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface SidebarControl {
  narrow: boolean;
  toggleNarrow(): void;
}

/**
 * Binds the rules to the menu markup under `root` (the element's light DOM, or
 * the React children's box): clicks on the switches and links, the current
 * page, the wide/narrow layout (reflected on `host` as the `narrow` attribute).
 */
export function useSidebar(root: HTMLElement | null, host: HTMLElement | null, narrowProp: boolean | undefined): SidebarControl {
  const [state, setState] = useState<SidebarState | null>(null);
  const dom = useRef<MenuDom | null>(null);
  const first = useRef(true);

  // Read the markup once it is there: the server's open sub-menus are the first state.
  useLayoutEffect(() => {
    if (!root) return;
    const menu = readMenu(root);
    dom.current = menu;
    const current = markCurrent(root, location);
    const open = new Set(menu.openNow());
    // The current page's parents are open (the server does it; a plain page gets it here).
    if (current) {
      const id = menu.itemOf(current);
      for (let p = id && (menu.hasSub(id) ? id : menu.parentOf(id)); p; p = menu.parentOf(p)) open.add(p);
    }
    // The attribute (the server renders the remembered layout) or, on a page that does not, the cookie.
    setState(initialSidebar([...open], Boolean(narrowProp) || rememberedNarrow() === true));
    // Only the first markup counts: later attribute changes go through setNarrow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root]);

  // The attribute changed from outside (the host page): follow it. Not on the first render: the state starts from it.
  const seenProp = useRef(narrowProp);
  useEffect(() => {
    if (narrowProp === seenProp.current) return;
    seenProp.current = narrowProp;
    if (narrowProp !== undefined) setState((s) => (s ? setNarrow(s, narrowProp) : s));
  }, [narrowProp]);

  useLayoutEffect(() => {
    if (!state || !dom.current || !root) return;
    // The first state is the server's markup: no slide; later ones slide unless the user asked for less motion.
    applyMenu(dom.current, root, { open: new Set(state.open), selected: state.selected, duration: first.current || reducedMotion() ? 0 : ANIMATION_MS });
    first.current = false;
    if (host && host.hasAttribute('narrow') !== state.narrow) host.toggleAttribute('narrow', state.narrow);
  }, [state, root, host]);

  useEffect(() => {
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const menu = dom.current;
      if (!target || !menu) return;
      const toggle = target.closest('.b2b-sidebar-toggle');
      if (toggle && root.contains(toggle)) {
        const id = menu.itemOf(toggle);
        if (id) setState((s) => (s ? clickItem(s, id, menu) : s));
        return;
      }
      const link = target.closest('a');
      if (!link || !root.contains(link)) return;
      // Spec 7: the previous catalogId cookie goes and the clicked link's catalogue id is written (path /).
      const catalogId = link.getAttribute('data-catalog-id') ?? link.getAttribute('data-id');
      if (catalogId && /^\d+$/.test(catalogId)) writeCatalogId(Number(catalogId));
      const id = menu.itemOf(link);
      if (id) setState((s) => (s ? selectItem(s, id) : s));
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [root]);

  const toggleNarrow = useCallback(() => {
    setState((s) => {
      if (!s) return s;
      writeCookie(SIDEBAR_LAYOUT_COOKIE, s.narrow ? 'wide' : 'narrow', { maxAge: SIDEBAR_LAYOUT_MAX_AGE_S });
      return setNarrow(s, !s.narrow);
    });
  }, []);

  return { narrow: state?.narrow ?? narrowProp ?? false, toggleNarrow };
}
