import { defineWidget } from '../../blocks/element/define-widget';
import { Sidebar, type SidebarProps } from './Sidebar';
import { sidebarStyles } from './sidebar-styles';

/**
 * The cabinet's left menu. It wraps the page's own menu markup (nested lists
 * of links, in the tag's light DOM, working without JS) and enhances it:
 * sub-menus open and collapse with buttons (`aria-expanded`, 200 ms slide, none
 * with reduced motion); clicking an open or selected item collapses it,
 * another opens it and collapses the rest except its parents; the link equal
 * to the page address keeps `aria-current="page"` with its parents open; a
 * switch between the wide and narrow layouts, remembered per browser in the
 * `b2bSidebar` cookie (narrow hides open sub-menus, wide restores them); a
 * link with `data-catalog-id` writes the `catalogId` cookie (path /) on click.
 * From the keyboard the menu is one Tab stop (the current page's link at
 * first, then the one last focused): ↑/↓ move between its links and
 * switches, Home/End to the first and last, → opens an item's sub-menu and
 * then enters it, ← goes up to the item and then shuts it.
 * That behaviour loads when the buyer heads for the menu (pointer, focus, a
 * key): markup carrying the switches, the top entries' short names and the
 * current page, as the portal's does, shows and links as it is until then,
 * and a click that came first is made once it loads; plain lists get it at once.
 * Style the menu with styles.css (it targets `b2b-sidebar`).
 *
 * @summary The cabinet's left menu with collapsible sub-menus.
 * @tag b2b-sidebar
 * @slot - The menu: nested `<ul>` lists of links.
 * @csspart base - The widget's box.
 * @csspart bar - The row with the layout switch.
 * @csspart layout-toggle - The wide/narrow switch.
 * @cssprop --b2b-color-primary - The current page's entry.
 * @cssprop --b2b-color-tint - Hover and the selected entry.
 * @cssprop --b2b-font-family - Font of the menu.
 */
export const SidebarElement = defineWidget<SidebarProps>('b2b-sidebar', Sidebar, {
  props: { narrow: 'boolean' },
  css: sidebarStyles,
});
