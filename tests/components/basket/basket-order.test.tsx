// Delivery choice (setdelivery), the delivery date rule (spec 5), invoicing
// types (spec 3), sending the order (POST /api/order/) and saving a draft.
import { addDays, format, isWeekend } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { COUNTER_DEBOUNCE_MS } from '../../../src/core/constants';
import { formatDate, inPortalZone } from '../../../src/core/format';
import { accounts, companies, deliveries } from '../../../src/testing';
import { firstDeliveryDate } from '../../../src/widgets/basket/delivery-form';
import { debounceClock } from '../support/clocks';
import { calls, fill, installBasketTestHooks, m, quantity, renderBasket, seedLines, sent, sleep, state, table, worker } from './setup-basket';

installBasketTestHooks();

const method = () => page.getByRole('combobox', { name: m.basketDeliveryMethod });
const company = () => page.getByRole('combobox', { name: m.basketDeliveryCompany });
const terminal = () => page.getByRole('combobox', { name: m.basketDeliveryCompanyAddress });
const typedAddress = () => page.getByRole('textbox', { name: m.basketDeliveryTypeAddress });
const dateField = () => page.getByRole('textbox', { name: m.basketDeliveryDate });
const sendButton = () => page.getByRole('button', { name: m.basketSend });
const header = (id: string) => deliveries.find((d) => d.id === id)!.header;

async function choosePickup() {
  await userEvent.selectOptions(method(), header('1'));
}

describe('<Basket> delivery', () => {
  it('starts with the spec’s delivery «3», the nearest allowed date and the first invoicing type', async () => {
    seedLines([1]);
    await renderBasket();
    await expect.element(method()).toHaveDisplayValue(header('3'));
    await expect.element(company()).toBeVisible();
    await expect.element(terminal()).toBeDisabled();
    await expect.element(dateField()).toHaveValue(formatDate(firstDeliveryDate(inPortalZone())));
    const radios = page.getByRole('group', { name: m.basketAvailability }).getByRole('radio');
    await expect.element(radios.nth(0)).toBeChecked();
    await expect.element(page.getByRole('radio', { name: m.basketAvailability1 })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: m.basketAvailability2 })).not.toBeChecked();
    await expect.element(page.getByRole('radio', { name: m.basketAvailability3 })).not.toBeChecked();
  });

  it('shows the choice the server remembers', async () => {
    state.deliveryChoice = { id: '3', company: 2, address: 21, typeAddress: '' };
    seedLines([1]);
    await renderBasket();
    await expect.element(company()).toHaveDisplayValue(companies[1]!.header);
    await expect.element(terminal()).toHaveDisplayValue(companies[1]!.addresses[0]!.full_address);
  });

  it('remembers the method, company and terminal through setdelivery; the terminals follow the company', async () => {
    seedLines([1]);
    await renderBasket();
    await userEvent.selectOptions(company(), companies[0]!.header);
    await expect.element(terminal()).toBeEnabled();
    const options = terminal().element().querySelectorAll('option');
    expect([...options].map((o) => o.textContent).slice(1)).toEqual(companies[0]!.addresses.map((a) => a.full_address));
    await userEvent.selectOptions(terminal(), companies[0]!.addresses[1]!.full_address);
    await expect.poll(() => state.deliveryChoice).toEqual({ id: '3', company: 1, address: 12, typeAddress: '' });
    // A company with one terminal: that terminal is taken.
    await userEvent.selectOptions(company(), companies[1]!.header);
    await expect.element(terminal()).toHaveDisplayValue(companies[1]!.addresses[0]!.full_address);
    await expect.poll(() => state.deliveryChoice).toEqual({ id: '3', company: 2, address: 21, typeAddress: '' });
    await choosePickup();
    await expect.element(company()).not.toBeInTheDocument();
    await expect.poll(() => state.deliveryChoice?.id).toBe('1');
  });

  it('a typed delivery address is saved once the user pauses', async () => {
    // The pause is on a clock the test moves: a slow machine's keystrokes are never a pause.
    const clock = debounceClock();
    // POST /ajax/setdelivery/, the legacy call (calls() reads /api/ only).
    const saves = () => sent().filter((r) => r.path.startsWith('/ajax/setdelivery') && (r.body as { id: string }).id === '2');
    seedLines([1]);
    await renderBasket();
    await userEvent.selectOptions(method(), header('2'));
    await expect.poll(() => saves()).toHaveLength(1);
    await userEvent.type(typedAddress(), 'Москва, Тверская 1');
    await clock.advance(COUNTER_DEBOUNCE_MS - 1);
    expect(saves()).toHaveLength(1);
    await clock.advance(1);
    await expect.poll(() => state.deliveryChoice?.typeAddress).toBe('Москва, Тверская 1');
    // One save for the method, one for the address: not one per keystroke.
    expect(saves()).toHaveLength(2);
  });

  it('a failed save of the choice says so and retries; the form keeps what was chosen', async () => {
    seedLines([1]);
    let fail = true;
    worker.use(http.post('/ajax/setdelivery', () => (fail ? HttpResponse.error() : undefined)));
    await renderBasket();
    await choosePickup();
    const alert = page.getByRole('alert').filter({ hasText: fill('basketDeliveryNotSaved', { error: m.networkError }) });
    await expect.element(alert).toBeVisible();
    await expect.element(method()).toHaveDisplayValue(header('1'));
    fail = false;
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    await expect.poll(() => state.deliveryChoice?.id).toBe('1');
    await expect.element(alert).not.toBeInTheDocument();
  });

  it('a transport company needs the company and its terminal before sending', async () => {
    seedLines([1]);
    await renderBasket();
    await userEvent.click(sendButton());
    await expect.element(page.getByText(m.basketFormErrors)).toBeVisible();
    await expect.element(company()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(company()).toHaveAccessibleDescription(m.required);
    await expect.element(terminal()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(company()).toHaveFocus();
    expect(calls('order')).toHaveLength(0);
    await userEvent.selectOptions(company(), companies[1]!.header);
    await expect.element(company()).not.toHaveAttribute('aria-invalid');
  });

  it('a delivery address method needs the address', async () => {
    seedLines([1]);
    await renderBasket();
    await userEvent.selectOptions(method(), header('2'));
    await userEvent.click(sendButton());
    await expect.element(typedAddress()).toHaveAttribute('aria-invalid', 'true');
    expect(calls('order')).toHaveLength(0);
  });

  it('the delivery date: no weekends, not today, not more than a week ahead; typed or picked', async () => {
    seedLines([1]);
    await renderBasket();
    await choosePickup();
    let saturday = addDays(inPortalZone(), 1);
    while (saturday.getDay() !== 6) saturday = addDays(saturday, 1);
    for (const wrong of [formatDate(saturday), formatDate(inPortalZone()), formatDate(addDays(inPortalZone(), 9))]) {
      await userEvent.clear(dateField());
      await userEvent.type(dateField(), `${wrong}{Enter}`);
      await expect.element(dateField()).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(sendButton());
      expect(calls('order')).toHaveLength(0);
    }
    // The calendar: Monday first, weekends and out-of-range days can't be picked.
    await userEvent.click(page.getByRole('button', { name: 'Выбрать дату в календаре' }));
    const calendar = page.getByRole('dialog', { name: 'Выбор даты' });
    await expect.element(calendar).toBeVisible();
    // The calendar's code loads when it first opens.
    await expect.poll(() => calendar.element().querySelectorAll('thead th').length).toBe(7);
    const weekdays = [...calendar.element().querySelectorAll('thead th')].map((th) => th.textContent?.trim().toLowerCase());
    expect(weekdays[0]).toMatch(/^пн/);
    const first = firstDeliveryDate(inPortalZone());
    const day = (d: Date) => calendar.element().querySelector<HTMLElement>(`[data-day="${format(d, 'yyyy-MM-dd')}"]`)!;
    expect(day(saturday).querySelector('button')?.disabled ?? day(saturday).hasAttribute('data-disabled')).toBe(true);
    expect(day(inPortalZone()).querySelector('button')?.disabled ?? true).toBe(true);
    await userEvent.click(day(first).querySelector('button')!);
    await expect.element(dateField()).toHaveValue(formatDate(first));
    await expect.element(dateField()).not.toHaveAttribute('aria-invalid');
    expect(isWeekend(first)).toBe(false);
  });
});

describe('<Basket> sending the order', () => {
  it('sends contract, warehouse, delivery, date, invoicing type and comment; confirms with the number and a link to the order', async () => {
    // A customer's own account: the order goes to work.
    state.user = accounts.find((a) => a.login === 'owner')!.user;
    const goods = seedLines([2, 3]);
    const created: unknown[] = [];
    const onCreated = (e: Event) => created.push((e as CustomEvent).detail);
    document.addEventListener('b2b-order-created', onCreated);
    try {
      await renderBasket();
      await choosePickup();
      await userEvent.click(page.getByRole('radio', { name: m.basketAvailability3 }));
      await userEvent.type(page.getByRole('textbox', { name: m.basketComment }), 'Позвонить за час');
      await userEvent.click(sendButton());
      const done = page.getByRole('status').filter({ hasText: m.basketOrderDoneTitle });
      await expect.element(done).toBeVisible();
      const order = state.orders[0]!;
      await expect.element(done).toHaveTextContent(fill('basketOrderDone', { number: `З-2025-${order.id}` }));
      await expect.element(done).toHaveFocus();
      expect(order.request).toMatchObject({
        contract: 103,
        warehouse: 1,
        delivery: '1',
        date: formatDate(firstDeliveryDate(inPortalZone())),
        availability: 3,
        comment: 'Позвонить за час',
        key: expect.any(String),
      });
      expect(order.items.map((i) => [i.id, i.qnt])).toEqual(goods.map((p, i) => [p.id, i + 2]));
      expect(state.basket).toHaveLength(0);
      await expect.element(table()).not.toBeInTheDocument();
      await expect.element(page.getByRole('link', { name: m.basketToCatalog })).toBeVisible();
      // The order in the order history, found by its number whatever the period.
      const link = done.getByRole('link', { name: fill('basketOrderOpen', { number: `З-2025-${order.id}` }) });
      await expect.element(link).toHaveAttribute('href', `/orders/?numberOrder=${encodeURIComponent(`З-2025-${order.id}`)}`);
      expect(created).toEqual([{ id: order.id, number: `З-2025-${order.id}` }]);
    } finally {
      document.removeEventListener('b2b-order-created', onCreated);
    }
  });

  it('the demo user’s order is confirmed as a demo order, as the demo intro says, never «принят в работу»; with its link', async () => {
    seedLines([1]);
    expect(state.user?.isDemo).toBe(true);
    await renderBasket();
    await choosePickup();
    await userEvent.click(sendButton());
    const done = page.getByRole('status').filter({ hasText: m.basketDemoOrderDoneTitle });
    await expect.element(done).toBeVisible();
    const number = `З-2025-${state.orders[0]!.id}`;
    await expect.element(done).toHaveTextContent(fill('basketDemoOrderDone', { number }));
    expect(done.element().textContent).not.toContain(fill('basketOrderDone', { number }));
    await expect.element(done.getByRole('link', { name: fill('basketOrderOpen', { number }) })).toBeVisible();
  });

  it('sends a transport company with its terminal', async () => {
    seedLines([1]);
    await renderBasket();
    await userEvent.selectOptions(company(), companies[0]!.header);
    await userEvent.selectOptions(terminal(), companies[0]!.addresses[0]!.full_address);
    await userEvent.click(sendButton());
    await expect.poll(() => state.orders).toHaveLength(1);
    expect(state.orders[0]!.request).toMatchObject({ delivery: '3', company: 1, address: 11 });
    expect(state.orders[0]!.request).not.toHaveProperty('typeAddress');
  });

  it('a quantity still in its debounce goes out before the order', async () => {
    // The debounce's clock stands still: the 4 is still waiting when «Оформить» is pressed, however slow the machine.
    const clock = debounceClock();
    const [drill] = seedLines([1]);
    await renderBasket();
    await choosePickup();
    await userEvent.clear(quantity(drill!));
    await userEvent.type(quantity(drill!), '4');
    await userEvent.click(sendButton());
    await expect.poll(() => state.orders).toHaveLength(1);
    expect(state.orders[0]!.items[0]!.qnt).toBe(4);
    const order = sent().findIndex((r) => r.path.startsWith('/api/order'));
    const update = sent().findIndex((r) => r.path.startsWith('/api/processBasketUpdate'));
    expect(update).toBeGreaterThanOrEqual(0);
    expect(update).toBeLessThan(order);
    expect(clock.pending).toBe(0);
  });

  it('a failure says why and keeps everything; Повторить places the order once, with the same key', async () => {
    seedLines([1, 1]);
    let lose = true;
    worker.use(
      http.post('/api/order', async ({ request }) => {
        if (!lose) return undefined;
        lose = false;
        // The server placed it, but the reply never arrives.
        await fetch(request.clone());
        return HttpResponse.error();
      }),
    );
    await renderBasket();
    await choosePickup();
    await userEvent.type(page.getByRole('textbox', { name: m.basketComment }), 'Срочно');
    await userEvent.click(sendButton());
    const alert = page.getByRole('alert').filter({ hasText: m.networkError });
    await expect.element(alert).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: m.basketComment })).toHaveValue('Срочно');
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    // The fake's user is the demo one: its confirmation is the demo one.
    await expect.element(page.getByText(m.basketDemoOrderDoneTitle)).toBeVisible();
    expect(state.orders).toHaveLength(1);
    const keys = calls('order').map((r) => (r.body as { key: string }).key);
    expect(new Set(keys).size).toBe(1);
  });

  it('the server’s refusal of a stopped contract is shown as it says, and the basket stays', async () => {
    seedLines([1]);
    worker.use(
      http.post('/api/order', () =>
        HttpResponse.json({ status: 'error', message: `${m.stopOrdersTitle}: долг 10 000 ₽` }, { status: 409 }),
      ),
    );
    await renderBasket();
    await choosePickup();
    await userEvent.click(sendButton());
    await expect.element(page.getByRole('alert').filter({ hasText: `${m.stopOrdersTitle}: долг 10 000 ₽` })).toBeVisible();
    await expect.element(table()).toBeVisible();
    expect(state.basket).toHaveLength(1);
  });

  it('a double press sends one order', async () => {
    seedLines([1]);
    worker.use(http.post('/api/order', async () => {
      await sleep(300);
      return undefined;
    }));
    await renderBasket();
    await choosePickup();
    const button = sendButton().element() as HTMLButtonElement;
    button.click();
    button.click();
    await expect.element(page.getByText(m.basketDemoOrderDoneTitle)).toBeVisible();
    expect(calls('order')).toHaveLength(1);
    expect(state.orders).toHaveLength(1);
  });
});

describe('<Basket> saving a draft', () => {
  const draftDialog = () => page.getByRole('dialog', { name: m.basketDraftTitle });
  const nameField = () => draftDialog().getByRole('textbox', { name: m.basketDraftName });

  it('offers «Корзина от <date> <time>» and saves under the given name', async () => {
    seedLines([1, 2]);
    await renderBasket();
    await userEvent.click(page.getByRole('button', { name: m.basketDraftSave }));
    await expect.element(nameField()).toBeVisible();
    expect((nameField().element() as HTMLInputElement).value).toMatch(new RegExp(`^Корзина от ${formatDate(inPortalZone()).replace(/\./g, '\\.')} \\d{2}:\\d{2}$`));
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Объект на Ленинском');
    await userEvent.click(draftDialog().getByRole('button', { name: m.basketDraftSubmit }));
    await expect.element(draftDialog()).not.toBeInTheDocument();
    await expect.element(page.getByText(fill('basketDraftSaved', { name: 'Объект на Ленинском' }))).toBeVisible();
    expect(state.drafts.map((d) => [d.header, d.items.length])).toEqual([['Объект на Ленинском', 2]]);
  });

  it('an empty name is not saved (spec 5)', async () => {
    seedLines([1]);
    await renderBasket();
    await userEvent.click(page.getByRole('button', { name: m.basketDraftSave }));
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), '   {Enter}');
    await expect.element(nameField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(draftDialog().getByText(m.required)).toBeVisible();
    expect(calls('addToDraft')).toHaveLength(0);
  });

  it('a failure keeps the dialog and the name, with the reason', async () => {
    seedLines([1]);
    worker.use(http.post('/api/addToDraft', () => HttpResponse.json({ status: 'error', message: 'Слишком много черновиков' }, { status: 400 })));
    await renderBasket();
    await userEvent.click(page.getByRole('button', { name: m.basketDraftSave }));
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Мой черновик{Enter}');
    await expect.element(draftDialog().getByText('Слишком много черновиков')).toBeVisible();
    await expect.element(nameField()).toHaveValue('Мой черновик');
  });
});
