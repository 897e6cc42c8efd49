/**
 * Repeating an order or a draft, shared by <b2b-orders> and
 * <b2b-drafts>: ask the portal what changed (preview), let the buyer choose,
 * send the chosen lines, then show the spec's result and have the page-wide
 * basket store re-read, so the counter and any <b2b-basket> change at once.
 */
import { useCallback, useRef, useState } from 'react';
import { failureOf, type Failure } from '../../stores/api-errors';
import { emit } from '../../core/events';
import { canRepeatLine } from '../../core/rules/repeat-preview';
import type { PreviewLine, RepeatLine, RepeatReply } from '../../core/types';
import { useBasketStore } from '../../stores/react';

export interface RepeatSource {
  preview(id: number): Promise<PreviewLine[]>;
  repeat(id: number, lines?: readonly RepeatLine[]): Promise<RepeatReply>;
  /** Several at once, without a preview (bulk repeat of checked rows). */
  repeatMany?(ids: readonly number[]): Promise<RepeatReply>;
}

export type RepeatState =
  | { kind: 'idle' }
  | { kind: 'loading'; id: number }
  | { kind: 'preview'; id: number; title: string; lines: PreviewLine[]; sending: boolean; error: Failure | null }
  | { kind: 'done'; count: number }
  /** `again` only where sending again can help (a refusal of a rule has none). */
  | { kind: 'failed'; message: string; again?: () => void };

function failed(error: unknown, again: () => void): RepeatState {
  const { message, retryable } = failureOf(error);
  return retryable ? { kind: 'failed', message, again } : { kind: 'failed', message };
}

/**
 * `onRefused`: a refusal the list answers itself, because the record is gone
 * (a draft removed in another tab, record-list/record-change.ts): it brings
 * the list up to date, says so, and returns true; the flow then just ends,
 * with no failure and no «Повторить» of its own.
 */
export function useRepeat(source: RepeatSource, host: React.RefObject<HTMLElement | null>, onRefused?: (error: unknown, id: number) => boolean) {
  const [state, setState] = useState<RepeatState>({ kind: 'idle' });
  const basket = useBasketStore();
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const refusedRef = useRef(onRefused);
  refusedRef.current = onRefused;
  const answered = useCallback((error: unknown, id: number) => {
    if (!refusedRef.current?.(error, id)) return false;
    setState({ kind: 'idle' });
    return true;
  }, []);

  const finish = useCallback(
    (id: number, reply: RepeatReply) => {
      setState({ kind: 'done', count: reply.count });
      if (reply.count > 0) {
        void basket.reconcile();
        if (host.current) emit(host.current, 'b2b-order-repeat', { id, count: reply.count });
      }
    },
    [basket, host],
  );

  const start = useCallback((id: number, title: string) => {
    setState({ kind: 'loading', id });
    sourceRef.current.preview(id).then(
      (lines) => {
        // Nothing can be had: the spec's 'Нет в наличии' at once, no list of crossed-out lines.
        if (!lines.some(canRepeatLine)) setState({ kind: 'done', count: 0 });
        else setState({ kind: 'preview', id, title, lines, sending: false, error: null });
      },
      (error: unknown) => {
        if (!answered(error, id)) setState(failed(error, () => start(id, title)));
      },
    );
  }, [answered]);

  const confirm = useCallback(
    (lines: readonly RepeatLine[]) => {
      setState((s) => (s.kind === 'preview' ? { ...s, sending: true, error: null } : s));
      const current = state;
      if (current.kind !== 'preview') return;
      sourceRef.current.repeat(current.id, lines).then(
        (reply) => finish(current.id, reply),
        // The preview stays with the buyer's choice: nothing lost, send again.
        (error: unknown) => {
          if (!answered(error, current.id)) setState({ ...current, sending: false, error: failureOf(error) });
        },
      );
    },
    [state, finish, answered],
  );

  const repeatMany = useCallback(
    (ids: readonly number[]) => {
      const many = sourceRef.current.repeatMany;
      if (!many || !ids.length) return;
      setState({ kind: 'loading', id: ids[0]! });
      many(ids).then(
        (reply) => finish(ids[0]!, reply),
        (error: unknown) => setState(failed(error, () => repeatMany(ids))),
      );
    },
    [finish],
  );

  const close = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, start, confirm, repeatMany, close };
}
