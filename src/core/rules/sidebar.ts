/**
 * The cabinet menu's rules (spec 4, "Sidebar"), free of the DOM:
 * - an item is open (its sub-menu shown; "active"), selected (the one last
 *   clicked) or the current page (marked by the server, kept by the widget);
 * - clicking an open or selected item collapses it (and what is open inside it);
 * - clicking another item opens it and collapses the others, except its own
 *   parents: a child keeps its parent open;
 * - the narrow layout hides every open sub-menu and the wide one restores them.
 */
export interface MenuShape {
  /** The item's parent item, null at the top. */
  parentOf(id: string): string | null;
  /** Whether the item has a sub-menu. */
  hasSub(id: string): boolean;
}

export interface SidebarState {
  /** Items whose sub-menu is shown. */
  open: readonly string[];
  selected: string | null;
  narrow: boolean;
  /** What was open when the narrow layout hid it, restored on return to wide. */
  saved: readonly string[];
}

export function ancestorsOf(id: string, shape: MenuShape): string[] {
  const out: string[] = [];
  for (let p = shape.parentOf(id); p !== null; p = shape.parentOf(p)) out.unshift(p);
  return out;
}

function isInside(id: string, parent: string, shape: MenuShape): boolean {
  return ancestorsOf(id, shape).includes(parent);
}

/** The first state: what the server showed open, hidden at once in the narrow layout. */
export function initialSidebar(open: readonly string[], narrow: boolean): SidebarState {
  return narrow ? { open: [], selected: null, narrow, saved: open } : { open, selected: null, narrow, saved: [] };
}

/** A click on an item's sub-menu switch. */
export function clickItem(state: SidebarState, id: string, shape: MenuShape): SidebarState {
  // The narrow layout shows no sub-menus (and no switches).
  if (state.narrow) return state;
  if (state.open.includes(id) || state.selected === id) {
    return {
      ...state,
      open: state.open.filter((o) => o !== id && !isInside(o, id, shape)),
      selected: state.selected === id ? null : state.selected,
    };
  }
  const open = ancestorsOf(id, shape);
  if (shape.hasSub(id)) open.push(id);
  return { ...state, open, selected: id };
}

/** A click on an item's link: it becomes the selected one (the page then changes). */
export function selectItem(state: SidebarState, id: string): SidebarState {
  return state.selected === id ? state : { ...state, selected: id };
}

export function setNarrow(state: SidebarState, narrow: boolean): SidebarState {
  if (narrow === state.narrow) return state;
  return narrow ? { ...state, narrow, saved: state.open, open: [] } : { ...state, narrow, open: state.saved, saved: [] };
}

/**
 * Whether a menu link points at the page `address` (path and query), and how
 * closely: the page is the link's path with at least the link's own query
 * parameters (`/orders/?page=2` is still «Заказы», `/catalog/?catalog=1311&page=3`
 * still that section). Returns the number of the link's parameters matched,
 * -1 when it does not match. The closest link is the current page.
 */
export function linkMatch(href: string, address: string): number {
  const link = new URL(href, 'http://x');
  const here = new URL(address, 'http://x');
  const path = (p: string) => p.replace(/\/?$/, '/');
  if (path(link.pathname) !== path(here.pathname)) return -1;
  let matched = 0;
  for (const [key, value] of link.searchParams) {
    if (!here.searchParams.getAll(key).includes(value)) return -1;
    matched++;
  }
  return matched;
}

/** The index of the link that is the page `address` (the closest match), or -1. */
export function currentLink(hrefs: readonly string[], address: string): number {
  let best = -1;
  let score = -1;
  hrefs.forEach((href, i) => {
    const s = linkMatch(href, address);
    if (s > score) [best, score] = [i, s];
  });
  return best;
}

/** A top entry's short name in the narrow menu: its first two letters, never a clipped word. */
export function shortLabel(label: string): string {
  const letters = [...label.trim()].filter((ch) => /\p{L}|\p{N}/u.test(ch));
  const two = letters.slice(0, 2).join('');
  return two.charAt(0).toUpperCase() + two.slice(1).toLowerCase();
}
