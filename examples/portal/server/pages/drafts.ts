import { html, type Raw } from './html';
import { loginHint, type PageCtx } from './layout';

/** /drafts/: baskets put aside on /cart/ (issue 18). */
export function draftsPage(ctx: PageCtx): Raw {
  return html`${loginHint(ctx)}
${ctx.user ? html`<b2b-drafts></b2b-drafts>` : html``}`;
}
