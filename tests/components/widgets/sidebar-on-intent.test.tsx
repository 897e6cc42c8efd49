// <b2b-sidebar>'s behaviour (the menu rules, clicks, cookies, the phone-wide
// menu) is a chunk of its own: the server's menu shows and its links work
// without it, so a cabinet page loads it when the buyer heads for the menu.
// A click that comes before the code is made once it is here: the switch
// opens, the catalogue link writes its cookie and is followed, once. The
// code is held back until the test lets it go, to act out a slow network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/sidebar/element';
import '../../../src/styles.css';
import { CATALOG_ID_COOKIE } from '../../../src/core/constants';
import { readCookie, removeCookie } from '../../../src/core/cookies';
import { menuCode } from '../../../src/widgets/sidebar/menu-code';
import { fetched, idle, pointerAway } from './on-demand';
import { portalMenu } from './sidebar-menu';

const loads = await vi.hoisted(() => import('../support/held').then((m) => m.held()));
vi.mock('../../../src/widgets/sidebar/SidebarBehaviour', (importOriginal) => loads.hold(importOriginal));

afterEach(() => {
  loads.release();
  document.body.innerHTML = '';
  removeCookie(CATALOG_ID_COOKIE);
});

const BEHAVIOUR = '/src/widgets/sidebar/use-sidebar.ts';
const toggle = () => page.getByRole('button', { name: 'Подразделы: Крепёж' });
const link = (name: string) => page.getByRole('link', { name, exact: true });
/** Where every link and switch of the menu is, and what the switches say: the menu's look. */
const look = () =>
  [...document.querySelectorAll('b2b-sidebar a, b2b-sidebar button')].map((el) => {
    const box = el.getBoundingClientRect();
    return [el.textContent, Math.round(box.left), Math.round(box.top), Math.round(box.width), el.getAttribute('aria-expanded')];
  });

describe('<b2b-sidebar> behaviour on the buyer’s intent', () => {
  it('is not fetched with the menu; pointing at it fetches it, and clicks made before it arrives are not lost', async () => {
    await page.viewport(1280, 800);
    await pointerAway();
    document.body.innerHTML = portalMenu();
    const layoutToggle = () => document.querySelector('b2b-sidebar')!.shadowRoot?.querySelector('[part="layout-toggle"]');
    await expect.poll(layoutToggle).not.toBeNull();
    await idle();
    await idle();
    expect(menuCode.requested()).toBe(false);
    expect(fetched(BEHAVIOUR)).toBe(false);
    const before = look();
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');

    // The buyer opens «Крепёж» and follows a catalogue link before the code is here.
    const followed: string[] = [];
    document.addEventListener('click', (e) => {
      const a = (e.target as Element).closest('a');
      if (!a) return;
      e.preventDefault(); // stay on the test page
      followed.push(a.getAttribute('href')!);
    });
    await userEvent.click(toggle());
    expect(menuCode.requested()).toBe(true);
    await userEvent.click(link('Заказы'));
    await userEvent.click(link('Инструмент'));
    // Meanwhile nothing moved and nothing was followed.
    await expect.poll(() => loads.holds).toBe(1);
    expect(look()).toEqual(before);
    expect(followed).toEqual([]);

    loads.release();
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(link('Саморезы')).toBeVisible();
    expect(followed).toEqual(['/orders/', '/catalog/?catalog=1400']);
    expect(readCookie(CATALOG_ID_COOKIE)).toBe('1400');
    expect(fetched(BEHAVIOUR)).toBe(true);

    // From now on a click works at once.
    await userEvent.click(toggle());
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('once here, it leaves the server’s menu as it was', async () => {
    await page.viewport(1280, 800);
    document.body.innerHTML = portalMenu();
    await expect.poll(() => document.querySelector('b2b-sidebar')!.shadowRoot?.querySelector('[part="layout-toggle"]')).not.toBeNull();
    const before = look();
    // The code came with the first test: this menu takes it at once.
    await idle();
    expect(look()).toEqual(before);
    expect(document.getElementById('sub-1300')!.hidden).toBe(true);
    expect(document.querySelector('[aria-current="page"]')!.textContent).toBe('ЗаЗаказы');
  });
});
