/**
 * Renaming a draft: the reply's draft replaces the row (the name rules:
 * useNameForm). The request names the draft as the buyer saw it, so one
 * renamed meanwhile in another tab is refused rather than renamed over;
 * `onRefused` answers that refusal, or a draft removed meanwhile (true: the
 * list said so, the dialog closes), and any other failure stays in the dialog.
 */
import { useCallback } from 'react';
import { renameDraft } from '../../core/api/history';
import type { Draft } from '../../core/types';
import { useNameForm } from '../../blocks/form/use-name-form';

export function useRename(onRenamed: (draft: Draft) => void, onRefused: (error: unknown, draft: Draft) => boolean) {
  const save = useCallback(
    async (draft: Draft, header: string) => {
      try {
        onRenamed(await renameDraft(draft.id, header, draft.header));
      } catch (error) {
        if (!onRefused(error, draft)) throw error;
      }
    },
    [onRenamed, onRefused],
  );
  const { subject: draft, ...form } = useNameForm(save);
  return { draft, ...form };
}
