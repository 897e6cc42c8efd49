import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/fast-order/element';
import { getSessionStore } from 'b2b-widgets/internal';
import { defaultMessages as m } from '../../../src/core/messages';
import { CONTRACT_CLEAN, CONTRACT_STOPPED, contracts } from '../../../src/testing';
import { calls, ctx, pasteInto, renderFastOrder, setupFastOrderHarness } from './harness';

setupFastOrderHarness();

const stopped = contracts.find((c) => c.id === CONTRACT_STOPPED)!;

describe('<FastOrder> on a stop-orders contract', () => {
  it('disables the add button and explains why with the spec notice', async () => {
    const screen = await renderFastOrder({ contract: CONTRACT_STOPPED });
    const notice = screen.getByRole('alert').filter({ hasText: m.stopOrdersTitle });
    await expect.element(notice).toBeVisible();
    await expect.element(notice).toHaveTextContent(stopped.debtAlert!);
    const add = screen.getByRole('button', { name: m.fastOrderAdd, exact: true });
    await expect.element(add).toBeDisabled();
    await expect.element(add).toHaveAccessibleDescription(new RegExp(m.stopOrdersTitle));
  });

  it('the session contract counts too, and pasted lines cannot be added either', async () => {
    ctx.state.selectedContract = CONTRACT_STOPPED;
    const screen = await renderFastOrder();
    await expect.element(screen.getByRole('alert').filter({ hasText: m.stopOrdersTitle })).toBeVisible();
    const field = screen.getByRole('combobox', { name: m.fastOrderCodeLabel });
    await userEvent.click(field);
    pasteInto(field.element(), 'ФР-00101\t1\nФР-00104\t1');
    const panel = screen.getByRole('region', { name: m.fastOrderLinesTitle });
    await expect.element(panel.getByText(m.fastOrderLineReady).first()).toBeVisible();
    await expect.element(panel.getByRole('button', { name: m.fastOrderLinesAdd.replace('{n}', '2') })).toBeDisabled();
    expect(calls('processProductSet')).toHaveLength(0);
  });

  it('a clean contract shows no notice and the button is enabled', async () => {
    const screen = await renderFastOrder({ contract: CONTRACT_CLEAN });
    // Only meaningful once the session knows the contract's record.
    await vi.waitFor(() => expect(getSessionStore().getState().status).toBe('ready'));
    await expect.element(screen.getByRole('button', { name: m.fastOrderAdd, exact: true })).toBeEnabled();
    await expect.element(screen.getByText(m.stopOrdersTitle)).not.toBeInTheDocument();
  });
});

describe('<b2b-fast-order> element', () => {
  it('reads contract, warehouse and placeholder attributes and fires b2b-basket-change from the host', async () => {
    const events: { count: number; target: EventTarget | null }[] = [];
    document.addEventListener('b2b-basket-change', (e) => events.push({ count: e.detail.count, target: e.target }));
    document.body.innerHTML = `<b2b-fast-order contract="${CONTRACT_CLEAN}" warehouse="2" placeholder="Артикул"></b2b-fast-order>`;
    const field = page.getByRole('combobox', { name: m.fastOrderCodeLabel });
    await expect.element(field).toHaveAttribute('placeholder', 'Артикул');
    await userEvent.type(field, 'ФР-00102');
    await userEvent.click(page.getByRole('option', { name: /^ФР-00102 / }));
    await userEvent.click(page.getByRole('button', { name: m.fastOrderAdd, exact: true }));
    await expect.element(page.getByText(m.addedToBasket)).toBeVisible();
    expect(calls('search')[0]!.query.get('wms')).toBe('2');
    expect(calls('processBasket')[0]!.body).toMatchObject({ contract: CONTRACT_CLEAN, wms: 2 });
    const host = document.querySelector('b2b-fast-order');
    expect(events).toEqual([{ count: 1, target: host }]);
    // Rendered inside the open shadow root, not in the page's DOM.
    expect(host!.shadowRoot!.querySelector('input[role="combobox"]')).not.toBeNull();
    expect(host!.querySelector('input')).toBeNull();
  });

  it('without attributes takes the contract and warehouse from the session (initdata)', async () => {
    ctx.state.warehouseIdDefault = 3;
    document.body.innerHTML = '<b2b-fast-order></b2b-fast-order>';
    await userEvent.type(page.getByRole('combobox', { name: m.fastOrderCodeLabel }), 'ФР-00107');
    await expect.element(page.getByRole('option').first()).toBeVisible();
    expect(calls('search')[0]!.query.get('contract')).toBe(String(CONTRACT_CLEAN));
    expect(calls('search')[0]!.query.get('wms')).toBe('3');
  });
});

describe('<b2b-fast-order> pasted lines review fits the widget', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  /** Whether `inner` lies within `outer` from left to right (a pixel of rounding allowed). */
  const within = (inner: DOMRect, outer: DOMRect) => inner.left >= outer.left - 1 && inner.right <= outer.right + 1;

  // The widget's box on the portal: the header's 720 px column at 1366 px, the
  // screen less its margins at 390 px. Long option labels (an unclear code's
  // candidates) and a long result used to widen the table past it, so the
  // quantity and result columns were cut off unless the buyer scrolled sideways.
  it.each([
    [1366, 720],
    [390, 370],
  ])('at %i px (the widget %i px wide) every cell, field and button shows without scrolling sideways', async (screenWidth, widgetWidth) => {
    await page.viewport(screenWidth, 800);
    document.body.innerHTML = `<div style="width: ${widgetWidth}px"><b2b-fast-order></b2b-fast-order></div>`;
    const field = page.getByRole('combobox', { name: m.fastOrderCodeLabel });
    await userEvent.click(field);
    pasteInto(field.element(), ['ФР-0010\t2', 'ФР-00102\tШуруповёрт аккумуляторный 18 В\t1', 'НЕТ-ТАКОГО-ТОВАРА-00001\t5', 'ФР-00104\tшт'].join('\n'));
    const panel = page.getByRole('region', { name: m.fastOrderLinesTitle });
    await expect.element(panel.getByRole('combobox', { name: new RegExp(m.fastOrderLineChoose) })).toBeVisible();
    await expect.element(panel.getByRole('cell', { name: m.fastOrderLineReady, exact: true })).toBeVisible();

    const host = document.querySelector('b2b-fast-order')!.getBoundingClientRect();
    expect(host.width).toBe(widgetWidth);
    const table = panel.getByRole('table').element();
    const shown = (el: Element) => el.getBoundingClientRect().width > 1; // not the visually hidden
    const parts = [...table.querySelectorAll('th, td, input, select, button')].filter(shown);
    expect(parts.length).toBeGreaterThan(16);
    const outside = parts.filter((el) => !within(el.getBoundingClientRect(), host)).map((el) => el.textContent || el.localName);
    expect(outside).toEqual([]);
    // Nothing to scroll sideways: not the review's box, not the page.
    const box = table.parentElement!;
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    // Each line's quantity can be read and typed in.
    for (const input of panel.getByRole('textbox').elements()) expect(input.getBoundingClientRect().width).toBeGreaterThanOrEqual(48);
  });
});
