import { defineWidget } from '../../blocks/element/define-widget';
import { TopNews, type TopNewsProps } from './TopNews';
import { topNewsStyles } from './top-news-styles';

/**
 * The layout's top news line: the newest news the user has not hidden. The
 * page may write it inside the tag with `news-id` (no request, no shift);
 * otherwise the widget asks `material`. Hiding calls `hidetopnews` with the
 * news id: the server keeps it hidden for this user on every page.
 *
 * @summary Top news line the user can hide.
 * @tag b2b-top-news
 * @slot - The news text the page wrote (shown with `news-id`).
 * @attr {boolean} dismissed - Set by the widget once the user hid the line.
 * @csspart base - The line.
 * @csspart content - Its text.
 * @csspart close - The hide button.
 * @cssprop --b2b-font-family - Font of the line.
 */
export const TopNewsElement = defineWidget<TopNewsProps>('b2b-top-news', TopNews, {
  props: { newsId: 'number' },
  css: topNewsStyles,
});
