import { html, type Raw } from './html';
import { loginHint, type PageCtx } from './layout';

/** /acts/: reconciliation acts (issue 20): the request form and the list, refreshed while the page is open. */
export function actsPage(ctx: PageCtx): Raw {
  return html`${loginHint(ctx)}
${ctx.user ? html`<b2b-acts></b2b-acts>` : html``}`;
}
