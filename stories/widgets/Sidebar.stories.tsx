import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CATALOG_ID_COOKIE, SIDEBAR_LAYOUT_COOKIE } from '../../src/core/constants';
import { readCookie, removeCookie } from '../../src/core/cookies';
import { defaultMessages as m } from '../../src/core/messages';
import '../../src/styles.css';
import { Sidebar } from '../../src/widgets/sidebar';
import '../../src/widgets/sidebar/element';

/** The portal's menu markup (examples/portal/server/pages/chrome.ts); `current` is the page's link. */
function menuHtml(current: string | null): string {
  const item = (id: number, label: string, children = ''): string => {
    const href = `/catalog/?catalog=${id}`;
    const here = href === current ? ' aria-current="page"' : '';
    const a = `<a class="b2b-sidebar-link" href="${href}" data-catalog-id="${id}"${here}>${label}</a>`;
    if (!children) return `<li class="b2b-sidebar-item">${a}</li>`;
    const open = current !== null && (children.includes(`"${current}"`) || href === current);
    return `<li class="b2b-sidebar-item"><div class="b2b-sidebar-row">${a}<button type="button" class="b2b-sidebar-toggle" aria-expanded="${open}" aria-controls="story-sub-${id}" aria-label="Подразделы: ${label}"></button></div><ul class="b2b-sidebar-sub" id="story-sub-${id}"${open ? '' : ' hidden'}>${children}</ul></li>`;
  };
  return `<nav aria-label="Меню кабинета"><ul class="b2b-sidebar-menu">${item(1300, 'Крепёж', item(1310, 'Саморезы', item(1311, 'Саморезы кровельные') + item(1312, 'Саморезы по дереву')) + item(1320, 'Дюбели'))}${item(
    1400,
    'Инструмент',
    item(1410, 'Ручной инструмент') + item(1420, 'Электроинструмент'),
  )}<li class="b2b-sidebar-item"><a class="b2b-sidebar-link" href="/orders/">Заказы</a></li><li class="b2b-sidebar-item"><a class="b2b-sidebar-link" href="/account/">Личный кабинет</a></li></ul></nav>`;
}

interface TagArgs {
  narrow?: boolean;
  current?: string | null;
}

/** The tag over the server's markup, as the portal's layout has it. */
function SidebarTag({ narrow = false, current = '/catalog/?catalog=1311' }: TagArgs) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    removeCookie(SIDEBAR_LAYOUT_COOKIE);
    box.current!.innerHTML = `<b2b-sidebar${narrow ? ' narrow' : ''}>${menuHtml(current)}</b2b-sidebar>`;
    // Stories stay on their page: the cookie is written on the click, before the link would be followed.
    const stay = (e: MouseEvent) => {
      if ((e.target as Element).closest('a')) e.preventDefault();
    };
    box.current!.addEventListener('click', stay);
  }, [narrow, current]);
  return <div ref={box} style={{ maxWidth: 320 }} />;
}

const meta = {
  title: 'Widgets/Sidebar',
  component: Sidebar,
  args: { narrow: false },
  render: (args) => <SidebarTag narrow={args.narrow} />,
  parameters: { layout: 'padded', element: 'b2b-sidebar' },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 5000 };
const switchOf = (root: HTMLElement, name: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="Подразделы: ${name}"]`)!;
const subOf = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`#${switchOf(root, name).getAttribute('aria-controls')}`)!;
const shown = (root: HTMLElement, name: string) => subOf(root, name).getClientRects().length > 0;
const layoutButton = (root: HTMLElement, name: string) =>
  waitFor(() => {
    const b = root.querySelector('b2b-sidebar')?.shadowRoot?.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
    if (!b) throw new Error(`no ${name}`);
    return b;
  }, wait);

/** The slides (200 ms) end before axe looks: a half-open sub-menu is no state to judge. */
const settled = (root: HTMLElement) => Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));

/** The current page (Саморезы кровельные) highlighted with aria-current, its parents open, the rest closed. */
export const CurrentPage: Story = {
  play: async ({ canvasElement }) => {
    await layoutButton(canvasElement, m.sidebarNarrow);
    await expect(within(canvasElement).getByRole('link', { name: 'Саморезы кровельные' })).toHaveAttribute('aria-current', 'page');
    await expect([shown(canvasElement, 'Крепёж'), shown(canvasElement, 'Саморезы'), shown(canvasElement, 'Инструмент')]).toEqual([true, true, false]);
  },
};

/** Opening another item collapses the others (a child keeps its parent open); a click on an open item collapses it. */
export const OpenAndCollapse: Story = {
  play: async ({ canvasElement }) => {
    await layoutButton(canvasElement, m.sidebarNarrow);
    await userEvent.click(switchOf(canvasElement, 'Инструмент'));
    await waitFor(() => expect([shown(canvasElement, 'Инструмент'), switchOf(canvasElement, 'Крепёж').getAttribute('aria-expanded')]).toEqual([true, 'false']), wait);
    await userEvent.click(switchOf(canvasElement, 'Крепёж'));
    await userEvent.click(switchOf(canvasElement, 'Саморезы'));
    await expect(switchOf(canvasElement, 'Крепёж')).toHaveAttribute('aria-expanded', 'true');
    await expect(switchOf(canvasElement, 'Саморезы')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(switchOf(canvasElement, 'Крепёж'));
    await expect(switchOf(canvasElement, 'Крепёж')).toHaveAttribute('aria-expanded', 'false');
    await settled(canvasElement);
  },
};

/** Narrow hides the open sub-menus and remembers it in the b2bSidebar cookie; wide restores them. */
export const NarrowAndBack: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await layoutButton(canvasElement, m.sidebarNarrow));
    await expect(readCookie(SIDEBAR_LAYOUT_COOKIE)).toBe('narrow');
    await expect([shown(canvasElement, 'Крепёж'), shown(canvasElement, 'Саморезы')]).toEqual([false, false]);
    await userEvent.click(await layoutButton(canvasElement, m.sidebarWide));
    await waitFor(() => expect([shown(canvasElement, 'Крепёж'), shown(canvasElement, 'Саморезы')]).toEqual([true, true]), wait);
    removeCookie(SIDEBAR_LAYOUT_COOKIE);
    await settled(canvasElement);
  },
};

/** The narrow layout as the server renders it after a reload. */
export const Narrow: Story = {
  args: { narrow: true },
  play: async ({ canvasElement }) => {
    await layoutButton(canvasElement, m.sidebarWide);
  },
};

/** A catalogue link replaces the catalogId cookie (path /) with its id (spec 7). */
export const CatalogueCookie: Story = {
  play: async ({ canvasElement }) => {
    await layoutButton(canvasElement, m.sidebarNarrow);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Дюбели' }));
    await expect(readCookie(CATALOG_ID_COOKIE)).toBe('1320');
    removeCookie(CATALOG_ID_COOKIE);
  },
};
