import { useLayoutEffect } from 'react';
import { t } from '../../core/messages/top-news';
import { StyleRoot } from '../../ui/StyleRoot';
import { Banner, reflect } from '../../blocks/banner/banner';
import { useHost } from '../../blocks/element/host-context';
import { topNewsStyles } from './top-news-styles';
import { useTopNews } from './use-top-news';

export interface TopNewsProps {
  /** The news the page wrote inside the tag (no `material` call then); without it the widget asks `material`. */
  newsId?: number;
}

/**
 * The top news line of the layout (spec 2 "hide top news"): the newest news
 * the user has not hidden. «Скрыть» hides it for this user on every page and
 * device (`hidetopnews`, kept by the server).
 */
export function TopNews({ newsId }: TopNewsProps) {
  const host = useHost();
  const { state, hide } = useTopNews(newsId);
  const hidden = !state || state.hidden;

  useLayoutEffect(() => reflect(host, 'dismissed', state?.hidden ? '' : null), [host, state?.hidden]);

  if (hidden) return <StyleRoot css={topNewsStyles} className="b2b-top-news" />;
  const { news } = state;
  return (
    <StyleRoot css={topNewsStyles} className="b2b-top-news">
      <Banner kind={host ? undefined : 'news'} className="b2b-top-news-banner" closeLabel={t('topNewsHide')} onClose={hide}>
        {news.header === undefined ? (
          <slot />
        ) : (
          <>
            <strong className="b2b-banner-title">{news.header}</strong> <span className="b2b-banner-text">{news.anons}</span>
          </>
        )}
        {state.error && (
          <span className="b2b-banner-error" role="alert">
            {state.error}
          </span>
        )}
      </Banner>
    </StyleRoot>
  );
}
