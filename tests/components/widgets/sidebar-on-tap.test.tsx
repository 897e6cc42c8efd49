// <b2b-sidebar> on a phone-wide screen before its behaviour has loaded: the
// menu button shows at once (the server's links stay folded away by the
// page's CSS), and a tap on it before the code is here opens the menu when
// the code arrives; the button is the same element, so the focus stays on it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/sidebar/element';
import '../../../src/styles.css';
import { defaultMessages as m } from '../../../src/core/messages';
import { menuCode } from '../../../src/widgets/sidebar/menu-code';
import { idle, pointerAway } from './on-demand';
import { portalMenu } from './sidebar-menu';

const loads = await vi.hoisted(() => import('../support/held').then((m) => m.held()));
vi.mock('../../../src/widgets/sidebar/SidebarBehaviour', (importOriginal) => loads.hold(importOriginal));

afterEach(async () => {
  loads.release();
  document.body.innerHTML = '';
  await page.viewport(1280, 800);
});

const menuButton = () => page.getByRole('button', { name: m.sidebarMenuButton });
const visible = (name: string) => page.getByRole('link', { name, exact: true }).elements().some((el) => el.getClientRects().length > 0);

describe('<b2b-sidebar> phone-wide, behaviour on the first tap', () => {
  it('shows the menu button without the code; a tap before the code arrives opens the menu once it does', async () => {
    await page.viewport(390, 800);
    await pointerAway();
    document.body.innerHTML = portalMenu();
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(visible('Заказы')).toBe(false);
    await idle();
    await idle();
    expect(menuCode.requested()).toBe(false);
    const button = menuButton().element();
    const box = button.getBoundingClientRect().toJSON();

    await userEvent.click(menuButton());
    await expect.poll(() => loads.holds).toBe(1);
    expect(menuButton().element().getAttribute('aria-expanded')).toBe('false');
    expect(visible('Заказы')).toBe(false);

    loads.release();
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('link', { name: 'Заказы', exact: true })).toBeVisible();
    // The same button in the same place: nothing jumped, the focus it had stays.
    expect(menuButton().element()).toBe(button);
    expect(button.getBoundingClientRect().toJSON()).toEqual(box);
    expect(document.querySelector('b2b-sidebar')!.shadowRoot!.activeElement).toBe(button);

    await userEvent.keyboard('{Escape}');
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
