import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '../../core/messages/sidebar';
import { StyleRoot } from '../../ui/StyleRoot';
import { useHost } from '../../blocks/element/host-context';
import { sidebarStyles } from './sidebar-styles';
import { useCompact } from './use-compact';
import { useMenuCode } from './menu-code';
import { rovingStop } from './menu-roving';
import type { SidebarControl } from './use-sidebar';

const MENU_ICON = 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z';
const CLOSE_ICON = 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z';

export interface SidebarProps {
  /** Start in the narrow layout (the server renders the remembered one); default: the remembered layout, else wide. The element's `narrow` attribute follows each switch. */
  narrow?: boolean;
  /** React use: the menu markup (nested lists of links). The element takes its light DOM instead. */
  children?: ReactNode;
}

const noop = () => undefined;

/**
 * The cabinet's left menu. The menu is the page's own markup (the
 * server's nested lists of links, which work without JS); this adds the
 * behaviour of spec 4: sub-menus that open and collapse (200 ms slide), the
 * current page kept highlighted with its parents open, the selected item, the
 * wide/narrow layout remembered per browser, and the catalogId cookie of
 * spec 7 on a catalogue link's click. That behaviour loads when the buyer
 * heads for the menu (menu-code.ts); until then the bar shows what the markup
 * says and holds its clicks.
 */
export function Sidebar({ narrow, children }: SidebarProps) {
  const host = useHost();
  const boxRef = useRef<HTMLDivElement>(null);
  const [menuBox, setMenuBox] = useState<HTMLDivElement | null>(null);
  const root = host ?? menuBox;
  const compact = useCompact();
  const menuButton = useRef<HTMLButtonElement | null>(null);
  const [loaded, setLoaded] = useState<SidebarControl | null>(null);
  const { Behaviour, replay } = useMenuCode(boxRef, root, host, narrow);
  const onControl = useCallback((next: SidebarControl) => setLoaded(next), []);
  // The menu is one Tab stop from the start, before its behaviour (and its arrow keys) has come.
  useLayoutEffect(() => {
    if (root) rovingStop(root);
  }, [root]);
  // The behaviour has taken over: the clicks held meanwhile are made now.
  useEffect(() => {
    if (loaded) replay();
  }, [loaded, replay]);
  const control = loaded ?? { narrow: narrow ?? false, menuOpen: false, toggleNarrow: noop, toggleMenu: noop };
  const label = control.narrow ? t('sidebarWide') : t('sidebarNarrow');
  return (
    <StyleRoot rootRef={boxRef} css={sidebarStyles} className="b2b-sidebar">
      <div className="b2b-sidebar-bar" part="bar">
        {compact ? (
          // Phone-wide: the menu opens below this button, over the full width; no wide/narrow switch.
          <button
            ref={menuButton}
            type="button"
            className="b2b-sidebar-menu-button"
            part="menu-button"
            aria-expanded={control.menuOpen}
            onClick={control.toggleMenu}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={control.menuOpen ? CLOSE_ICON : MENU_ICON} />
            </svg>
            <span>{t('sidebarMenuButton')}</span>
          </button>
        ) : (
          <button type="button" className="b2b-sidebar-layout" part="layout-toggle" aria-label={label} title={label} onClick={control.toggleNarrow}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={control.narrow ? 'M9 6l6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6z' : 'M15 6l1.4 1.4-4.6 4.6 4.6 4.6L15 18l-6-6z'} />
            </svg>
          </button>
        )}
      </div>
      {host ? (
        <slot />
      ) : (
        <div ref={setMenuBox} className="b2b-sidebar-menu-box" data-narrow={control.narrow || undefined} data-menu-open={control.menuOpen || undefined}>
          {children}
        </div>
      )}
      {Behaviour && root && <Behaviour root={root} host={host} narrow={narrow} compact={compact} menuButton={menuButton} onControl={onControl} />}
    </StyleRoot>
  );
}
