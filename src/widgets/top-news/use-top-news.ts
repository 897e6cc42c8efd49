import { useCallback, useState } from 'react';
import { hideTopNews, material } from '../../core/api/chrome';
import { t } from '../../core/messages/top-news';
import type { Material } from '../../core/types';
import { errorText } from '../../stores/api-errors';
import { useSessionStore } from '../../stores/react';
import { useLoad } from '../../blocks/load/use-load';

export interface TopNewsState {
  /** The news shown: from `material`, or only its id when the page wrote the text. */
  news: Pick<Material, 'id'> & Partial<Material>;
  hidden: boolean;
  error: string | null;
}

/**
 * The top news line: the page's (`newsId` with its text inside the tag) or,
 * without one, the `material` call's. Hiding is shown at once and sent with
 * `hidetopnews`; a refusal brings the line back with the reason.
 */
export function useTopNews(newsId: number | undefined): { state: TopNewsState | null; hide(): void } {
  const session = useSessionStore();
  // A visitor has no news line (the call would be refused). A failed read shows no error:
  // no line is better than an error where news would be.
  const read = useLoad(
    async (signal) => ((await session.whenCustomer()) ? ((await material(undefined, { signal })).material ?? null) : null),
    [session],
    { skip: Boolean(newsId) },
  );
  const news = newsId ? { id: newsId } : read.data;
  /** The line's hiding, for the news it was asked for. */
  const [hiding, setHiding] = useState<{ id: number; hidden: boolean; error: string | null } | null>(null);
  const mine = news && hiding?.id === news.id ? hiding : null;
  const id = news?.id;

  const hide = useCallback(() => {
    if (id === undefined) return;
    setHiding({ id, hidden: true, error: null });
    hideTopNews(id).catch((error: unknown) => {
      setHiding({ id, hidden: false, error: t('topNewsHideFailed').replace('{reason}', errorText(error)) });
    });
  }, [id]);

  return { state: news ? { news, hidden: mine?.hidden ?? false, error: mine?.error ?? null } : null, hide };
}
