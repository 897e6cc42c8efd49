/**
 * Removing drafts, one or the checked ones: confirm ('Подтвердите действие',
 * Да/Нет), then one POST for all of them (the portal removes all or none).
 * A failure removes nothing and says why, with a retry.
 */
import { useCallback, useState } from 'react';
import { removeDrafts } from '../../core/api/history';
import { errorText } from '../../stores/api-errors';
import { useConfirm } from '../../ui/confirm';

export function useRemove(onRemoved: (ids: readonly number[]) => void) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<{ ids: readonly number[]; message: string } | null>(null);

  const send = useCallback(
    async (ids: readonly number[]) => {
      setFailure(null);
      setBusy(new Set(ids));
      try {
        await removeDrafts(ids);
        onRemoved(ids);
      } catch (error) {
        setFailure({ ids, message: errorText(error) });
      } finally {
        setBusy(new Set());
      }
    },
    [onRemoved],
  );

  /** `question` names what goes: one draft by its label, or how many are checked. */
  const remove = useCallback(
    async (ids: readonly number[], question: string) => {
      if (ids.length && (await confirm(question, { danger: true }))) await send(ids);
    },
    [confirm, send],
  );

  return { busy, failure, remove, retry: () => failure && void send(failure.ids), dismiss: () => setFailure(null) };
}
