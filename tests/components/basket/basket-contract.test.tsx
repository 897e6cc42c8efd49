// Contract and warehouse choice (setContract) with re-priced lines, the
// stop-orders and overdue-debt notices (spec 6), and the contract attribute.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { formatPrice } from '../../../src/core/format';
import { basketData, CONTRACT_CLEAN, CONTRACT_DEBT, CONTRACT_STOPPED, contracts, warehouses } from '../../../src/testing';
import { uiMessages as u } from '../../../src/ui/ui-messages';
// The page's <b2b-notices> is the real tag, as on the portal (and whatever file ran before in this page).
import 'b2b-widgets/notices/element';
import { calls, installBasketTestHooks, m, quantity, renderBasket, row, seedLines, state, table, worker } from './setup-basket';

installBasketTestHooks();

const contractSelect = () => page.getByRole('combobox', { name: m.basketContract });
const warehouseSelect = () => page.getByRole('combobox', { name: m.basketWarehouse });
const header = (id: number) => contracts.find((c) => c.id === id)!.header;
const debtOf = (id: number) => contracts.find((c) => c.id === id)!.debtAlert!;

/** Like the portal: the basket follows the chosen contract, whose prices differ (0.9 on the debt contract). */
function portalLikePricing() {
  worker.use(
    http.post('/api/setContract', async ({ request }) => {
      const body = (await request.clone().json()) as { id: number };
      for (const item of state.basket) item.contract = body.id;
      return undefined;
    }),
    http.get('/api/getBasketData', () => {
      const data = basketData(state);
      const coef = state.selectedContract === CONTRACT_DEBT ? 0.9 : 1;
      const items = data.items.map((l) => ({ ...l, price: Math.round(l.price * coef * 100) / 100 }));
      return HttpResponse.json({ ...data, items });
    }),
  );
}

describe('<Basket> contract and warehouse', () => {
  it('shows the session contract and warehouse; choosing another contract re-prices the lines', async () => {
    portalLikePricing();
    const [drill] = seedLines([2]);
    await renderBasket();
    await expect.element(contractSelect()).toHaveDisplayValue(header(CONTRACT_CLEAN));
    await expect.element(warehouseSelect()).toHaveDisplayValue(warehouses[0]!.header);
    await expect.element(row(drill!.header).getByRole('cell', { name: formatPrice(drill!.price), exact: true }).first()).toBeVisible();
    await userEvent.selectOptions(contractSelect(), header(CONTRACT_DEBT));
    await expect.poll(() => calls('setContract').map((r) => r.body)).toEqual([{ id: CONTRACT_DEBT, wms: 1 }]);
    const repriced = Math.round(drill!.price * 0.9 * 100) / 100;
    await expect.element(row(drill!.header).getByRole('cell', { name: formatPrice(repriced), exact: true }).first()).toBeVisible();
    await expect.element(row(drill!.header).getByRole('cell', { name: formatPrice(repriced * 2), exact: true })).toBeVisible();
  });

  it('choosing another warehouse shows that warehouse’s stock', async () => {
    const [drill] = seedLines([1]);
    await renderBasket();
    const stockIn = (wms: number) => String(drill!.stocks.find((s) => s.wms_id === wms)!.quantity);
    await expect.element(row(drill!.header).getByRole('cell', { name: stockIn(1), exact: true })).toBeVisible();
    await userEvent.selectOptions(warehouseSelect(), warehouses[2]!.header);
    await expect.poll(() => calls('setContract').map((r) => r.body)).toEqual([{ id: CONTRACT_CLEAN, wms: 3 }]);
    await expect.element(row(drill!.header).getByRole('cell', { name: stockIn(3), exact: true })).toBeVisible();
  });

  it('a refused choice goes back to the old one, says why and retries', async () => {
    seedLines([1]);
    let fail = true;
    // 503: a server failure, which trying again can help (a refusal offers no «Повторить»).
    worker.use(http.post('/api/setContract', () => (fail ? HttpResponse.json({ status: 'error', message: 'Договор недоступен' }, { status: 503 }) : undefined)));
    await renderBasket();
    await userEvent.selectOptions(contractSelect(), header(CONTRACT_DEBT));
    const alert = page.getByRole('alert').filter({ hasText: 'Договор недоступен' });
    await expect.element(alert).toBeVisible();
    await expect.element(contractSelect()).toHaveDisplayValue(header(CONTRACT_CLEAN));
    fail = false;
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    await expect.element(contractSelect()).toHaveDisplayValue(header(CONTRACT_DEBT));
    await expect.element(alert).not.toBeInTheDocument();
    // The alert closes at the click; the retried call is what the server must see.
    await expect.poll(() => calls('setContract').map((r) => r.body)).toEqual([
      { id: CONTRACT_DEBT, wms: 1 },
      { id: CONTRACT_DEBT, wms: 1 },
    ]);
  });

  it('the contract attribute chooses that contract for the session', async () => {
    seedLines([1], CONTRACT_DEBT);
    await renderBasket({ contract: CONTRACT_DEBT });
    await expect.poll(() => calls('setContract').map((r) => r.body)).toEqual([{ id: CONTRACT_DEBT, wms: 1 }]);
    await expect.element(contractSelect()).toHaveDisplayValue(header(CONTRACT_DEBT));
    await expect.element(table()).toBeVisible();
  });
});

describe('<Basket> notices (spec 6)', () => {
  it('a stop-orders contract shows «Уведомление о приостановке заказов» with its debt alert and blocks sending', async () => {
    state.selectedContract = CONTRACT_STOPPED;
    seedLines([1], CONTRACT_STOPPED);
    await renderBasket();
    const notice = page.getByRole('alert').filter({ hasText: m.stopOrdersTitle });
    await expect.element(notice).toBeVisible();
    await expect.element(notice).toHaveTextContent(debtOf(CONTRACT_STOPPED));
    const send = page.getByRole('button', { name: m.basketSend });
    await expect.element(send).toBeDisabled();
    await expect.element(send).toHaveAccessibleDescription(m.basketSendStopped);
  });

  it('a stop-orders contract: + is disabled, described by the notice; − still lowers the line', async () => {
    state.selectedContract = CONTRACT_STOPPED;
    const [drill] = seedLines([3], CONTRACT_STOPPED);
    await renderBasket();
    const line = row(drill!.header);
    const plus = line.getByRole('button', { name: u.increase });
    await expect.element(plus).toHaveAttribute('aria-disabled', 'true');
    await expect.element(plus).toHaveAccessibleDescription(expect.stringContaining(m.stopOrdersTitle));
    await expect.element(plus).toHaveAccessibleDescription(expect.stringContaining(debtOf(CONTRACT_STOPPED)));
    // The arrow key (the field's own +) stops at the quantity the line has too.
    await userEvent.click(quantity(drill!));
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(quantity(drill!)).toHaveValue('3');
    await userEvent.click(line.getByRole('button', { name: u.decrease }));
    await expect.poll(() => state.basket.find((i) => i.id === drill!.id)?.qnt).toBe(2);
    expect(calls('processBasketUpdate').map((c) => (c.body as { qnt: number }).qnt)).toEqual([2]);
  });

  it('the notice shows once on a page whose <b2b-notices> shows it; the disabled send keeps its reason', async () => {
    const pageNotice = document.body.appendChild(document.createElement('b2b-notices'));
    try {
      state.selectedContract = CONTRACT_STOPPED;
      const [drill] = seedLines([1], CONTRACT_STOPPED);
      await renderBasket();
      await expect.element(row(drill!.header)).toBeVisible();
      // One alert on the page, the notices tag's: the basket's copy is there for the disabled controls' description only.
      const alerts = page.getByRole('alert').filter({ hasText: m.stopOrdersTitle });
      await expect.element(alerts).toBeVisible();
      expect(alerts.elements()).toHaveLength(1);
      expect((alerts.element().getRootNode() as ShadowRoot).host).toBe(pageNotice);
      const basketCopies = page
        .getByText(debtOf(CONTRACT_STOPPED))
        .elements()
        .filter((el) => (el.getRootNode() as ShadowRoot).host !== pageNotice);
      expect(basketCopies).toHaveLength(1);
      expect(basketCopies[0]).toHaveClass('b2b-visually-hidden');
      await expect.element(row(drill!.header).getByRole('button', { name: u.increase })).toHaveAccessibleDescription(
        `${m.stopOrdersTitle}: ${debtOf(CONTRACT_STOPPED)}`,
      );
      await expect.element(page.getByRole('button', { name: m.basketSend })).toHaveAccessibleDescription(m.basketSendStopped);
    } finally {
      pageNotice.remove();
    }
  });

  it('choosing a clean contract lifts the block', async () => {
    state.selectedContract = CONTRACT_STOPPED;
    seedLines([1], CONTRACT_STOPPED);
    seedLines([1], CONTRACT_CLEAN);
    await renderBasket();
    await expect.element(page.getByRole('button', { name: m.basketSend })).toBeDisabled();
    await userEvent.selectOptions(contractSelect(), header(CONTRACT_CLEAN));
    await expect.element(page.getByRole('button', { name: m.basketSend })).toBeEnabled();
    await expect.element(page.getByText(m.stopOrdersTitle)).not.toBeInTheDocument();
  });

  it('an overdue debt shows «Уведомление о просроченной задолженности» on load; it can be closed', async () => {
    state.selectedContract = CONTRACT_DEBT;
    seedLines([1], CONTRACT_DEBT);
    await renderBasket();
    const notice = page.getByRole('alert').filter({ hasText: m.debtTitle });
    await expect.element(notice).toBeVisible();
    await expect.element(notice).toHaveTextContent(debtOf(CONTRACT_DEBT));
    await expect.element(page.getByRole('button', { name: m.basketSend })).toBeEnabled();
    await userEvent.click(notice.getByRole('button', { name: m.close }));
    await expect.element(notice).not.toBeInTheDocument();
  });

  it('a clean contract shows no notice', async () => {
    seedLines([1]);
    await renderBasket();
    await expect.element(table()).toBeVisible();
    await expect.element(page.getByText(m.debtTitle)).not.toBeInTheDocument();
    await expect.element(page.getByText(m.stopOrdersTitle)).not.toBeInTheDocument();
  });
});
