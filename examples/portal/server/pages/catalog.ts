import { html, raw, type Raw } from './html';
import { loginHint, type PageCtx } from './layout';

export function catalogPage(ctx: PageCtx, categories: { id: number; header: string }[], catalogId: number | null): Raw {
  const menu = categories.map(
    (cat) =>
      html`<li class="${cat.id === catalogId ? 'active' : ''}"><a href="/catalog/?catalog=${cat.id}" data-catalog-id="${cat.id}">${cat.header}</a></li>`,
  );
  const attr = catalogId ? raw(` catalog="${catalogId}"`) : raw('');
  // A visitor's catalogue calls are refused (401): the hint above says why, and
  // no tag waits for goods that never come (the widgets say the same when embedded so).
  const goods = ctx.user
    ? html`<h2>Хиты продаж</h2>
    <b2b-goods-carousel kind="hit"></b2b-goods-carousel>
    <h2>Новинки</h2>
    <b2b-goods-carousel kind="novelty"></b2b-goods-carousel>
    <b2b-catalog-filter${attr}></b2b-catalog-filter>`
    : html``;
  // A logged-in user's layout has the sections in its left menu (<b2b-sidebar>).
  if (ctx.user) return html`<div class="catalog-main">${goods}</div>`;
  return html`${loginHint(ctx)}
<div class="row">
  <aside class="col-sidebar sidebar" aria-label="Разделы каталога">
    <ul class="sidebar-menu">
      <li class="${catalogId === null ? 'active' : ''}"><a href="/catalog/" data-catalog-id="1223">Весь каталог</a></li>
      ${menu}
    </ul>
  </aside>
  <div class="col-main">
    ${goods}
  </div>
</div>`;
}
