import { describe, expect, it, vi } from 'vitest';
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
