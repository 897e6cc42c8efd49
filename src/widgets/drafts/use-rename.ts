/** Renaming a draft: the reply's draft replaces the row (the name rules: useNameForm). */
import { useCallback } from 'react';
import { renameDraft } from '../../core/api/history';
import type { Draft } from '../../core/types';
import { useNameForm } from '../../blocks/form/use-name-form';

export function useRename(onRenamed: (draft: Draft) => void) {
  const save = useCallback(async (draft: Draft, header: string) => onRenamed(await renameDraft(draft.id, header)), [onRenamed]);
  const { subject: draft, ...form } = useNameForm(save);
  return { draft, ...form };
}
