import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** The delivery form's first field a buyer can use. */
const FIRST_FIELD = '.b2b-basket-delivery :is(select, input, textarea, button):not(:disabled)';

/**
 * «К оформлению заказа» (the skip link above the lines, the totals' button):
 * on to the delivery form's first field. Pressed before the form is drawn
 * (its data still on the way, or the frame after the lines), the jump waits
 * for it, so a quick buyer's press is not lost. `formShown`: the form is on
 * the page.
 */
export function useCheckoutJump(rootRef: RefObject<HTMLElement | null>, formShown: boolean): () => void {
  const waiting = useRef(false);
  const jumpToForm = useCallback(() => {
    const field = rootRef.current?.querySelector<HTMLElement>(FIRST_FIELD);
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
    return Boolean(field);
  }, [rootRef]);

  useEffect(() => {
    if (!formShown || !waiting.current) return;
    waiting.current = false;
    jumpToForm();
  }, [formShown, jumpToForm]);

  // Only a form still to come is waited for: one on the page with nothing to focus is no promise.
  return useCallback(() => {
    waiting.current = !jumpToForm() && !formShown;
  }, [jumpToForm, formShown]);
}
