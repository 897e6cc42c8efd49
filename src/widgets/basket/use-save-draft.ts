/**
 * Saving the basket as a draft (addToDraft). Spec 3: the default label is a
 * basket named by date and time (the name rules: useNameForm).
 */
import { useCallback } from 'react';
import { addToDraft } from '../../core/api/basket';
import { t } from '../../core/messages/basket';
import { formatDate, formatTime, inPortalZone } from '../../core/format';
import { useBasketStore } from '../../stores/react';
import { useNameForm } from '../../blocks/form/use-name-form';

/** 'Корзина от 21.11.2025 14:05'. */
export function defaultDraftName(now: Date): string {
  return t('basketDraftDefault', { date: formatDate(now), time: formatTime(now) });
}

export function useSaveDraft(onSaved: (name: string) => void) {
  const basket = useBasketStore();
  const save = useCallback(
    async (_basket: true, header: string) => {
      // The draft must hold the quantities on screen, edits in their debounce included.
      await basket.flush();
      await addToDraft(header);
      onSaved(header);
    },
    [basket, onSaved],
  );
  const { subject, start: startWith, ...form } = useNameForm(save);
  const start = useCallback(() => startWith(true, defaultDraftName(inPortalZone())), [startWith]);
  return { open: subject !== null, start, ...form };
}
