// <b2b-sidebar> from the keyboard before its behaviour has come (a chunk
// fetched on the buyer's intent, menu-code.ts): the server's menu is one Tab
// stop as soon as the tag is there, at the current page's link, and an arrow
// key pressed while the code is on its way moves focus once it arrives. The
// code is held back until the test lets it go, to act out a slow network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/sidebar/element';
import '../../../src/styles.css';
import { menuCode } from '../../../src/widgets/sidebar/menu-code';
import { idle, pointerAway } from '../widgets/on-demand';
import { portalMenu } from '../widgets/sidebar-menu';

const loads = await vi.hoisted(() => import('../support/held').then((m) => m.held()));
vi.mock('../../../src/widgets/sidebar/SidebarBehaviour', (importOriginal) => loads.hold(importOriginal));

afterEach(() => {
  loads.release();
  document.body.innerHTML = '';
});

const link = (name: string) => page.getByRole('link', { name, exact: true });
/** The menu's controls a Tab stops at, by name. */
const stops = () =>
  [...document.querySelectorAll('b2b-sidebar a[href], b2b-sidebar button')]
    .filter((el) => (el as HTMLElement).tabIndex >= 0)
    .map((el) => el.getAttribute('aria-label') ?? (el.querySelector('.b2b-sidebar-label') ?? el).textContent);

describe('<b2b-sidebar> from the keyboard before its behaviour', () => {
  it('is one Tab stop at once; an arrow key pressed before the code comes moves focus when it does', async () => {
    await page.viewport(1280, 800);
    await pointerAway();
    document.body.innerHTML = `<button type="button">До меню</button>${portalMenu()}`;
    await expect.poll(() => document.querySelector('b2b-sidebar')!.shadowRoot?.querySelector('[part="layout-toggle"]')).not.toBeNull();
    await idle();
    expect(menuCode.requested()).toBe(false);
    expect(stops()).toEqual(['Заказы']);

    (page.getByRole('button', { name: 'До меню' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(link('Заказы')).toHaveFocus();
    // Focus in the menu asked for the code; the key waits for it.
    expect(menuCode.requested()).toBe(true);
    await userEvent.keyboard('{ArrowUp}');
    await expect.poll(() => loads.holds).toBe(1);
    await expect.element(link('Заказы')).toHaveFocus();
    expect(document.scrollingElement!.scrollTop, 'the page did not scroll for it').toBe(0);

    loads.release();
    await expect.element(link('Инструмент')).toHaveFocus();
    expect(stops()).toEqual(['Инструмент']);
    // From now on the keys work at once.
    await userEvent.keyboard('{Home}');
    await expect.element(link('Крепёж')).toHaveFocus();
  });
});
