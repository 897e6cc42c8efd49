import { html, type Raw } from './html';
import { loginHint, type PageCtx } from './layout';

export function cartPage(ctx: PageCtx): Raw {
  return html`${loginHint(ctx)}
<b2b-basket></b2b-basket>`;
}
