/** Server-rendered fragments of the legacy site (/ajax/...). */
import type { Warehouse } from '../access';
import { sumOf, type BasketLine } from '../basket/lines';
import type { Product } from '../catalog/types';
import { pluralKey } from '../../../../src/core/format';
import type { SessionUser } from '../session';
import { spec } from '../messages';
import { html, rub, type Raw } from './html';

export function productFragment(p: Product, description: string, warehouses: Warehouse[]): Raw {
  const img = p.picture !== null ? `/dbpics/${p.picture}.${p.picturetype}` : '/img/no_photo.gif';
  return html`<div class="product-popup" data-product-id="${p.id}">
  <div class="product-popup__image"><img src="${img}" alt="${p.header}" width="240" height="240"></div>
  <div class="product-popup__info">
    <h2 class="product-popup__header">${p.header}</h2>
    <p class="product-popup__articul">Артикул: <span>${p.articul}</span></p>
    <p class="product-popup__brand">Бренд: ${p.brand}</p>
    <p class="product-popup__price">Цена: <strong>${rub(p.price)}</strong> <span class="rrc">РРЦ: ${rub(p.price_rrc)}</span></p>
    <table class="table stocks"><caption>Наличие</caption><tbody>
      ${warehouses.map((w) => html`<tr><th scope="row">${w.header}</th><td>${p.stocks.find((s) => s.wms_id === w.id)?.quantity ?? 0} шт.</td></tr>`)}
    </tbody></table>
    ${
      p.variants.length
        ? html`<table class="table variants"><caption>Варианты</caption><tbody>
      ${p.variants.map((v) => html`<tr><td>${v.articul}</td><td>${v.params.map((x) => x.header).join(', ')}</td><td>${rub(v.price)}</td></tr>`)}
    </tbody></table>`
        : ''
    }
    <p class="product-popup__description">${description}</p>
    ${p.tags.length ? html`<p class="tags">${p.tags.map((t) => html`<span class="label label-default">${t}</span> `)}</p>` : ''}
  </div>
</div>`;
}

export function callbackFragment(): Raw {
  return html`<form class="callback-form" method="post" action="/api/callback/">
  <h2>Заказать звонок</h2>
  <div class="form-group"><label for="cb-firstname">Имя</label><input id="cb-firstname" name="firstname" class="form-control" required maxlength="100"></div>
  <div class="form-group"><label for="cb-phone">Телефон</label><input id="cb-phone" name="phone" type="tel" class="form-control" required placeholder="+7 (___) ___-__-__"></div>
  <button type="submit" class="btn btn-primary">Жду звонка</button>
</form>`;
}

export function authFragment(): Raw {
  return html`<form class="auth-form" method="post" action="/api/login/">
  <h2>Вход в личный кабинет</h2>
  <div class="form-group"><label for="auth-login">Логин или E-mail</label><input id="auth-login" name="login" class="form-control" required autocomplete="username"></div>
  <div class="form-group"><label for="auth-password">Пароль</label><input id="auth-password" name="password" type="password" class="form-control" required autocomplete="current-password"></div>
  <button type="submit" class="btn btn-primary">Войти</button>
  <a href="#" data-b2b-open="registration">Регистрация</a>
</form>`;
}

export function authDemoFirstFragment(user: SessionUser | null): Raw {
  // Shown inside <b2b-demo-intro> for the logged-in demo user, whose dialog has the title.
  return html`<div class="demo-first">
  ${user ? '' : html`<h2>Добро пожаловать в демо-режим</h2>`}
  <p>${user?.is_demo ? `Вы вошли как «${user.name}».` : 'Демо-доступ открывает личный кабинет с тестовыми данными.'}
  У демо-пользователя три договора: по одному приостановлены заказы, по другому есть просроченная задолженность, третий без ограничений.</p>
  <p>Заказы в демо-режиме не отправляются поставщику.</p>
  ${user ? '' : html`<form method="post" action="/demo-login"><button type="submit" class="btn btn-primary">Войти в демо-режим</button></form>`}
</div>`;
}

export function topBasketFragment(user: SessionUser | null, lines: BasketLine[], sum: number): Raw {
  if (!user) return html`<div class="top-basket-info"><a href="#" data-b2b-open="login">Войдите</a>, чтобы пользоваться корзиной</div>`;
  if (!lines.length) return html`<div class="top-basket-info" data-count="0">Корзина пуста</div>`;
  return html`<div class="top-basket-info" data-count="${lines.length}"><a href="/cart/">В корзине ${lines.length} поз. на ${rub(sum)}</a></div>`;
}

/** 'Найдено 3 товара' (the catalogue's own words, spec plural forms). */
function foundText(n: number): string {
  return spec[pluralKey(n, ['catalogFoundOne', 'catalogFoundFew', 'catalogFoundMany'])].replace('{n}', String(n));
}

/** GET /ajax/search/cat{id}/: the goods of one section matching a keyword, each opening its popup. */
export function sectionSearchFragment(section: { id: number; header: string }, keyword: string, found: Product[], total: number): Raw {
  if (!total) {
    return html`<div class="search-results" data-catalog-id="${section.id}" data-total="0">
  <p class="search-results__empty">По запросу «${keyword}» в разделе «${section.header}» ничего не найдено</p>
</div>`;
  }
  return html`<div class="search-results" data-catalog-id="${section.id}" data-total="${total}">
  <p class="search-results__count">${foundText(total)} в разделе «${section.header}»${total > found.length ? `, показаны первые ${found.length}` : ''}</p>
  <ul class="list-unstyled search-results__list">
    ${found.map(
      (p) => html`<li class="search-result" data-product-id="${p.id}">
      <a href="/ajax/getproduct/id${p.id}/" class="search-result__header">${p.header}</a>
      <span class="search-result__articul">${p.articul}</span>
      <span class="search-result__price">${rub(p.price)}</span>
    </li>`,
    )}
  </ul>
</div>`;
}

/**
 * GET /ajax/getbasketmodal/?id={id} (spec 2, 7, 8): the added-to-basket popup, 'Товар
 * добавлен в корзину' with the product (all its lines: warehouses, variants) and links
 * to the cart or to continue. `lines` are the product's basket lines (none: not in the basket).
 */
export function basketModalFragment(lines: BasketLine[], count: number, sum: number): Raw {
  const first = lines[0];
  if (!first) return html`<div class="basket-modal" data-count="${count}"><p class="basket-modal__empty">Этого товара нет в корзине</p></div>`;
  const img = first.picture !== null ? `/dbpics/${first.picture}.${first.picturetype}` : '/img/no_photo.gif';
  const qnt = lines.reduce((s, l) => s + l.qnt, 0);
  return html`<div class="basket-modal" data-product-id="${first.id}" data-count="${count}">
  <h2 class="basket-modal__title">${spec.addedToBasket}</h2>
  <div class="basket-modal__product">
    <img src="${img}" alt="${first.header}" width="80" height="80">
    <p><span class="basket-modal__header">${first.header}</span> <span class="basket-modal__articul">${first.articul}</span></p>
    <p class="basket-modal__qnt">В корзине: ${qnt} шт. на ${rub(sumOf(lines))}</p>
  </div>
  <p class="basket-modal__total">Всего в корзине ${count} поз. на ${rub(sum)}</p>
  <p class="basket-modal__actions"><a href="/cart/" class="btn btn-primary">Перейти в корзину</a> <a href="#" class="btn btn-default" data-dismiss="modal">${spec.continueShopping}</a></p>
</div>`;
}
