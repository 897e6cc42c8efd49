import { useEffect, useRef, useState } from 'react';
import { messageTimers } from '../../core/timers';

/**
 * Calls onHide after `ms` unless paused. Hover or focus inside pauses the
 * clock (WCAG 2.2.1: a message must not vanish while being read or used) and
 * leaving restarts it in full. `ms` null or undefined: never hides.
 */
export function useAutoHide(ms: number | null | undefined, onHide: (() => void) | undefined) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const onHideRef = useRef(onHide);
  useEffect(() => {
    onHideRef.current = onHide;
  });

  const paused = hovered || focused;
  useEffect(() => {
    if (ms == null || paused) return;
    const timer = messageTimers.setTimeout(() => onHideRef.current?.(), ms);
    return () => messageTimers.clearTimeout(timer);
  }, [ms, paused]);

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: { currentTarget: Element; relatedTarget: EventTarget | null }) => {
      // Focus moving between the alert's own links is still "inside".
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
    },
  };
}
