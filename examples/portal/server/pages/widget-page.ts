import { esc, html, raw, type Raw } from './html';
import { loginHint, type PageCtx } from './layout';
import type { SessionUser } from '../session';

/**
 * A cabinet page that is one widget (/cart/, /orders/, /drafts/, /reports/, /acts/,
 * /favorites/, /needs/): a visitor gets the login hint, a signed-in user the tag,
 * which loads its own data (the filter, where it has one, lives in the address).
 * `style`, where the page knows something of the tag's box before the widget
 * loads, is the tag's style attribute for the user (the cart: how many lines
 * the basket has, --b2b-basket-lines, so the box the page reserves and the
 * widget's loading state are the size of the lines to come and nothing below moves).
 */
export function widgetPage(tag: `b2b-${string}`, style?: (user: SessionUser) => Promise<string>): (ctx: PageCtx) => Promise<Raw> {
  return async (ctx) => {
    const attrs = ctx.user && style ? ` style="${esc(await style(ctx.user))}"` : '';
    return html`${loginHint(ctx)}
${ctx.user ? raw(`<${tag}${attrs}></${tag}>`) : html``}`;
  };
}
