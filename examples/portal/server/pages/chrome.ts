/**
 * The logged-in layout's chrome, rendered by the server so it works
 * without JS and the tags that enhance it move nothing when they load:
 * - <b2b-sidebar>: the cabinet's left menu as nested lists of links (catalogue
 *   sections, then the cabinet pages), the current page marked and its parents open;
 * - <b2b-notices>: the chosen contract's notice (stop orders or overdue debt);
 * - <b2b-top-news>: the newest top news the user has not hidden;
 * - <b2b-demo-intro open>: the demo first-login dialog, while this session owes it.
 * What they show is read by server/chrome/ (news.ts, demo-intro.ts).
 */
import { SIDEBAR_LAYOUT_COOKIE } from '../../../../src/core/constants';
import { currentLink, shortLabel } from '../../../../src/core/rules/sidebar';
import type { ContractRow } from '../access';
import type { CatalogNode } from '../catalog/types';
import type { Material } from '../chrome/news';
import { spec } from '../messages';
import { CATALOG_ROOT_ID } from '../catalog/roots';
import { esc, html, raw, type Raw } from './html';

/** The cookie <b2b-sidebar> keeps its layout in. */
export { SIDEBAR_LAYOUT_COOKIE };

// ---- sidebar ----------------------------------------------------------------------

interface MenuItem {
  href: string;
  label: string;
  catalogId?: number;
  children: MenuItem[];
}

function catalogItems(nodes: CatalogNode[]): MenuItem[] {
  return nodes.map((n) => ({ href: `/catalog/?catalog=${n.id}`, label: n.header, catalogId: n.id, children: catalogItems(n.children) }));
}

function findRoot(nodes: CatalogNode[]): CatalogNode | null {
  for (const n of nodes) {
    if (n.id === CATALOG_ROOT_ID) return n;
    const inside = findRoot(n.children);
    if (inside) return inside;
  }
  return null;
}

/** The catalogue sections under the catalogue root, then the cabinet pages. */
export function sidebarMenu(tree: CatalogNode[], cabinet: readonly (readonly [string, string])[]): MenuItem[] {
  return [
    ...catalogItems(findRoot(tree)?.children ?? []),
    ...cabinet.map(([href, label]) => ({ href, label, children: [] })),
  ];
}

/** Every item with the items above it, top first. */
function flatten(items: MenuItem[], above: MenuItem[] = []): MenuItem[][] {
  return items.flatMap((item) => [[...above, item], ...flatten(item.children, [...above, item])]);
}

/**
 * The path of items down to the current page's (empty: none is): the link
 * closest to the address, so filters in the query (`/orders/?page=2`) keep
 * «Заказы» current.
 */
function currentPath(items: MenuItem[], address: string): MenuItem[] {
  const paths = flatten(items);
  return paths[currentLink(paths.map((p) => p.at(-1)!.href), address)] ?? [];
}

function renderItems(items: MenuItem[], path: Set<MenuItem>, current: MenuItem | undefined, level: number): Raw {
  return html`${items.map((item) => {
    // The current entry's parents are open, and so is the current entry's own sub-menu.
    const open = item.children.length > 0 && path.has(item);
    const subId = `b2b-sidebar-${item.catalogId ?? item.href.replace(/\W+/g, '')}`;
    // Top entries carry their short name for the narrow menu (hidden from the link's name).
    const text = level === 1 ? html`<span class="b2b-sidebar-short" aria-hidden="true">${shortLabel(item.label)}</span><span class="b2b-sidebar-label">${item.label}</span>` : item.label;
    const link = html`<a class="b2b-sidebar-link" href="${item.href}"${item.catalogId ? raw(` data-catalog-id="${item.catalogId}"`) : ''}${
      item === current ? raw(' aria-current="page"') : ''
    }${level === 1 ? raw(` title="${esc(item.label)}"`) : ''}>${text}</a>`;
    if (!item.children.length) return html`<li class="b2b-sidebar-item${item === current ? ' b2b-current' : ''}">${link}</li>`;
    return html`<li class="b2b-sidebar-item${open ? ' b2b-active' : ''}${item === current ? ' b2b-current' : ''}"><div class="b2b-sidebar-row">${link}<button type="button" class="b2b-sidebar-toggle" aria-expanded="${open ? 'true' : 'false'}" aria-controls="${subId}" aria-label="Подразделы: ${item.label}"></button></div>
<ul class="b2b-sidebar-sub" id="${subId}" data-level="${level + 1}"${open ? '' : raw(' hidden')}>${renderItems(item.children, path, current, level + 1)}</ul></li>`;
  })}`;
}

/**
 * The menu as <b2b-sidebar> enhances it. `address` is the page's path and query:
 * the entry linking there is the current page, and its parents are open (so a
 * sub-section's page shows its place without JS too). `narrow` is the layout the
 * widget remembered in its cookie, so a reload in narrow starts narrow (no shift).
 */
export function sidebar(items: MenuItem[], address: string, narrow: boolean): Raw {
  const path = currentPath(items, address);
  return html`<b2b-sidebar${narrow ? raw(' narrow') : ''}><nav class="b2b-sidebar-nav" aria-label="Меню кабинета"><ul class="b2b-sidebar-menu" data-level="1">${renderItems(
    items,
    new Set(path),
    path.at(-1),
    1,
  )}</ul></nav></b2b-sidebar>`;
}

// ---- notices, top news, demo intro ------------------------------------------------

/**
 * <b2b-notices> with the chosen contract's notice inside (no JS, and its box while the
 * tag loads); `kind` and `contract` tell the widget what the server showed.
 */
export function noticesTag(selected: ContractRow | null): Raw {
  if (!selected || (!selected.stop_orders && !selected.debt_alert)) return html`<b2b-notices></b2b-notices>`;
  const kind = selected.stop_orders ? 'stopOrders' : 'debt';
  const title = selected.stop_orders ? spec.stopOrdersTitle : spec.debtTitle;
  return html`<b2b-notices kind="${kind}" contract="${selected.id}"><div class="b2b-notice-fallback" role="alert"><strong class="b2b-notice-title">${title}</strong> <span class="b2b-notice-text">${selected.header}. ${selected.debt_alert ?? ''}</span></div></b2b-notices>`;
}

/**
 * The news line above the header: a landmark of its own (news, not the header's navigation),
 * gone with the tag when the user hides the news (styles.css: [dismissed]).
 */
export function topNewsTag(news: Material | null): Raw {
  if (!news) return html``;
  return html`<b2b-top-news news-id="${news.id}" role="complementary" aria-label="Новости"><div class="b2b-top-news-fallback"><strong class="b2b-top-news-title">${news.header}</strong> <span class="b2b-top-news-anons">${news.anons}</span></div></b2b-top-news>`;
}

export function demoIntroTag(pending: boolean): Raw {
  return pending ? html`<b2b-demo-intro open></b2b-demo-intro>` : html``;
}
