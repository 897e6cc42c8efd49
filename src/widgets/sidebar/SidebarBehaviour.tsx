import { useLayoutEffect, type RefObject } from 'react';
import { useMenuKeys } from './menu-keys';
import { useSidebar, type SidebarControl } from './use-sidebar';

export interface SidebarBehaviourProps {
  root: HTMLElement;
  host: HTMLElement | null;
  narrow: boolean | undefined;
  compact: boolean;
  menuButton: RefObject<HTMLButtonElement | null>;
  /** Called with the controls the bar's buttons use, whenever what they show changes. */
  onControl(control: SidebarControl): void;
}

/**
 * The menu's behaviour, a chunk of its own (menu-code.ts says when it loads):
 * it renders nothing, and hands the bar its controls, so the bar the buyer
 * may already have focused stays the same element.
 */
export function SidebarBehaviour({ root, host, narrow, compact, menuButton, onControl }: SidebarBehaviourProps) {
  const control = useSidebar(root, host, narrow, compact, menuButton);
  useMenuKeys(root, compact);
  const { toggleNarrow, toggleMenu } = control;
  // Only what the bar shows: the control object is new on every render, its callbacks are not.
  useLayoutEffect(() => {
    onControl({ narrow: control.narrow, menuOpen: control.menuOpen, toggleNarrow, toggleMenu });
  }, [onControl, control.narrow, control.menuOpen, toggleNarrow, toggleMenu]);
  return null;
}
