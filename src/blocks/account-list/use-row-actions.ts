/**
 * Row actions of the account tables, one row or the checked ones: a delete asks
 * 'Подтвердите действие' first (Да/Нет); one call for all the ids (the portal
 * applies all or none). A failure changes nothing and says why, with a retry.
 */
import { useCallback, useState } from 'react';
import { ta as t } from './ta';
import { errorText } from '../../stores/api-errors';
import { useConfirm } from '../../ui/confirm';

export function useRowActions<A extends string>(run: (ids: readonly number[], action: A) => Promise<unknown>, onDone: (ids: readonly number[], action: A) => void) {
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

  /** `question`: asked before a delete (the row's name, or how many are checked). */
  const act = useCallback(
    async (ids: readonly number[], action: A, question?: string) => {
      if (!ids.length) return;
      if (question && !(await confirm(question, { danger: true, title: t('confirmTitle') }))) return;
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
