import { html, type Raw } from './html';
import { loginHint, type PageCtx } from './layout';

export function homePage(ctx: PageCtx): Raw {
  if (!ctx.user) {
    return html`<section class="jumbotron">
  <p class="lead">Оптовые поставки крепежа, инструмента, электрики, сантехники и ЛКМ по договорным ценам.</p>
  <p>Личный кабинет покупателя: каталог по договору и складу, корзина, заказы, черновики, акты сверки и чат с менеджером.</p>
</section>
${loginHint(ctx)}
<p class="reminder-hint">Забыли пароль? <a href="#" data-b2b-open="reminder">Напомнить пароль</a></p>`;
  }
  return html`<section class="welcome">
  <p>Здравствуйте, <strong>${ctx.user.name}</strong>!${ctx.selected ? html` Текущий договор: <strong>${ctx.selected.header}</strong>.` : ''}</p>
  <p class="clearfix"><a class="btn btn-primary" href="/catalog/">Перейти в каталог</a> <a class="btn btn-default" href="/cart/">Корзина</a></p>
</section>
<h2>Хиты продаж</h2>
<b2b-goods-carousel kind="hit"></b2b-goods-carousel>
<h2>Новинки</h2>
<b2b-goods-carousel kind="novelty"></b2b-goods-carousel>
<h2>Спецпредложения</h2>
<b2b-goods-carousel kind="spec"></b2b-goods-carousel>`;
}
