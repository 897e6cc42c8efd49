import { html, type Raw } from './html';
import { loginHint, type PageCtx } from './layout';

/**
 * The complaints widget above the legacy form. The widget keeps the chosen goods
 * in the `recl` cookie; /static/legacy.js copies the cookie into the hidden field
 * on submit (the old site's way), and the server also reads the cookie itself.
 */
export function complaintsPage(ctx: PageCtx): Raw {
  return html`${loginHint(ctx)}
<p>Найдите товары по артикулу или названию и укажите количество; затем заполните форму рекламации.</p>
<b2b-complaints-search></b2b-complaints-search>
<form id="recl-form" class="form-horizontal legacy-form" method="post" action="/complaints/submit">
  <input type="hidden" name="recl" id="recl-field" value="">
  <div class="form-group">
    <label for="recl-document">Номер заказа или накладной</label>
    <input id="recl-document" name="document" class="form-control" maxlength="100">
  </div>
  <div class="form-group">
    <label for="recl-comment">Описание проблемы</label>
    <textarea id="recl-comment" name="comment" class="form-control" rows="4" maxlength="2000"></textarea>
  </div>
  <button type="submit" class="btn btn-primary">Отправить рекламацию</button>
</form>`;
}

export function complaintResultPage(
  id: number,
  items: { id: number; articul: string; header: string; qnt: number }[],
  unknown: string[],
  document: string,
  comment: string,
): Raw {
  return html`<div class="alert alert-success" role="status">Рекламация № ${id} принята.</div>
<table class="table complaint-result">
  <caption>Получено товаров: ${items.length}</caption>
  <thead><tr><th>ID</th><th>Артикул</th><th>Наименование</th><th>Количество</th></tr></thead>
  <tbody>${items.map((i) => html`<tr><td>${i.id}</td><td>${i.articul}</td><td>${i.header}</td><td>${i.qnt}</td></tr>`)}</tbody>
</table>
${unknown.length ? html`<p class="text-danger">Не найдены товары: ${unknown.join(', ')}</p>` : ''}
<dl><dt>Заказ/накладная</dt><dd>${document || '—'}</dd><dt>Описание</dt><dd>${comment || '—'}</dd></dl>
<p><a href="/complaints/">Новая рекламация</a></p>`;
}
