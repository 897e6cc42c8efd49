import { html, type Raw } from './html';
import { loginHint, type PageCtx } from './layout';

/** /favorites/ and /needs/: the two product lists (issue 20). */
export function listPage(list: 'favorites' | 'needs'): (ctx: PageCtx) => Raw {
  return (ctx) =>
    html`${loginHint(ctx)}
${ctx.user ? (list === 'favorites' ? html`<b2b-favorites></b2b-favorites>` : html`<b2b-needs></b2b-needs>`) : html``}`;
}
