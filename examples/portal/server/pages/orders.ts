import { html, type Raw } from './html';
import { loginHint, type PageCtx } from './layout';

/** /orders/: the order history (issue 18); the filter lives in this page's address. */
export function ordersPage(ctx: PageCtx): Raw {
  return html`${loginHint(ctx)}
${ctx.user ? html`<b2b-orders></b2b-orders>` : html``}`;
}
