/**
 * Saving the basket as a draft (addToDraft). Spec 3: the default label is a
 * basket named by date and time; spec 5: only a non-empty name is saved.
 * A failure keeps the dialog and the typed name, with the reason.
 */
import { useCallback, useState } from 'react';
import { addToDraft } from '../../core/api/basket';
import { t } from '../../core/config';
import { formatDate, formatTime } from '../../core/format';
import { errorText } from '../../stores/api-errors';
import { useBasketStore } from '../../stores/react';

/** 'Корзина от 21.11.2025 14:05'. */
export function defaultDraftName(now: Date): string {
  return t('basketDraftDefault', { date: formatDate(now), time: formatTime(now) });
}

export function useSaveDraft(onSaved: (name: string) => void) {
  const basket = useBasketStore();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const start = useCallback(() => {
    setName(defaultDraftName(new Date()));
    setError(null);
    setOpen(true);
  }, []);

  const cancel = useCallback(() => setOpen(false), []);

  const edit = useCallback((text: string) => {
    setName(text);
    setError(null);
  }, []);

  const submit = useCallback(async () => {
    const header = name.trim();
    if (!header) {
      setError(t('required'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      // The draft must hold the quantities on screen, edits in their debounce included.
      await basket.flush();
      await addToDraft(header);
      setOpen(false);
      onSaved(header);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSaving(false);
    }
  }, [basket, name, onSaved]);

  return { open, name, error, saving, start, cancel, edit, submit };
}
