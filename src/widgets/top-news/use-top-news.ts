import { useCallback, useEffect, useState } from 'react';
import { hideTopNews, material } from '../../core/api/chrome';
import { t } from '../../core/messages/top-news';
import type { Material } from '../../core/types';
import { errorText } from '../../stores/api-errors';
import { useSessionStore } from '../../stores/react';

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
  const [state, setState] = useState<TopNewsState | null>(newsId ? { news: { id: newsId }, hidden: false, error: null } : null);

  useEffect(() => {
    if (newsId) return;
    const abort = new AbortController();
    void (async () => {
      // A visitor has no news line (the call would be refused).
      if (!(await session.whenCustomer())) return;
      try {
        const reply = await material(undefined, { signal: abort.signal });
        if (reply.material) setState({ news: reply.material, hidden: false, error: null });
      } catch {
        // No line is better than an error where news would be.
      }
    })();
    return () => abort.abort();
  }, [newsId, session]);

  const hide = useCallback(() => {
    setState((s) => (s ? { ...s, hidden: true, error: null } : s));
    const id = state?.news.id;
    if (id === undefined) return;
    hideTopNews(id).catch((error: unknown) => {
      setState((s) => (s ? { ...s, hidden: false, error: t('topNewsHideFailed').replace('{reason}', errorText(error)) } : s));
    });
  }, [state]);

  return { state, hide };
}
