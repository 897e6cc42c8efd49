/**
 * Actions on records of a list, one row or the checked ones (remove,
 * activate, deactivate, an order's cancel...): a `question` is asked first
 * where one is given (a removal: 'Удалить адрес?', Да/Нет), then one call for
 * all the ids (the portal applies all or none). A failure changes nothing and
 * says why, with «Повторить» only where sending the same again can help
 * (failureOf). A refusal because the records changed meanwhile (another tab,
 * another person: record-change.ts) is the list's to answer: `onRefused`
 * brings the rows up to date and returns the one line that says what
 * happened, shown as it is and with no «Повторить», since it would only be
 * refused again.
 */
import { useCallback, useState } from 'react';
import { failureOf, type Failure } from '../../stores/api-errors';
import { useConfirm } from '../../ui/confirm';

export interface RowActionFailure<A> extends Failure {
  ids: readonly number[];
  /** null for a line said through `say` (an action run elsewhere): nothing to send again. */
  action: A | null;
  /** The records had changed: `message` is the whole line (no area sentence around it). */
  changed: boolean;
}

export function useRecordActions<A extends string, R = unknown>(
  run: (ids: readonly number[], action: A) => Promise<R>,
  onDone: (ids: readonly number[], action: A, reply: R) => void,
  onRefused?: (error: unknown, ids: readonly number[], action: A) => string | null,
) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<RowActionFailure<A> | null>(null);

  const send = useCallback(
    async (ids: readonly number[], action: A) => {
      setFailure(null);
      // Rows of another action still on its way stay busy.
      setBusy((prev) => new Set([...prev, ...ids]));
      try {
        onDone(ids, action, await run(ids, action));
      } catch (error) {
        const said = onRefused?.(error, ids, action) ?? null;
        setFailure(
          said === null ? { ids, action, ...failureOf(error), changed: false } : { ids, action, message: said, retryable: false, changed: true },
        );
      } finally {
        setBusy((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
      }
    },
    [run, onDone, onRefused],
  );

  const act = useCallback(
    async (ids: readonly number[], action: A, question?: string) => {
      if (!ids.length) return;
      if (question && !(await confirm(question, { danger: true }))) return;
      await send(ids, action);
    },
    [confirm, send],
  );

  /**
   * Says the line of a change found by an action on a row that runs outside
   * this hook (a rename's dialog, the repeat flow) where a failure shows, so
   * the list has one place for what became of the buyer's last action.
   * Whether there was one (null: the refusal was of another kind).
   */
  const say = useCallback((line: string | null) => {
    if (line === null) return false;
    setFailure({ ids: [], action: null, message: line, retryable: false, changed: true });
    return true;
  }, []);

  return {
    busy,
    failure,
    act,
    say,
    retry: () => failure?.action && void send(failure.ids, failure.action),
    dismiss: () => setFailure(null),
  };
}
