import { html, type Raw } from './html';
import { loginHint, type PageCtx } from './layout';

/** /reports/: the purchased-goods reports (issue 20); the filter lives in this page's address. */
export function reportsPage(ctx: PageCtx): Raw {
  return html`${loginHint(ctx)}
${ctx.user ? html`<b2b-purchased-goods></b2b-purchased-goods>` : html``}`;
}
