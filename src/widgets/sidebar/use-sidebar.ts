import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { ANIMATION_MS, SIDEBAR_LAYOUT_COOKIE, SIDEBAR_LAYOUT_MAX_AGE_S } from '../../core/constants';
import { writeCatalogId, writeCookie } from '../../core/cookies';
import { clickItem, initialSidebar, selectItem, setNarrow, type SidebarState } from '../../core/rules/sidebar';
import { addShortLabels, applyMenu, markCurrent, readMenu, type MenuDom } from './menu-dom';
import { rememberedNarrow } from './menu-code';

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** What the bar's buttons show and do. */
export interface SidebarControl {
  narrow: boolean;
  toggleNarrow(): void;
  /** The phone-wide menu is open (never on a wide screen). */
  menuOpen: boolean;
  toggleMenu(): void;
}

/**
 * Binds the rules to the menu markup under `root` (the element's light DOM, or
 * the React children's box): clicks on the switches and links, the current
 * page, the wide/narrow layout (reflected on `host` as the `narrow` attribute).
 * `compact` is a phone-wide viewport: the menu is behind `menuButton`, full
 * width when open.
 */
export function useSidebar(
  root: HTMLElement | null,
  host: HTMLElement | null,
  narrowProp: boolean | undefined,
  compact: boolean,
  menuButton: RefObject<HTMLButtonElement | null>,
): SidebarControl {
  const [state, setState] = useState<SidebarState | null>(null);
  const dom = useRef<MenuDom | null>(null);
  const first = useRef(true);
  const [menuOpen, setMenuOpen] = useState(false);
  /** The layout the user chose (cookie, attribute, switch); the compact menu is never narrow. */
  const chosenNarrow = useRef(false);

  // Read the markup once it is there: the server's open sub-menus are the first state.
  useLayoutEffect(() => {
    if (!root) return;
    const menu = readMenu(root);
    // The tag's light DOM is the page's to change; a React parent's children are its own.
    if (host) addShortLabels(root);
    dom.current = menu;
    const current = markCurrent(root, location);
    const open = new Set(menu.openNow());
    // The current page's parents are open (the server does it; a plain page gets it here).
    if (current) {
      const id = menu.itemOf(current);
      for (let p = id && (menu.hasSub(id) ? id : menu.parentOf(id)); p; p = menu.parentOf(p)) open.add(p);
    }
    // The attribute (the server renders the remembered layout) or, on a page that does not, the cookie.
    chosenNarrow.current = Boolean(narrowProp) || rememberedNarrow() === true;
    setState(initialSidebar([...open], chosenNarrow.current && !compact));
    // Only the first markup counts: later attribute changes go through setNarrow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root]);

  // The attribute changed from outside (the host page): follow it. Not on the first render: the state starts from it.
  const seenProp = useRef(narrowProp);
  useEffect(() => {
    if (narrowProp === seenProp.current) return;
    seenProp.current = narrowProp;
    if (narrowProp === undefined) return;
    chosenNarrow.current = narrowProp;
    if (!compact) setState((s) => (s ? setNarrow(s, narrowProp) : s));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [narrowProp]);

  // Phone-wide: sub-menus work in the opened menu whatever layout was chosen; back to wide, the choice returns.
  useEffect(() => {
    setState((s) => (s ? setNarrow(s, compact ? false : chosenNarrow.current) : s));
    if (!compact) setMenuOpen(false);
  }, [compact]);

  useLayoutEffect(() => {
    if (!state || !dom.current || !root) return;
    // The first state is the server's markup: no slide; later ones slide unless the user asked for less motion.
    applyMenu(dom.current, root, { open: new Set(state.open), selected: state.selected, duration: first.current || reducedMotion() ? 0 : ANIMATION_MS });
    first.current = false;
    // The attribute is the chosen layout, also while compact (the page's CSS ignores it there): the rules'
    // state lags a render behind a change of `compact`, and reflecting it would bounce the attribute.
    if (host && host.hasAttribute('narrow') !== chosenNarrow.current) host.toggleAttribute('narrow', chosenNarrow.current);
  }, [state, root, host]);

  // The open menu: an attribute the page's CSS shows the links by (styles.css; the React box gets data-menu-open).
  useLayoutEffect(() => {
    host?.toggleAttribute('menu-open', compact && menuOpen);
  }, [host, compact, menuOpen]);

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
      chosenNarrow.current = !s.narrow;
      return setNarrow(s, !s.narrow);
    });
  }, []);
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);

  // Escape in the open menu closes it and gives the focus back to its button.
  const open = compact && menuOpen;
  useEffect(() => {
    const target = host ?? root;
    if (!target || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    target.addEventListener('keydown', onKey);
    return () => target.removeEventListener('keydown', onKey);
  }, [host, root, open, menuButton]);

  return { narrow: state?.narrow ?? narrowProp ?? false, toggleNarrow, menuOpen: open, toggleMenu };
}
