/**
 * The portal's menu markup (examples/portal/server/pages/chrome.ts) for a
 * cabinet page: every switch, the top entries' short names, the current page.
 */
export const portalMenu = (narrow = false) => `<div id="column"><b2b-sidebar${narrow ? ' narrow' : ''}><nav aria-label="Меню кабинета"><ul class="b2b-sidebar-menu">
<li class="b2b-sidebar-item"><div class="b2b-sidebar-row"><a class="b2b-sidebar-link" href="/catalog/?catalog=1300" data-catalog-id="1300" title="Крепёж"><span class="b2b-sidebar-short" aria-hidden="true">Кр</span><span class="b2b-sidebar-label">Крепёж</span></a><button type="button" class="b2b-sidebar-toggle" aria-expanded="false" aria-controls="sub-1300" aria-label="Подразделы: Крепёж"></button></div>
<ul class="b2b-sidebar-sub" id="sub-1300" hidden><li class="b2b-sidebar-item"><a class="b2b-sidebar-link" href="/catalog/?catalog=1310">Саморезы</a></li></ul></li>
<li class="b2b-sidebar-item"><a class="b2b-sidebar-link" href="/catalog/?catalog=1400" data-catalog-id="1400" title="Инструмент"><span class="b2b-sidebar-short" aria-hidden="true">Ин</span><span class="b2b-sidebar-label">Инструмент</span></a></li>
<li class="b2b-sidebar-item"><a class="b2b-sidebar-link" href="/orders/" aria-current="page" title="Заказы"><span class="b2b-sidebar-short" aria-hidden="true">За</span><span class="b2b-sidebar-label">Заказы</span></a></li>
</ul></nav></b2b-sidebar><p id="after">Содержимое страницы</p></div>`;
