import { html, raw, type Raw } from './html';
import { loginHint, type PageCtx } from './layout';

/**
 * A cabinet page that is one widget (/orders/, /drafts/, /reports/, /acts/,
 * /favorites/, /needs/): a visitor gets the login hint, a signed-in user the tag,
 * which loads its own data (the filter, where it has one, lives in the address).
 */
export function widgetPage(tag: `b2b-${string}`): (ctx: PageCtx) => Raw {
  return (ctx) => html`${loginHint(ctx)}
${ctx.user ? raw(`<${tag}></${tag}>`) : html``}`;
}
