/**
 * Renaming a draft: the name must be non-empty (spec 5, said in Russian under
 * the field); the reply's draft replaces the row. A failure keeps the dialog
 * and the typed name, with the reason.
 */
import { useCallback, useState } from 'react';
import { renameDraft } from '../../core/api/history';
import { t } from '../../core/config';
import type { Draft } from '../../core/types';
import { errorText } from '../../stores/api-errors';

export function useRename(onRenamed: (draft: Draft) => void) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const start = useCallback((d: Draft, label: string) => {
    setDraft(d);
    setName(label);
    setError(null);
  }, []);
  const cancel = useCallback(() => setDraft(null), []);
  const edit = useCallback((text: string) => {
    setName(text);
    setError(null);
  }, []);

  const submit = useCallback(async () => {
    if (!draft) return;
    const header = name.trim();
    if (!header) {
      setError(t('required'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onRenamed(await renameDraft(draft.id, header));
      setDraft(null);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSaving(false);
    }
  }, [draft, name, onRenamed]);

  return { draft, name, error, saving, start, cancel, edit, submit };
}
