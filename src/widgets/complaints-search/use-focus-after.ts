/**
 * Where keyboard focus goes after the list changes: to the quantity of a
 * product just chosen (the next thing to fill in), and after a removal to the
 * next row's remove button, else the previous one, else the search field, so
 * focus is never dropped onto <body> when its button disappears.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { ComplaintLine } from './complaint-lines';

type Target = { kind: 'quantity'; id: number } | { kind: 'remove'; id: number } | { kind: 'search' };

export function useFocusAfter(root: RefObject<HTMLElement | null>, lines: readonly ComplaintLine[]) {
  const pending = useRef<Target | null>(null);
  const linesRef = useRef(lines);

  // Layout effect: the new row exists, and focus moves before the next paint.
  useLayoutEffect(() => {
    linesRef.current = lines;
    const target = pending.current;
    const box = root.current;
    if (!target || !box) return;
    pending.current = null;
    if (target.kind === 'quantity') {
      const input = box.querySelector<HTMLInputElement>(`[data-quantity="${target.id}"]`);
      input?.focus();
      input?.select();
    } else if (target.kind === 'remove') {
      box.querySelector<HTMLElement>(`[data-remove="${target.id}"]`)?.focus();
    } else {
      box.querySelector<HTMLElement>('[role="combobox"]')?.focus();
    }
  }, [lines, root]);

  const quantityOf = useCallback((id: number) => {
    pending.current = { kind: 'quantity', id };
  }, []);

  const afterRemoving = useCallback((id: number) => {
    const ids = linesRef.current.map((l) => l.id);
    const at = ids.indexOf(id);
    const next = ids[at + 1] ?? ids[at - 1];
    pending.current = at >= 0 && next !== undefined ? { kind: 'remove', id: next } : { kind: 'search' };
  }, []);

  return useMemo(() => ({ quantityOf, afterRemoving }), [quantityOf, afterRemoving]);
}
