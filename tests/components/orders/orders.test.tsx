// <Orders>: the filter in the page address, the date-range refusal,
// cancel in place, repeat with the preview and the spec's result modals, bulk
// repeat, and failures in Russian with a retry that loses nothing.
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { BasketCounter } from 'b2b-widgets/basket-counter';
import { Orders } from 'b2b-widgets/orders';
import { recordsSelected } from '../../../src/core/format';
import { formatRubles } from '../../../src/ui/price/Price';
import { defaultMessages as m } from '../../../src/core/messages';
import { CONTRACT_STOPPED, contracts, createHistoryHandlers } from '../../../src/testing';
import { history, state, withHistoryServer } from '../support/history-setup';
import { fill } from '../../../src/core/messages/fill';
import { checkReadFailures } from '../support/read-failures';

withHistoryServer(25, createHistoryHandlers);


const table = () => page.getByRole('table', { name: m.ordersCaption });
const row = (number: string) => table().getByRole('row').filter({ hasText: number });
const lists = () => history.log.filter((l) => l.startsWith('list'));
const byState = (s: number) => history.orders.find((o) => o.state === s && o.age < 7)!;
/** Orders of contracts that may order (a stop-orders contract's cannot be repeated). */
const open = () => history.orders.filter((o) => o.contract !== CONTRACT_STOPPED);

describe('<Orders> list and filter', () => {
  it('shows the last week by default with numbers, states and markers', async () => {
    render(<Orders />);
    const newest = history.orders[0]!;
    await expect.element(row(newest.number)).toBeVisible();
    await expect.element(page.getByText(fill(m.ordersFound, { n: 8 }))).toBeVisible();
    const done = byState(3);
    await expect.element(row(done.number).getByText('Выполнен')).toHaveAttribute('class', expect.stringContaining('success'));
    await expect.element(row(byState(4).number).getByText('Отменён')).toHaveAttribute('class', expect.stringContaining('danger'));
    await expect.element(row(byState(10).number).getByText('Отгружен')).toHaveAttribute('class', expect.stringContaining('primary'));
    expect(lists()[0]).toContain('dateselect=week');
    // Ten orders a page (spec 9), not the twenty of the other lists.
    expect(new URLSearchParams(lists()[0]!.slice('list ?'.length)).get('perpage')).toBe('10');
  });

  it('«today» is the portal’s day, not the browser’s: at 01:30 in Moscow the week ends on the Moscow date', async () => {
    // 22:30 UTC on 26.11 is 01:30 on 27.11 in Moscow (the portal's zone); a browser on UTC still says 26.11.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-26T22:30:00Z'));
      // An order placed a moment ago, on the portal's 27.11.
      const fresh = history.orders[0]!;
      fresh.date = '27.11.2026';
      render(<Orders />);
      await expect.element(row(fresh.number)).toBeVisible();
      const q = new URLSearchParams(lists()[0]!.slice('list ?'.length));
      expect([q.get('startDate'), q.get('endDate')]).toEqual(['20.11.2026', '27.11.2026']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a new filter goes into the page address with page 1; reload (a fresh widget) and back give the same list', async () => {
    window.history.replaceState(null, '', '?page=2&dateselect=year');
    render(<Orders />);
    await expect.element(page.getByRole('navigation')).toBeVisible();
    expect(lists()[0]).toContain('page=2');
    await userEvent.selectOptions(page.getByRole('combobox', { name: m.ordersState }), 'Выполнен');
    await userEvent.click(page.getByRole('button', { name: m.ordersApply }));
    await expect.poll(() => new URL(window.location.href).searchParams.get('state')).toBe('3');
    expect(new URL(window.location.href).searchParams.get('page')).toBeNull();
    expect(new URL(window.location.href).searchParams.get('dateselect')).toBe('year');
    await expect.poll(() => lists().at(-1)).toContain('state=3');
    expect(lists().at(-1)).toContain('page=1');
    await cleanup();
    const before = lists().length;
    render(<Orders />);
    // The fresh widget's own request, and its list shown (its back listener is set by then on both runtimes).
    await expect.poll(() => lists().length).toBe(before + 1);
    expect(lists().at(-1)).toContain('state=3');
    await expect.element(table()).toBeVisible();
    window.history.back();
    await expect.poll(() => lists().at(-1)).not.toContain('state=3');
  });

  it('refuses a custom period whose start is not before its end with the spec message, and sends nothing', async () => {
    render(<Orders />);
    await expect.element(table()).toBeVisible();
    const before = lists().length;
    await userEvent.selectOptions(page.getByRole('combobox', { name: m.ordersPeriod }), m.ordersCustom);
    await userEvent.fill(page.getByRole('textbox', { name: 'Дата начала' }), '10.03.2025');
    await userEvent.fill(page.getByRole('textbox', { name: 'Дата окончания' }), '10.03.2025');
    await userEvent.click(page.getByRole('button', { name: m.ordersApply }));
    await expect.element(page.getByText(m.dateRange)).toBeVisible();
    expect(lists().length).toBe(before);
    expect(new URL(window.location.href).searchParams.get('dateselect')).toBeNull();
  });

  it('a click on «Показать» that mends a refused period is not lost: the message stays until that submit', async () => {
    render(<Orders />);
    await expect.element(table()).toBeVisible();
    await userEvent.selectOptions(page.getByRole('combobox', { name: m.ordersPeriod }), m.ordersCustom);
    await userEvent.fill(page.getByRole('textbox', { name: 'Дата начала' }), '10.03.2025');
    const end = page.getByRole('textbox', { name: 'Дата окончания' });
    await userEvent.fill(end, '10.03.2025');
    await userEvent.click(page.getByRole('button', { name: m.ordersApply }));
    await expect.element(page.getByText(m.dateRange)).toBeVisible();
    const before = lists().length;
    // Typed, not yet committed: the click's mousedown blurs the field, which
    // commits the date. Had the message gone then, the button would have moved
    // up under the pointer before mouseup and the click would have been lost.
    await userEvent.fill(end, '20.03.2025');
    await userEvent.click(page.getByRole('button', { name: m.ordersApply }));
    await expect.poll(() => lists().length).toBe(before + 1);
    expect(lists().at(-1)).toContain('startDate=10.03.2025');
    expect(lists().at(-1)).toContain('endDate=20.03.2025');
    await expect.element(page.getByText(m.dateRange)).not.toBeInTheDocument();
  });

  it('a refused read (4xx) says why with no «Повторить»; a failed one (5xx) offers it and reads again', async () => {
    await checkReadFailures((f) => (history.failNext.list = f), <Orders />, table);
  });


  it('a row opens the order’s lines without leaving the page', async () => {
    render(<Orders />);
    const order = history.orders[0]!;
    await userEvent.click(page.getByRole('button', { name: fill(m.ordersOpen, { number: order.number }) }));
    const dialog = page.getByRole('dialog', { name: fill(m.ordersLinesTitle, { number: order.number }) });
    await expect.element(dialog.getByText(order.preview[0]!.header)).toBeVisible();
  });
});

describe('<Orders> an order’s details', () => {
  it('show what the buyer chose: when, the total, delivery and its date, warehouse, invoicing, comment', async () => {
    render(<Orders />);
    const order = history.orders[0]!;
    const chose = order.choices;
    await userEvent.click(page.getByRole('button', { name: fill(m.ordersOpen, { number: order.number }) }));
    const dialog = page.getByRole('dialog', { name: fill(m.ordersLinesTitle, { number: order.number }) });
    const details = dialog.getByRole('definition');
    await expect.element(details.first()).toBeVisible();
    const terms = [...dialog.element().querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(Object.fromEntries(terms)).toEqual({
      [m.ordersPlacedAt]: chose.placedAt,
      [m.ordersSum]: formatRubles(order.sum),
      [m.ordersDelivery]: `${chose.deliveryHeader}, ${chose.companyHeader}, ${chose.companyAddress}`,
      [m.ordersDeliveryDate]: order.deliveryDate,
      [m.ordersWarehouse]: chose.warehouseHeader,
      [m.ordersInvoice]: m[`basketAvailability${chose.availability!}`],
      [m.ordersComment]: chose.comment,
    });
    await expect.element(dialog.getByText(order.preview[0]!.header)).toBeVisible();
  });
});

describe('<Orders> cancel', () => {
  it('asks Да/Нет, then the reply’s state replaces the row’s in place and the event goes out', async () => {
    const events: unknown[] = [];
    document.addEventListener('b2b-order-cancel', (e) => events.push(e.detail), { once: true });
    render(<Orders />);
    const order = byState(1);
    await userEvent.click(row(order.number).getByRole('button', { name: `${m.ordersCancel} ${order.number}` }));
    const dialog = page.getByRole('alertdialog', { name: m.confirmTitle });
    await userEvent.click(dialog.getByRole('button', { name: m.yes }));
    await expect.element(row(order.number).getByText('Отменён')).toBeVisible();
    await expect.element(row(order.number).getByRole('button', { name: `${m.ordersCancel} ${order.number}` })).not.toBeInTheDocument();
    expect(events).toEqual([{ id: order.id, state: 4, status: 'Отменён' }]);
    expect(lists()).toHaveLength(1);
  });

  it('an order cancelled in another tab meanwhile: the 409’s order replaces the row, one line says so, no «Повторить»', async () => {
    render(<Orders />);
    await expect.element(row(byState(3).number).getByRole('button', { name: `${m.ordersCancel} ${byState(3).number}` })).not.toBeInTheDocument();
    const order = byState(1);
    const cancelButton = () => row(order.number).getByRole('button', { name: `${m.ordersCancel} ${order.number}` });
    await expect.element(cancelButton()).toBeVisible();
    // The other tab's cancel reaches the portal first.
    Object.assign(order, { state: 4, status: 'Отменён', marker: 'danger', cancellable: false });
    await userEvent.click(cancelButton());
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: m.yes }));
    const said = fill(m.ordersAlreadyCancelled, { number: order.number });
    await expect.element(page.getByRole('alert')).toHaveTextContent(said);
    expect(page.getByText(said).elements()).toHaveLength(1);
    // The number once: not «Заказ … не отменён: Заказ … уже…».
    expect(page.getByRole('alert').element().textContent!.split(order.number)).toHaveLength(2);
    await expect.element(row(order.number).getByText('Отменён')).toBeVisible();
    await expect.element(cancelButton()).not.toBeInTheDocument();
    await expect.element(page.getByRole('alert').getByRole('button', { name: m.retry })).not.toBeInTheDocument();
    // The reply carried the order: no second request for the list.
    expect(lists()).toHaveLength(1);
    expect(history.log.filter((l) => l.startsWith('cancel'))).toEqual([`cancel ${order.id}`]);
  });

  it('an order moved on meanwhile (shipped) says its state now; «Отменить» goes', async () => {
    render(<Orders />);
    const order = byState(2);
    const cancelButton = () => row(order.number).getByRole('button', { name: `${m.ordersCancel} ${order.number}` });
    await expect.element(cancelButton()).toBeVisible();
    Object.assign(order, { state: 10, status: 'Отгружен', marker: 'primary', cancellable: false });
    await userEvent.click(cancelButton());
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: m.yes }));
    await expect.element(page.getByRole('alert')).toHaveTextContent(fill(m.ordersNotCancellable, { number: order.number, status: 'Отгружен' }));
    await expect.element(row(order.number).getByText('Отгружен')).toBeVisible();
    await expect.element(cancelButton()).not.toBeInTheDocument();
    await expect.element(page.getByRole('alert').getByRole('button', { name: m.retry })).not.toBeInTheDocument();
  });

  it('a 409 whose reply carries no order: the page is read again and the server’s reason shows alone, no «Повторить»', async () => {
    render(<Orders />);
    const order = byState(2);
    await expect.element(row(order.number)).toBeVisible();
    history.failNext.cancel = { status: 409, message: 'Заказ уже отгружается, отменить нельзя' };
    await userEvent.click(row(order.number).getByRole('button', { name: `${m.ordersCancel} ${order.number}` }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: m.yes }));
    await expect.element(page.getByRole('alert')).toHaveTextContent(/^Заказ уже отгружается, отменить нельзя$/);
    await expect.poll(() => lists()).toHaveLength(2);
    await expect.element(row(order.number).getByText('В обработке')).toBeVisible();
    await expect.element(page.getByRole('alert').getByRole('button', { name: m.retry })).not.toBeInTheDocument();
  });

  it('a cancel lost on the way (5xx) offers «Повторить», which cancels', async () => {
    render(<Orders />);
    const order = byState(2);
    history.failNext.cancel = { status: 502, message: 'Сервер недоступен' };
    await userEvent.click(row(order.number).getByRole('button', { name: `${m.ordersCancel} ${order.number}` }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: m.yes }));
    await expect.element(page.getByText(/Сервер недоступен/)).toBeVisible();
    await userEvent.click(page.getByRole('alert').getByRole('button', { name: m.retry }));
    await expect.element(row(order.number).getByText('Отменён')).toBeVisible();
  });
});

describe('<Orders> on a stop-orders contract', () => {
  const stopped = contracts.find((c) => c.id === CONTRACT_STOPPED)!;
  const stoppedOrder = () => history.orders.find((o) => o.contract === CONTRACT_STOPPED && o.cancellable && o.age < 7)!;

  it('«Повторить» is disabled and described by the stop-orders notice; «Отменить» is allowed and works', async () => {
    render(<Orders />);
    const order = stoppedOrder();
    const repeatButton = row(order.number).getByRole('button', { name: `${m.ordersRepeat} ${order.number}` });
    await expect.element(repeatButton).toBeDisabled();
    const reason = fill(m.ordersRepeatStopped, { contract: stopped.header, notice: `${m.stopOrdersTitle}: ${stopped.debtAlert}` });
    await expect.element(repeatButton).toHaveAccessibleDescription(reason);
    await expect.element(page.getByText(reason)).toBeVisible();
    // Another contract's order repeats as before.
    await expect.element(row(open()[0]!.number).getByRole('button', { name: `${m.ordersRepeat} ${open()[0]!.number}` })).toBeEnabled();
    await userEvent.click(row(order.number).getByRole('button', { name: `${m.ordersCancel} ${order.number}` }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: m.yes }));
    await expect.element(row(order.number).getByText('Отменён')).toBeVisible();
    expect(history.log).toContain(`cancel ${order.id}`);
    expect(history.log.filter((l) => l.startsWith('preview') || l.startsWith('repeat'))).toEqual([]);
  });

  it('bulk repeat is disabled while a checked order is on the stop-orders contract', async () => {
    render(<Orders />);
    const order = stoppedOrder();
    const other = open()[0]!;
    await userEvent.click(table().getByRole('checkbox', { name: fill(m.ordersRowLabel, { number: other.number }) }));
    await expect.element(table().getByRole('button', { name: m.ordersRepeatChecked })).toBeEnabled();
    await userEvent.click(table().getByRole('checkbox', { name: fill(m.ordersRowLabel, { number: order.number }) }));
    await expect.element(table().getByRole('button', { name: m.ordersRepeatChecked })).toBeDisabled();
  });
});

describe('<Orders> repeat', () => {
  it('nothing changed: the preview adds all; the result modal counts them; the basket counter grows at once', async () => {
    render(
      <>
        <BasketCounter />
        <Orders />
      </>,
    );
    const order = open()[0]!;
    await expect.element(page.getByRole('link', { name: new RegExp(m.basketCounterEmpty) })).toBeVisible();
    await userEvent.click(row(order.number).getByRole('button', { name: `${m.ordersRepeat} ${order.number}` }));
    const preview = page.getByRole('dialog', { name: new RegExp(m.previewTitle) });
    await expect.element(preview.getByText(m.previewSame).first()).toBeVisible();
    await userEvent.click(preview.getByRole('button', { name: m.previewAdd }));
    const done = page.getByRole('dialog', { name: m.repeatDone });
    await expect.element(done.getByText(fill(m.repeatDoneCount, { n: 3 }))).toBeVisible();
    await expect.element(done.getByRole('link', { name: m.toCart })).toHaveAttribute('href', '/cart/');
    await expect.element(page.getByRole('link', { name: /Корзина/ })).toHaveTextContent(/3/);
    expect(state.basket).toHaveLength(3);
  });

  it('the preview shows dearer, short and withdrawn lines; the buyer unticks and changes quantities', async () => {
    render(<Orders />);
    const order = history.orders.find((o) => o.preview.some((l) => l.withdrawn))!;
    // This week's only order with a withdrawn line: on a contract that may order.
    order.contract = contracts.find((c) => !c.stopOrders)!.id;
    await userEvent.click(row(order.number).getByRole('button', { name: `${m.ordersRepeat} ${order.number}` }));
    const preview = page.getByRole('dialog', { name: new RegExp(m.previewTitle) });
    const [dearer, short, gone] = order.preview;
    await expect.element(preview.getByText(/^дороже на /)).toBeVisible();
    await expect.element(preview.getByText(fill(m.previewShort, { n: 2 }))).toBeVisible();
    await expect.element(preview.getByText(m.previewWithdrawn)).toBeVisible();
    await expect.element(preview.getByRole('checkbox', { name: fill(m.previewPick, { header: gone!.header }) })).toBeDisabled();
    await userEvent.click(preview.getByRole('checkbox', { name: fill(m.previewPick, { header: short!.header }) }));
    await userEvent.fill(preview.getByRole('spinbutton', { name: fill(m.previewQnt, { header: dearer!.header }) }), '3');
    await userEvent.click(preview.getByRole('button', { name: m.previewAdd }));
    await expect.element(page.getByText(fill(m.repeatDoneCount, { n: 1 }))).toBeVisible();
    expect(state.basket.map((b) => [b.id, b.qnt])).toEqual([[dearer!.id, 3]]);
  });

  it('nothing in stock: the spec’s ‘Нет в наличии’ modal, nothing sent to the basket', async () => {
    render(<Orders />);
    const order = open().find((o) => o.preview.every((l) => l.available === 0))!;
    await userEvent.click(row(order.number).getByRole('button', { name: `${m.ordersRepeat} ${order.number}` }));
    const dialog = page.getByRole('dialog', { name: m.repeatEmptyTitle });
    await expect.element(dialog.getByText(m.repeatEmpty)).toBeVisible();
    expect(history.log.filter((l) => l.startsWith('repeat'))).toHaveLength(0);
  });

  it('a refused repeat (409) shows the server’s reason with no «Повторить»', async () => {
    render(<Orders />);
    const order = open()[0]!;
    history.failNext.repeat = { status: 409, message: 'Повторить этот заказ нельзя' };
    await userEvent.click(row(order.number).getByRole('button', { name: `${m.ordersRepeat} ${order.number}` }));
    const preview = page.getByRole('dialog', { name: new RegExp(m.previewTitle) });
    await userEvent.click(preview.getByRole('button', { name: m.previewAdd }));
    await expect.element(preview.getByText(/Повторить этот заказ нельзя/)).toBeVisible();
    await expect.element(preview.getByRole('button', { name: m.retry })).not.toBeInTheDocument();
  });

  it('a failed repeat keeps the preview and the choice; retry sends it again', async () => {
    render(<Orders />);
    const order = open()[0]!;
    history.failNext.repeat = { status: 503, message: 'Сервер занят' };
    await userEvent.click(row(order.number).getByRole('button', { name: `${m.ordersRepeat} ${order.number}` }));
    const preview = page.getByRole('dialog', { name: new RegExp(m.previewTitle) });
    await userEvent.click(preview.getByRole('checkbox', { name: fill(m.previewPick, { header: order.preview[0]!.header }) }));
    await userEvent.click(preview.getByRole('button', { name: m.previewAdd }));
    await expect.element(preview.getByText(/Сервер занят/)).toBeVisible();
    await userEvent.click(preview.getByRole('button', { name: m.retry }));
    await expect.element(page.getByText(fill(m.repeatDoneCount, { n: 2 }))).toBeVisible();
  });

  it('row checkboxes, check-all and the bulk bar; bulk repeat puts the checked orders in one basket', async () => {
    render(<Orders />);
    const [a, b] = open();
    await userEvent.click(table().getByRole('checkbox', { name: fill(m.ordersRowLabel, { number: a!.number }) }));
    await userEvent.click(table().getByRole('checkbox', { name: fill(m.ordersRowLabel, { number: b!.number }) }));
    await expect.element(table().getByText(recordsSelected(2))).toBeVisible();
    await userEvent.click(table().getByRole('button', { name: m.ordersRepeatChecked }));
    await expect.element(page.getByText(fill(m.repeatDoneCount, { n: 6 }))).toBeVisible();
    expect(history.log).toContain(`repeat-many ${a!.id},${b!.id}`);
    await userEvent.click(page.getByRole('dialog', { name: m.repeatDone }).getByText(m.close));
    await userEvent.click(table().getByRole('checkbox', { name: 'Выбрать все строки' }));
    await expect.element(table().getByText(recordsSelected(8))).toBeVisible();
  });
});
