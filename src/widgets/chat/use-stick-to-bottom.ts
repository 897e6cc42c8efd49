/**
 * Keeps the message list at its newest message only when the reader was
 * already there: someone reading older messages is not yanked down
 * by a new one; they get a "Новые сообщения" button instead.
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Within this many pixels of the end counts as "at the bottom" (rounding, a half-visible line). */
const BOTTOM_SLACK_PX = 24;

export interface StickToBottom {
  ref: RefObject<HTMLDivElement | null>;
  onScroll(): void;
  /** New messages arrived below while the reader was scrolled up. */
  newBelow: boolean;
  scrollToEnd(): void;
  /** The next change scrolls to the end whatever the position (the reader's own message). */
  stickNext(): void;
}

/**
 * `content` changes whenever the list changes (any new array); `count` is how
 * many items it has; `active` is false while the list is not on screen.
 */
export function useStickToBottom(content: unknown, count: number, active: boolean): StickToBottom {
  const ref = useRef<HTMLDivElement | null>(null);
  const atBottom = useRef(true);
  const forced = useRef(true);
  const seenCount = useRef(count);
  const [newBelow, setNewBelow] = useState(false);

  const scrollToEnd = useCallback(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setNewBelow(false);
  }, []);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    if (atBottom.current) setNewBelow(false);
  }, []);

  const stickNext = useCallback(() => {
    forced.current = true;
  }, []);

  // Opening the panel shows the newest messages.
  useLayoutEffect(() => {
    if (!active) forced.current = true;
  }, [active]);

  useLayoutEffect(() => {
    if (!active) return;
    const grew = count > seenCount.current;
    seenCount.current = count;
    if (atBottom.current || forced.current) {
      forced.current = false;
      scrollToEnd();
    } else if (grew) {
      setNewBelow(true);
    }
  }, [content, count, active, scrollToEnd]);

  return { ref, onScroll, newBelow, scrollToEnd, stickNext };
}
