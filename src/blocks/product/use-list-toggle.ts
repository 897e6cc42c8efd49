/**
 * A product's favourites or needs flag through the page's lists store
 * (stores/lists.ts): shown at once, one truth for every widget on the page,
 * put back with a Russian reason (and a retry of the same change) when the
 * server refuses it.
 */
import { useCallback, useState } from 'react';
import { t } from '../../core/messages/product';
import type { ListKind } from '../../core/api/lists';
import { useListFlag, useListPending, useListsStore } from '../list-flags/page-lists';

export interface ListToggleState {
  on: boolean;
  busy: boolean;
  error: string | null;
  /** «Повторить» can help the failure (not a refusal). */
  retryable: boolean;
  toggle(): void;
  /** Sends the change that failed again. */
  retry(): void;
  clearError(): void;
}

const FAILED = { wish: 'productWishFailed', need: 'productNeedFailed' } as const;

export function useListToggle(kind: ListKind, id: number, fromReply: boolean): ListToggleState {
  const lists = useListsStore();
  const on = useListFlag(kind, id, fromReply);
  const busy = useListPending(kind, id);
  const [failure, setFailure] = useState<{ wanted: boolean; error: string; retryable: boolean } | null>(null);

  const send = useCallback(
    (wanted: boolean) => {
      setFailure(null);
      void lists.toggle(kind, id, wanted).then((result) => {
        // An empty reason: refused because a change was already out; nothing to say.
        if (!result.ok && result.error) setFailure({ wanted, error: t(FAILED[kind], { error: result.error }), retryable: result.retryable === true });
      });
    },
    [lists, kind, id],
  );

  const toggle = useCallback(() => {
    if (!busy) send(!on);
  }, [busy, on, send]);
  const retry = useCallback(() => failure && send(failure.wanted), [failure, send]);
  const clearError = useCallback(() => setFailure(null), []);
  return { on, busy, error: failure?.error ?? null, retryable: failure?.retryable ?? false, toggle, retry, clearError };
}
