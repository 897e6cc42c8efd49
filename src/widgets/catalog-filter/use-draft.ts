/**
 * A text field that applies itself: shown as typed, applied after a pause
 * (or at once on Enter / leaving the field), and replaced when the applied
 * value changes from outside (back/forward, "reset filters"). The pause
 * runs on core/timers' debounce seam, so a test moves it on its clock.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { THROTTLE_MS } from '../../core/constants';
import { debounceTimers } from '../../core/timers';

export interface Draft {
  text: string;
  edit(text: string): void;
  /** Applies what is typed now (Enter, blur). */
  commit(): void;
}

export function useDraft(value: string, apply: (text: string) => void, delay: number = THROTTLE_MS): Draft {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<unknown>(undefined);
  /** What we applied last: its arrival must not overwrite what was typed since. */
  const [applied, setApplied] = useState<string | null>(null);
  const latest = useRef({ apply, value, text });
  useEffect(() => {
    latest.current = { apply, value, text };
  });

  // The applied value moved: show it, unless it is what we just applied ourselves.
  if (value !== seen) {
    setSeen(value);
    if (value === applied) setApplied(null);
    else if (value !== text) setText(value);
  }

  const run = useCallback((typed: string) => {
    debounceTimers.clearTimeout(timer.current);
    timer.current = undefined;
    if (typed === latest.current.value) return;
    setApplied(typed);
    latest.current.apply(typed);
  }, []);

  const edit = useCallback(
    (typed: string) => {
      setText(typed);
      debounceTimers.clearTimeout(timer.current);
      timer.current = debounceTimers.setTimeout(() => run(typed), delay);
    },
    [run, delay],
  );

  const commit = useCallback(() => run(latest.current.text), [run]);

  useEffect(() => () => debounceTimers.clearTimeout(timer.current), []);
  return { text, edit, commit };
}
