/**
 * <b2b-drafts> when an action finds a draft changed since the list was read
 * (the cabinet open in another tab): a draft removed meanwhile leaves the
 * list (the page is read again, its check box cleared); one renamed meanwhile
 * shows the name it has now. Each answer returns the one line that says so,
 * or null when the refusal is of another kind (then it is a failure like any
 * other). record-list/record-change.ts reads the refusal.
 */
import { useCallback, useRef } from 'react';
import { DRAFT_GONE, refusedDraft } from '../../core/api/history';
import { t } from '../../core/messages/drafts';
import type { Draft } from '../../core/types';
import { errorText } from '../../stores/api-errors';
import { recordChange } from '../../blocks/record-list/record-change';
import { draftLabel } from './draft-label';

interface DraftRows {
  data: { drafts: readonly Draft[] } | null;
  reload(): void;
  replace(draft: Draft): void;
}

export function useDraftChanges(list: DraftRows, uncheck: (ids: readonly number[]) => void) {
  // The rows as the buyer saw them when the refusal came: the line names them.
  const rows = useRef<readonly Draft[]>([]);
  rows.current = list.data?.drafts ?? rows.current;
  const { reload, replace } = list;

  const gone = useCallback(
    (ids: readonly number[], error: unknown) => {
      const names = rows.current.filter((d) => ids.includes(d.id)).map(draftLabel);
      uncheck(ids);
      reload();
      if (names.length === 0) return errorText(error);
      if (names.length === 1) return t('draftsGone', { name: names[0]! });
      return t('draftsGoneMany', { names: names.map((name) => `«${name}»`).join(', ') });
    },
    [uncheck, reload],
  );

  /** A removal (one draft or the checked ones) refused because some are gone: `ids` those asked for. */
  const removed = useCallback(
    (error: unknown, ids: readonly number[]) => {
      const change = recordChange(error, { gone: DRAFT_GONE });
      return change?.gone ? gone(change.ids ?? ids, error) : null;
    },
    [gone],
  );

  /** A repeat (its preview or its send) refused because the draft is gone. */
  const repeated = useCallback((error: unknown, id: number) => removed(error, [id]), [removed]);

  /** A rename refused because the draft is gone or was renamed meanwhile: `draft` as the row showed it. */
  const renamed = useCallback(
    (error: unknown, draft: Draft) => {
      const change = recordChange(error, { now: refusedDraft, gone: DRAFT_GONE });
      if (!change) return null;
      if (change.gone) return gone([draft.id], error);
      if (!change.now) {
        reload();
        return errorText(error);
      }
      replace(change.now);
      return t('draftsRenamedMeanwhile', { was: draftLabel(draft), name: draftLabel(change.now) });
    },
    [gone, reload, replace],
  );

  return { removed, repeated, renamed };
}
