/**
 * A dialog that asks for a name for something (the basket saved as a draft, a
 * draft renamed). Spec 5: only a non-empty name is saved, said in Russian under
 * the field. A failure keeps the dialog and the typed name, with the reason.
 */
import { useCallback, useState } from 'react';
import { t } from '../../core/messages/text';
import { errorText } from '../../stores/api-errors';
import { useSave } from './use-save';

export function useNameForm<T>(save: (subject: T, name: string) => Promise<void>) {
  // What the open dialog names; null while it is closed.
  const [subject, setSubject] = useState<T | null>(null);
  const [name, setName] = useState('');
  const { saving, failure: error, setFailure: setError, save: run } = useSave(errorText);

  const start = useCallback((what: T, initial: string) => {
    setSubject(what);
    setName(initial);
    setError(null);
  }, [setError]);
  const cancel = useCallback(() => setSubject(null), []);
  const edit = useCallback((text: string) => {
    setName(text);
    setError(null);
  }, [setError]);

  const submit = useCallback(async () => {
    if (subject === null) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('required'));
      return;
    }
    await run(async () => {
      await save(subject, trimmed);
      setSubject(null);
    });
  }, [subject, name, save, run, setError]);

  return { subject, name, error, saving, start, cancel, edit, submit };
}
