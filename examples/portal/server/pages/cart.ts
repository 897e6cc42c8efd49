import { html, type Raw } from './html';
import { loginHint, type PageCtx } from './layout';

/**
 * The basket for a user; a visitor has none, the login hint says so (as the
 * home page shows its carousels only to users). The server knows how many
 * lines there are before the widget loads: --b2b-basket-lines sizes the box
 * the page reserves for the tag and the widget's loading state, so nothing
 * below moves when the lines arrive (styles.css, basket.css.ts).
 */
export function cartPage(ctx: PageCtx, lines: number): Raw {
  if (!ctx.user) return loginHint(ctx);
  return html`<b2b-basket style="--b2b-basket-lines: ${lines}"></b2b-basket>`;
}
