/**
 * Actions on records of an account list, one row or the checked ones (remove,
 * activate, deactivate...): a `question` is asked first where one is given
 * (a removal: 'Удалить адрес?', Да/Нет), then one call for all the ids (the
 * portal applies all or none). A failure changes nothing and says why, with a
 * retry of the same call.
 */
import { useCallback, useState } from 'react';
import { errorText } from '../../stores/api-errors';
import { useConfirm } from '../../ui/confirm';

export function useRecordActions<A extends string>(
  run: (ids: readonly number[], action: A) => Promise<unknown>,
  onDone: (ids: readonly number[], action: A) => void,
) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<{ ids: readonly number[]; action: A; message: string } | null>(null);

  const send = useCallback(
    async (ids: readonly number[], action: A) => {
      setFailure(null);
      setBusy(new Set(ids));
      try {
        await run(ids, action);
        onDone(ids, action);
      } catch (error) {
        setFailure({ ids, action, message: errorText(error) });
      } finally {
        setBusy(new Set());
      }
    },
    [run, onDone],
  );

  const act = useCallback(
    async (ids: readonly number[], action: A, question?: string) => {
      if (!ids.length) return;
      if (question && !(await confirm(question, { danger: true }))) return;
      await send(ids, action);
    },
    [confirm, send],
  );

  return {
    busy,
    failure,
    act,
    retry: () => failure && void send(failure.ids, failure.action),
    dismiss: () => setFailure(null),
  };
}
