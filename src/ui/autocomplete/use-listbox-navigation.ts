import { useState, type KeyboardEvent } from 'react';

/**
 * Keyboard of the ARIA combobox pattern: ArrowDown/ArrowUp move the active
 * option (wrapping), Enter chooses it, Escape closes the list. Focus stays in
 * the input throughout; the active option is announced via aria-activedescendant.
 */
export function useListboxNavigation(opts: { count: number; open: boolean; setOpen: (open: boolean) => void; onChoose: (index: number) => void }) {
  const [active, setActive] = useState(-1);
  const { count, open, setOpen, onChoose } = opts;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : count - 1);
          return;
        }
        const delta = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i < 0 && delta < 0 ? count - 1 : (i + delta + count) % count));
        return;
      }
      case 'Enter':
        if (open && active >= 0 && active < count) {
          event.preventDefault();
          onChoose(active);
        }
        return;
      case 'Escape':
        if (open) {
          // Keep an enclosing <dialog> open: this Escape was for the list.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
      default:
    }
  };

  return { active: active < count ? active : -1, setActive, onKeyDown };
}
