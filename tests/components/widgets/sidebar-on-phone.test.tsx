// <b2b-sidebar> on a phone-wide screen: the cabinet menu is a
// button that opens and closes the server's links (aria-expanded, Escape), the
// links then take the full width and their sub-menus work whatever layout was
// chosen on a wide screen; back on a wide screen the chosen layout returns.
// The narrow layout shows short names, never clipped words, and a page address
// with filters keeps its entry current. On React and Preact.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/sidebar/element';
import '../../../src/styles.css';
import { SIDEBAR_LAYOUT_COOKIE } from '../../../src/core/constants';
import { removeCookie } from '../../../src/core/cookies';
import { defaultMessages as m } from '../../../src/core/messages';

/** The portal's markup (examples/portal/server/pages/chrome.ts) for a cabinet page. */
const serverMenu = (narrow = false) => `<div id="column"><b2b-sidebar${narrow ? ' narrow' : ''}><nav aria-label="Меню кабинета"><ul class="b2b-sidebar-menu">
<li class="b2b-sidebar-item"><div class="b2b-sidebar-row"><a class="b2b-sidebar-link" href="/catalog/?catalog=1300" data-catalog-id="1300" title="Крепёж"><span class="b2b-sidebar-short" aria-hidden="true">Кр</span><span class="b2b-sidebar-label">Крепёж</span></a><button type="button" class="b2b-sidebar-toggle" aria-expanded="false" aria-controls="sub-1300" aria-label="Подразделы: Крепёж"></button></div>
<ul class="b2b-sidebar-sub" id="sub-1300" hidden><li class="b2b-sidebar-item"><a class="b2b-sidebar-link" href="/catalog/?catalog=1310">Саморезы</a></li></ul></li>
<li class="b2b-sidebar-item"><a class="b2b-sidebar-link" href="/orders/" aria-current="page" title="Заказы"><span class="b2b-sidebar-short" aria-hidden="true">За</span><span class="b2b-sidebar-label">Заказы</span></a></li>
</ul></nav></b2b-sidebar><p id="after">Содержимое страницы</p></div>`;

const host = () => document.querySelector('b2b-sidebar')!;
const menuButton = () => page.getByRole('button', { name: m.sidebarMenuButton });
const link = (name: string) => page.getByRole('link', { name, exact: true });
const visible = (name: string) => link(name).elements().some((el) => el.getClientRects().length > 0);
/** The text a link shows: its parts with a box wider than the 1px of a visually hidden name, whole (no clipped word). */
const seen = (a: Element) =>
  [...a.querySelectorAll('span')]
    .filter((s) => s.getBoundingClientRect().width > 1 && s.scrollWidth <= Math.ceil(s.getBoundingClientRect().width))
    .map((s) => s.textContent)
    .join('');
const defined = () => expect.poll(() => host().shadowRoot?.querySelector('button')).not.toBeNull();

beforeEach(async () => {
  removeCookie(SIDEBAR_LAYOUT_COOKIE);
  await page.viewport(390, 800);
});
afterEach(async () => {
  document.body.innerHTML = '';
  removeCookie(SIDEBAR_LAYOUT_COOKIE);
  await page.viewport(1280, 800);
});

describe('<b2b-sidebar> phone-wide', () => {
  it('is a menu button: closed, the links take no room; open, they show over the full width; Escape closes it', async () => {
    document.body.innerHTML = serverMenu();
    await defined();
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(visible('Заказы')).toBe(false);
    // No wide/narrow switch on a phone.
    expect(page.getByRole('button', { name: m.sidebarNarrow }).elements()).toHaveLength(0);
    const contentTop = document.getElementById('after')!.getBoundingClientRect().top;

    await userEvent.click(menuButton());
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(link('Заказы')).toBeVisible();
    expect(document.getElementById('after')!.getBoundingClientRect().top).toBeGreaterThan(contentTop);
    expect(host().getBoundingClientRect().width).toBe(document.getElementById('column')!.getBoundingClientRect().width);
    expect(document.scrollingElement!.scrollWidth).toBeLessThanOrEqual(innerWidth);

    await userEvent.keyboard('{Escape}');
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(visible('Заказы')).toBe(false);
    expect(host().shadowRoot!.activeElement).toBe(menuButton().element());
  });

  it('opens from the keyboard, and the sub-menus work though the wide screen chose the narrow layout', async () => {
    document.body.innerHTML = serverMenu(true);
    await defined();
    menuButton().element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(link('Крепёж')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Подразделы: Крепёж' }));
    await expect.element(link('Саморезы')).toBeVisible();
    // The choice made on a wide screen is kept for it.
    expect(host().hasAttribute('narrow')).toBe(true);
  });

  it('back on a wide screen: no menu button, the links beside the content, in the layout chosen', async () => {
    document.body.innerHTML = serverMenu(true);
    await defined();
    await page.viewport(1280, 800);
    await expect.element(page.getByRole('button', { name: m.sidebarWide })).toBeVisible();
    expect(menuButton().elements()).toHaveLength(0);
    // Narrow: the short name shows, the link keeps the whole name, no clipped word.
    await expect.element(link('Заказы')).toBeVisible();
    expect(seen(link('Заказы').element())).toBe('За');
  });
});

describe('<b2b-sidebar> over plain lists', () => {
  it('marks the entry current when the address carries filters, and gives top entries short names', async () => {
    const here = location.pathname + location.search;
    history.replaceState(history.state, '', `${location.pathname}?page=2&state=1`);
    try {
      document.body.innerHTML = `<b2b-sidebar narrow><ul><li><a href="/elsewhere/">Черновики</a></li><li><a href="${location.pathname}">Заказы</a></li></ul></b2b-sidebar>`;
      await page.viewport(1280, 800);
      await defined();
      await expect.element(link('Заказы')).toHaveAttribute('aria-current', 'page');
      expect(seen(link('Черновики').element())).toBe('Че');
    } finally {
      history.replaceState(history.state, '', here);
    }
  });
});
