import { useState, type ReactNode } from 'react';
import { t } from '../../core/messages/sidebar';
import { StyleRoot } from '../../ui/StyleRoot';
import { useHost } from '../host-context';
import { sidebarStyles } from './sidebar.css';
import { useSidebar } from './use-sidebar';

export interface SidebarProps {
  /** Start in the narrow layout (the server renders the remembered one); default: the remembered layout, else wide. */
  narrow?: boolean;
  /** React use: the menu markup (nested lists of links). The element takes its light DOM instead. */
  children?: ReactNode;
}

/**
 * The cabinet's left menu (issue 22). The menu is the page's own markup (the
 * server's nested lists of links, which work without JS); this adds the
 * behaviour of spec 4: sub-menus that open and collapse (200 ms slide), the
 * current page kept highlighted with its parents open, the selected item, the
 * wide/narrow layout remembered per browser, and the catalogId cookie of
 * spec 7 on a catalogue link's click.
 */
export function Sidebar({ narrow, children }: SidebarProps) {
  const host = useHost();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const control = useSidebar(host ?? box, host, narrow);
  const label = control.narrow ? t('sidebarWide') : t('sidebarNarrow');
  return (
    <StyleRoot css={sidebarStyles} className="b2b-sidebar">
      <div className="b2b-sidebar-bar" part="bar">
        <button type="button" className="b2b-sidebar-layout" part="layout-toggle" aria-label={label} title={label} onClick={control.toggleNarrow}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d={control.narrow ? 'M9 6l6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6z' : 'M15 6l1.4 1.4-4.6 4.6 4.6 4.6L15 18l-6-6z'} />
          </svg>
        </button>
      </div>
      {host ? (
        <slot />
      ) : (
        <div ref={setBox} className="b2b-sidebar-menu-box" data-narrow={control.narrow || undefined}>
          {children}
        </div>
      )}
    </StyleRoot>
  );
}
