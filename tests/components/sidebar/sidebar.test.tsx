// <b2b-sidebar>: spec 4's menu rules on the page's own markup
// (open, selected, current page; a child keeps its parent open), the narrow
// layout hiding open sub-menus and restoring them, the layout remembered in a
// cookie, the 200 ms slide (none with reduced motion), and spec 7's catalogId
// cookie on a catalogue link's click; from the keyboard, the menu is one Tab
// stop with the arrow keys inside (a roving tabindex). As a tag over server
// markup, as a tag over plain nested lists, and as a React component.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { Sidebar } from 'b2b-widgets/sidebar';
import 'b2b-widgets/sidebar/element';
import '../../../src/styles.css';
import { ANIMATION_MS, CATALOG_ID_COOKIE, SIDEBAR_LAYOUT_COOKIE } from '../../../src/core/constants';
import { readCookie, removeCookie, writeCookie } from '../../../src/core/cookies';
import { defaultMessages as m } from '../../../src/core/messages';

/** The portal's markup (examples/portal/server/pages/chrome.ts), with `current` as the page's link. */
function serverMenu(current: string | null, narrow = false): string {
  const item = (id: number, label: string, children = '') => {
    const href = `/catalog/?catalog=${id}`;
    const here = href === current ? ' aria-current="page"' : '';
    const link = `<a class="b2b-sidebar-link" href="${href}" data-catalog-id="${id}"${here}>${label}</a>`;
    if (!children) return `<li class="b2b-sidebar-item">${link}</li>`;
    const open = current !== null && children.includes(`"${current}"`) ? true : href === current;
    return `<li class="b2b-sidebar-item"><div class="b2b-sidebar-row">${link}<button type="button" class="b2b-sidebar-toggle" aria-expanded="${open}" aria-controls="sub-${id}" aria-label="Подразделы: ${label}"></button></div><ul class="b2b-sidebar-sub" id="sub-${id}"${open ? '' : ' hidden'}>${children}</ul></li>`;
  };
  return `<b2b-sidebar${narrow ? ' narrow' : ''}><nav aria-label="Меню кабинета"><ul class="b2b-sidebar-menu">
${item(1300, 'Крепёж', item(1310, 'Саморезы', item(1311, 'Саморезы кровельные') + item(1312, 'Саморезы по дереву')) + item(1320, 'Дюбели'))}
${item(1400, 'Инструмент', item(1410, 'Ручной инструмент') + item(1420, 'Электроинструмент'))}
<li class="b2b-sidebar-item"><a class="b2b-sidebar-link" href="/orders/">Заказы</a></li>
</ul></nav></b2b-sidebar>`;
}

const toggle = (name: string) => page.getByRole('button', { name: `Подразделы: ${name}` });
const link = (name: string) => page.getByRole('link', { name, exact: true });
/** The switch even where it has no box (inside a closed sub-menu, in the narrow layout). */
const button = (name: string) => document.querySelector(`button[aria-label="Подразделы: ${name}"]`)!;
const expanded = (name: string) => button(name).getAttribute('aria-expanded');
const subOf = (name: string) => document.getElementById(button(name).getAttribute('aria-controls')!)!;
const host = () => document.querySelector('b2b-sidebar')!;
/** Sub-menus that show (hidden ones, and all in the narrow layout, have no box). */
const shown = (name: string) => subOf(name).getClientRects().length > 0;
const defined = () => expect.poll(() => host().shadowRoot?.querySelector('.b2b-sidebar-layout')).not.toBeNull();

beforeEach(async () => {
  // The column beside the content (phone-wide, under 900px, it is a menu button: widgets/sidebar-on-phone.test.tsx).
  await page.viewport(1280, 800);
  removeCookie(SIDEBAR_LAYOUT_COOKIE);
  removeCookie(CATALOG_ID_COOKIE);
  // The slides are checked in their own test; elsewhere the state is read at once.
  vi.spyOn(window, 'matchMedia').mockImplementation((q) => ({ matches: q.includes('reduce'), media: q }) as MediaQueryList);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
  document.body.innerHTML = '';
  removeCookie(SIDEBAR_LAYOUT_COOKIE);
  removeCookie(CATALOG_ID_COOKIE);
});

describe('<b2b-sidebar> over the server menu', () => {
  it('keeps the current page marked with its parents open, and the others closed', async () => {
    document.body.innerHTML = serverMenu('/catalog/?catalog=1311');
    await defined();
    await expect.element(link('Саморезы кровельные')).toHaveAttribute('aria-current', 'page');
    expect([expanded('Крепёж'), expanded('Саморезы'), expanded('Инструмент')]).toEqual(['true', 'true', 'false']);
    expect([shown('Крепёж'), shown('Саморезы'), shown('Инструмент')]).toEqual([true, true, false]);
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('marks the link equal to the page address when the server did not', async () => {
    document.body.innerHTML = serverMenu(null).replace('href="/orders/"', `href="${location.pathname}${location.search}"`);
    await defined();
    await expect.element(link('Заказы')).toHaveAttribute('aria-current', 'page');
  });

  it('a click on a closed item opens it and closes the others; a child keeps its parent open', async () => {
    document.body.innerHTML = serverMenu('/catalog/?catalog=1311');
    await defined();
    await userEvent.click(toggle('Инструмент'));
    expect([expanded('Инструмент'), expanded('Крепёж'), expanded('Саморезы')]).toEqual(['true', 'false', 'false']);
    expect([shown('Инструмент'), shown('Крепёж')]).toEqual([true, false]);
    expect(toggle('Инструмент').element().closest('li')!.classList.contains('b2b-selected')).toBe(true);

    await userEvent.click(toggle('Крепёж'));
    await userEvent.click(toggle('Саморезы'));
    // The child opened; its parent stayed open; the other top item closed.
    expect([expanded('Крепёж'), expanded('Саморезы'), expanded('Инструмент')]).toEqual(['true', 'true', 'false']);
    expect(shown('Саморезы')).toBe(true);
  });

  it('a click on an open (active) or selected item collapses it, with what is open inside', async () => {
    document.body.innerHTML = serverMenu('/catalog/?catalog=1311');
    await defined();
    // Open from the server (active), not clicked yet.
    await userEvent.click(toggle('Крепёж'));
    expect([expanded('Крепёж'), shown('Крепёж')]).toEqual(['false', false]);
    await userEvent.click(toggle('Крепёж'));
    expect(expanded('Крепёж')).toBe('true');
    // Саморезы was closed with its parent: it opens again only when asked.
    expect(expanded('Саморезы')).toBe('false');
    await userEvent.click(toggle('Крепёж'));
    expect(expanded('Крепёж')).toBe('false');
  });

  it('works from the keyboard: the switches are buttons with aria-expanded', async () => {
    document.body.innerHTML = serverMenu(null);
    await defined();
    toggle('Инструмент').element().focus();
    await userEvent.keyboard('{Enter}');
    expect(expanded('Инструмент')).toBe('true');
    await userEvent.keyboard(' ');
    expect(expanded('Инструмент')).toBe('false');
  });

  it('narrow hides the open sub-menus and wide restores them; the choice is kept in the cookie', async () => {
    document.body.innerHTML = serverMenu('/catalog/?catalog=1311');
    await defined();
    await userEvent.click(toggle('Инструмент'));
    await userEvent.click(page.getByRole('button', { name: m.sidebarNarrow }));
    expect(host().hasAttribute('narrow')).toBe(true);
    expect(readCookie(SIDEBAR_LAYOUT_COOKIE)).toBe('narrow');
    expect([shown('Инструмент'), shown('Крепёж')]).toEqual([false, false]);
    // Still a link to every top entry, by its whole name.
    await expect.element(link('Крепёж')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: m.sidebarWide }));
    expect(host().hasAttribute('narrow')).toBe(false);
    expect(readCookie(SIDEBAR_LAYOUT_COOKIE)).toBe('wide');
    expect([expanded('Инструмент'), shown('Инструмент'), shown('Крепёж')]).toEqual(['true', true, false]);
  });

  it('starts narrow from the attribute (the server read the cookie) and restores the server-open path in wide', async () => {
    document.body.innerHTML = serverMenu('/catalog/?catalog=1311', true);
    await defined();
    await expect.element(page.getByRole('button', { name: m.sidebarWide })).toBeInTheDocument();
    expect([shown('Крепёж'), shown('Саморезы')]).toEqual([false, false]);
    await userEvent.click(page.getByRole('button', { name: m.sidebarWide }));
    expect([shown('Крепёж'), shown('Саморезы')]).toEqual([true, true]);
    await expect.element(link('Саморезы кровельные')).toHaveAttribute('aria-current', 'page');
  });

  it('starts narrow from the cookie on a page that did not set the attribute', async () => {
    writeCookie(SIDEBAR_LAYOUT_COOKIE, 'narrow');
    document.body.innerHTML = serverMenu(null);
    await defined();
    await expect.poll(() => host().hasAttribute('narrow')).toBe(true);
  });

  it('a catalogue link replaces the catalogId cookie (path /) with its id', async () => {
    writeCookie(CATALOG_ID_COOKIE, '1300');
    document.body.innerHTML = serverMenu(null);
    await defined();
    // Stay on the test page: the cookie is written on the click, before the browser follows the link.
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(toggle('Инструмент'));
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(link('Электроинструмент'));
    expect(readCookie(CATALOG_ID_COOKIE)).toBe('1420');
    expect(document.cookie.match(/catalogId=/g)).toHaveLength(1);
    expect(link('Электроинструмент').element().closest('li')!.classList.contains('b2b-selected')).toBe(true);
  });

  it(`slides a sub-menu open and shut in ${ANIMATION_MS} ms, and not at all with reduced motion`, async () => {
    vi.restoreAllMocks();
    vi.spyOn(window, 'matchMedia').mockImplementation((q) => ({ matches: false, media: q }) as MediaQueryList);
    document.body.innerHTML = serverMenu(null);
    await defined();
    // Each slide is paused as it starts and let go by the test: a busy machine can take
    // longer than the slide between a click and the next look at the page.
    const sub = subOf('Инструмент');
    const slides: Animation[] = [];
    const animate = sub.animate.bind(sub);
    vi.spyOn(sub, 'animate').mockImplementation((...args) => {
      const slide = animate(...args);
      slide.pause();
      slides.push(slide);
      return slide;
    });
    await userEvent.click(toggle('Инструмент'));
    await expect.poll(() => slides.length).toBe(1);
    expect(slides[0]!.effect?.getTiming().duration).toBe(ANIMATION_MS);
    slides[0]!.finish();
    await userEvent.click(toggle('Инструмент'));
    await expect.poll(() => slides.length).toBe(2);
    // Shut only once the slide ends.
    expect(sub.hidden).toBe(false);
    slides[1]!.finish();
    await expect.poll(() => sub.hidden).toBe(true);

    vi.restoreAllMocks();
    vi.spyOn(window, 'matchMedia').mockImplementation((q) => ({ matches: q.includes('reduce'), media: q }) as MediaQueryList);
    await userEvent.click(toggle('Крепёж'));
    expect(subOf('Крепёж').getAnimations()).toHaveLength(0);
    expect(shown('Крепёж')).toBe(true);
  });
});

describe('<b2b-sidebar> from the keyboard: one Tab stop, arrow keys inside', () => {
  /** The menu between two buttons of the page, so a Tab's way in and out of it shows. */
  const between = (menu: string) => `<button type="button">До меню</button>${menu}<button type="button">После меню</button>`;
  const before = () => page.getByRole('button', { name: 'До меню' });
  const after = () => page.getByRole('button', { name: 'После меню' });
  /** The menu's controls a Tab stops at. */
  const stops = () =>
    [...host().querySelectorAll('a[href], button')]
      .filter((el) => (el as HTMLElement).tabIndex >= 0)
      .map((el) => el.getAttribute('aria-label') ?? (el.querySelector('.b2b-sidebar-label') ?? el).textContent);

  it('a Tab goes past the whole menu at once, in by the current page and out again; Shift+Tab comes back to it', async () => {
    document.body.innerHTML = between(serverMenu('/catalog/?catalog=1311'));
    await defined();
    expect(stops()).toEqual(['Саморезы кровельные']);
    (before().element() as HTMLElement).focus();
    // The bar's wide/narrow switch, then the menu's one stop, then the page goes on.
    await userEvent.keyboard('{Tab}');
    await expect.poll(() => host().shadowRoot!.activeElement?.getAttribute('aria-label')).toBe(m.sidebarNarrow);
    await userEvent.keyboard('{Tab}');
    await expect.element(link('Саморезы кровельные')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(after()).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(link('Саморезы кровельные')).toHaveFocus();
    // The links stay links, the page's own still marked.
    await expect.element(link('Саморезы кровельные')).toHaveAttribute('aria-current', 'page');
  });

  it('↓ and ↑ go from link to switch to link of what shows, Home and End to the first and last; the stop stays where focus was', async () => {
    document.body.innerHTML = between(serverMenu('/catalog/?catalog=1311'));
    await defined();
    (link('Саморезы кровельные').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(link('Саморезы по дереву')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(link('Дюбели')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(link('Инструмент')).toHaveFocus();
    // An item's switch comes after its link; «Инструмент» is shut, so «Заказы» after that.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(toggle('Инструмент')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(link('Заказы')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(link('Заказы')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(link('Крепёж')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(link('Крепёж')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(toggle('Крепёж')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(link('Заказы')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(link('Инструмент')).toHaveFocus();
    expect(stops()).toEqual(['Инструмент']);
    // Out and back in: where the buyer left it.
    await userEvent.keyboard('{Tab}');
    await expect.element(after()).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(link('Инструмент')).toHaveFocus();
  });

  it('→ opens an item’s sub-menu, then goes into it; ← goes up to its item, then shuts it (spec 4’s rules, as a click)', async () => {
    document.body.innerHTML = between(serverMenu(null));
    await defined();
    (link('Инструмент').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect([expanded('Инструмент'), shown('Инструмент')]).toEqual(['true', true]);
    await expect.element(link('Инструмент')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(link('Ручной инструмент')).toHaveFocus();
    // A link without a sub-menu: → does nothing.
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(link('Ручной инструмент')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(link('Инструмент')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect([expanded('Инструмент'), shown('Инструмент')]).toEqual(['false', false]);
    await expect.element(link('Инструмент')).toHaveFocus();
    // On the switch too; opening «Крепёж» shuts «Инструмент», as a click does.
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect.element(toggle('Крепёж')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect([expanded('Крепёж'), expanded('Инструмент')]).toEqual(['true', 'false']);
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(link('Саморезы')).toHaveFocus();
    // Two levels down and back up.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(link('Саморезы кровельные')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect.element(link('Крепёж')).toHaveFocus();
    expect(expanded('Саморезы')).toBe('false');
    // Enter on a switch works it as ever.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(expanded('Крепёж')).toBe('false');
  });

  it('the stop never stays on a link that no longer shows: a shut sub-menu or the narrow layout hands it to the item above', async () => {
    document.body.innerHTML = between(serverMenu('/catalog/?catalog=1311'));
    await defined();
    (link('Саморезы кровельные').element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(after()).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: m.sidebarNarrow }));
    await expect.poll(stops).toEqual(['Крепёж']);
    await userEvent.keyboard('{Tab}');
    await expect.element(link('Крепёж')).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: m.sidebarWide }));
    // Wide again: the sub-menus back, the stop where focus last was.
    (link('Саморезы кровельные').element() as HTMLElement).focus();
    expect(stops()).toEqual(['Саморезы кровельные']);
    // A mouse shuts «Саморезы» (its switch takes focus and the stop).
    await userEvent.click(toggle('Саморезы'));
    expect(shown('Саморезы')).toBe(false);
    expect(stops()).toEqual(['Подразделы: Саморезы']);
  });
});

describe('<b2b-sidebar> over plain nested lists', () => {
  it('adds a named switch to every item with a sub-menu', async () => {
    document.body.innerHTML = `<b2b-sidebar><ul><li><a href="/a/">Раздел А</a><ul hidden><li><a href="/a/1/">Подраздел</a></li></ul></li><li><a href="/b/">Раздел Б</a></li></ul></b2b-sidebar>`;
    await defined();
    await expect.element(toggle('Раздел А')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle('Раздел А'));
    await expect.element(link('Подраздел')).toBeVisible();
    expect(page.getByRole('button', { name: 'Подразделы: Раздел Б' }).elements()).toHaveLength(0);
  });
});

describe('<Sidebar> (React)', () => {
  it('enhances its children the same way', async () => {
    const screen = await render(
      <Sidebar>
        <ul>
          <li>
            <a href="/x/">Каталог</a>
            <ul hidden>
              <li>
                <a href="/x/1/" data-catalog-id="77">
                  Крепёж
                </a>
              </li>
            </ul>
          </li>
        </ul>
      </Sidebar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Подразделы: Каталог' }));
    await expect.element(screen.getByRole('link', { name: 'Крепёж' })).toBeVisible();
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(screen.getByRole('link', { name: 'Крепёж' }));
    expect(readCookie(CATALOG_ID_COOKIE)).toBe('77');
  });

  it('is one Tab stop with arrow keys inside', async () => {
    const screen = await render(
      <Sidebar>
        <ul>
          <li>
            <a href="/x/">Каталог</a>
            <ul hidden>
              <li>
                <a href="/x/1/">Крепёж</a>
              </li>
            </ul>
          </li>
          <li>
            <a href="/y/">Заказы</a>
          </li>
        </ul>
      </Sidebar>,
    );
    const first = screen.getByRole('link', { name: 'Каталог' });
    await expect.element(first).toHaveAttribute('tabindex', '0');
    await expect.element(screen.getByRole('link', { name: 'Заказы' })).toHaveAttribute('tabindex', '-1');
    (first.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('button', { name: 'Подразделы: Каталог' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('link', { name: 'Крепёж' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('link', { name: 'Заказы' })).toHaveFocus();
    await expect.element(screen.getByRole('link', { name: 'Заказы' })).toHaveAttribute('tabindex', '0');
  });
});
