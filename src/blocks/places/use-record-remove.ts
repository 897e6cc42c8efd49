/**
 * Removing records, one or the checked ones: the spec's question first
 * ('Удалить адрес?', 'Удалить грузополучателя?'; Да/Нет), then one call for
 * all of them (the portal removes all or none). A failure removes nothing and
 * says why, with a retry.
 */
import { useCallback, useState } from 'react';
import { errorText } from '../../stores/api-errors';
import { useConfirm } from '../../ui/confirm';

export function useRecordRemove(send: (ids: readonly number[]) => Promise<unknown>, onRemoved: (ids: readonly number[]) => void) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<{ ids: readonly number[]; message: string } | null>(null);

  const run = useCallback(
    async (ids: readonly number[]) => {
      setFailure(null);
      setBusy(new Set(ids));
      try {
        await send(ids);
        onRemoved(ids);
      } catch (error) {
        setFailure({ ids, message: errorText(error) });
      } finally {
        setBusy(new Set());
      }
    },
    [send, onRemoved],
  );

  const remove = useCallback(
    async (ids: readonly number[], question: string) => {
      if (ids.length && (await confirm(question, { danger: true }))) await run(ids);
    },
    [confirm, run],
  );

  return { busy, failure, remove, retry: () => failure && void run(failure.ids), dismiss: () => setFailure(null) };
}
