/** The admin's pages: the newsletter form, the mail outbox and the project orders. */
import type { MailRow } from '../admin/mail';
import type { ProjectOrderRow } from '../project-orders/orders';
import { formatDate, formatTime, inPortalZone } from '../../../../src/core/format';
import { html, type Raw } from './html';

export function newsletterPage(): Raw {
  return html`<p class="admin-links"><a href="/admin/mail/">Исходящая почта</a> · <a href="/admin/project-orders/">Проектные заказы</a></p>
<b2b-newsletter-form></b2b-newsletter-form>`;
}

/** 'dd.mm.yyyy HH:MM' on the portal's clock, as every other date the portal shows. */
const when = (d: string | Date) => {
  const wall = inPortalZone(new Date(d));
  return `${formatDate(wall)} ${formatTime(wall)}`;
};

/** What the portal "sent": the newest letters first, their bodies as text (a newsletter's HTML is not rendered here). */
export function mailPage(rows: MailRow[], total: number): Raw {
  if (!rows.length) return html`<p>Писем нет.</p>`;
  return html`<p>Писем в исходящей почте: ${total}${total > rows.length ? `, показаны последние ${rows.length}` : ''}.</p>
<table class="table mail-outbox"><caption>Исходящая почта</caption>
<thead><tr><th scope="col">№</th><th scope="col">Дата</th><th scope="col">Кому</th><th scope="col">Тема</th><th scope="col">Текст</th></tr></thead>
<tbody>${rows.map(
    (r) => html`<tr data-kind="${r.kind}"><td>${r.id}</td><td>${when(r.created_at)}</td><td>${r.to_email}</td><td>${r.subject}</td><td class="mail-body">${r.body}</td></tr>`,
  )}</tbody></table>`;
}

export function projectOrdersPage(orders: ProjectOrderRow[]): Raw {
  if (!orders.length) return html`<p>Проектных заказов нет.</p>`;
  return html`${orders.map(
    (o) => html`<section class="project-order" aria-labelledby="project-order-${o.id}">
<h2 id="project-order-${o.id}">Проектный заказ № ${o.id}</h2>
<dl class="project-order-fields">
<dt>Дата</dt><dd>${when(o.created_at)}</dd><dt>Покупатель</dt><dd>${o.user_name}</dd><dt>Договор</dt><dd>${o.contract}</dd>
<dt>Партнёр</dt><dd>${o.partner}</dd><dt>Федеральный округ</dt><dd>${o.district}</dd><dt>Регион</dt><dd>${o.region}</dd>
<dt>Город</dt><dd>${o.event_city}</dd><dt>Комментарий</dt><dd>${o.comment || '—'}</dd></dl>
<table class="table"><caption>Строки заказа № ${o.id}</caption>
<thead><tr><th scope="col">Строка</th><th scope="col">Артикул</th><th scope="col">Товар</th><th scope="col">Количество</th><th scope="col">Желаемая цена</th><th scope="col">Примечание</th></tr></thead>
<tbody>${o.lines.map(
      (l) => html`<tr><td>${l.line}</td><td>${l.articul}</td><td>${l.header ?? ''}</td><td>${l.qnt ?? ''}</td><td>${l.price_wish ?? ''}</td><td>${l.note}</td></tr>`,
    )}</tbody></table></section>`,
  )}`;
}
