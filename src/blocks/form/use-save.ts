import { useCallback, useState } from 'react';

/**
 * A form's save: `saving` while it runs, and what `toFailure` makes of a
 * refusal (kept until the next save or `setFailure`, so the dialog and what
 * was typed stay). `toFailure` is a module-level function: `save` keeps its
 * identity. A second save while one runs is the caller's to refuse (it knows
 * `saving`).
 */
export function useSave<F>(toFailure: (error: unknown) => F) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<F | null>(null);
  const save = useCallback(
    async (task: () => Promise<void>) => {
      setSaving(true);
      setFailure(null);
      try {
        await task();
      } catch (error) {
        setFailure(toFailure(error));
      } finally {
        setSaving(false);
      }
    },
    [toFailure],
  );
  return { saving, failure, setFailure, save };
}
