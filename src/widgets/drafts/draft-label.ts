import { t } from '../../core/messages/drafts';
import type { Draft } from '../../core/types';

/** Spec 3: a draft without a name is 'Корзина от <date> <time>' (its own date and time, as the basket names a new one). */
export function draftLabel(draft: Pick<Draft, 'header' | 'date' | 'time'>): string {
  return draft.header.trim() || t('basketDraftDefault', { date: draft.date, time: draft.time });
}
