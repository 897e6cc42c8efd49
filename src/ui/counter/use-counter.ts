import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { COUNTER_DEBOUNCE_MS } from '../../core/constants';
import { debounceTimers } from '../../core/timers';
import { normalizeQuantity, stepDown, stepUp } from '../../core/rules/counter';

export interface CounterOptions {
  /** Controlled quantity; omit for an uncontrolled counter starting at defaultValue. */
  value?: number;
  defaultValue?: number;
  /** Called once per burst of edits with the normalized last value, only when it differs. */
  onChange?: (quantity: number) => void;
  min?: number;
  /**
   * The most the counter may show (a rule forbids more, e.g. a stop-orders
   * contract forbids raising a basket line): + stops there and a typed larger
   * number is brought back to it.
   */
  max?: number;
  step?: number;
  debounceMs?: number;
}

const capAt = (quantity: number, max: number | undefined) => (max === undefined ? quantity : Math.min(quantity, max));

/**
 * A counter's editing state. While the user edits (typing, or +/- within the
 * debounce) the field shows the draft text and ignores the controlled value;
 * once committed the draft is dropped and the field shows `value` again, so
 * a parent that corrects the quantity (stock shortage) is always shown.
 */
export function useCounter({ value, defaultValue, onChange, min = 1, max, step = 1, debounceMs = COUNTER_DEBOUNCE_MS }: CounterOptions) {
  const [inner, setInner] = useState(() => normalizeQuantity(defaultValue ?? min, { min, step }));
  const committed = value ?? inner;
  const [draft, setDraft] = useState<string | null>(null);

  const timer = useRef<unknown>(undefined);
  const pendingText = useRef<string | null>(null);
  // Timers fire after renders: they read the latest props from here.
  const latest = useRef({ committed, onChange, min, max, step });
  useLayoutEffect(() => {
    latest.current = { committed, onChange, min, max, step };
  });

  const commit = useCallback((text: string) => {
    debounceTimers.clearTimeout(timer.current);
    timer.current = undefined;
    pendingText.current = null;
    const { committed: current, onChange: notify, min: lo, max: hi, step: by } = latest.current;
    const quantity = capAt(normalizeQuantity(text, { min: lo, step: by }), hi);
    setDraft(null);
    if (quantity !== current) {
      setInner(quantity);
      notify?.(quantity);
    }
  }, []);

  const edit = useCallback(
    (text: string) => {
      setDraft(text);
      pendingText.current = text;
      debounceTimers.clearTimeout(timer.current);
      // An emptied field is a buyer between two numbers: it waits for the
      // next key, Enter or leaving the counter (flush). Committed after the
      // pause, it came back as the old quantity under their fingers and the
      // next digit followed it (4 deleted, a pause, 7 typed: 47).
      timer.current = text.trim() ? debounceTimers.setTimeout(() => commit(text), debounceMs) : undefined;
    },
    [commit, debounceMs],
  );

  const flush = useCallback(() => {
    if (pendingText.current !== null) commit(pendingText.current);
  }, [commit]);

  // Leaving mid-edit (row removed, page changed) still sends the last value once.
  useEffect(() => flush, [flush]);

  const shown = draft ?? String(committed);
  // While the field is empty the quantity is still the committed one: − and + step from it.
  const current = draft?.trim() === '' ? committed : normalizeQuantity(shown, { min, step });
  return {
    text: shown,
    /** The number the field stands for now (draft normalized), for aria-valuenow. */
    current,
    atMin: stepDown(current, { min, step }) === current,
    atMax: max !== undefined && current >= max,
    edit,
    flush,
    increment: () => edit(String(capAt(stepUp(current, { min, step }), max))),
    decrement: () => edit(String(stepDown(current, { min, step }))),
  };
}
