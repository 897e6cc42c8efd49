import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { AUTOCOMPLETE_DELAY_MS } from '../../../src/core/constants';
import { formatPrice } from '../../../src/core/format';
import { defaultMessages as m } from '../../../src/core/messages';
import { CONTRACT_CLEAN, CONTRACT_DEBT, products } from '../../../src/testing';
import { debounceClock } from '../support/clocks';
import { held } from '../support/held';
import { calls, ctx, renderFastOrder, setupFastOrderHarness, worker } from './harness';

setupFastOrderHarness();

const drill = products.find((p) => p.articul === 'ФР-00101')!;
const saw = products.find((p) => p.articul === 'ФР-00106')!;
// toHaveTextContent folds whitespace, the no-break spaces included: match any space.
const priceText = (n: number) => new RegExp(`${formatPrice(n).replace(/\u00A0/g, '\\s')}\\s₽`);

describe('<FastOrder> code search', () => {
  it('suggests by code with articul, header, the contract price and stock in the chosen warehouse', async () => {
    const screen = await renderFastOrder();
    await userEvent.type(screen.getByRole('combobox', { name: m.fastOrderCodeLabel }), 'ФР-00101');
    const option = screen.getByRole('option', { name: new RegExp(drill.articul) });
    await expect.element(option).toBeVisible();
    await expect.element(option).toHaveTextContent(drill.header);
    await expect.element(option).toHaveTextContent(priceText(drill.price));
    const stock = drill.stocks.find((s) => s.wms_id === 1)!.quantity;
    await expect.element(option).toHaveTextContent(m.fastOrderStock.replace('{n}', String(stock)));
    const [search] = calls('search');
    expect(search!.query.get('keyword')).toBe('ФР-00101');
    expect(search!.query.get('contract')).toBe(String(CONTRACT_CLEAN));
    expect(search!.query.get('wms')).toBe('1');
  });

  it('formats prices: grouped thousands and the kopecks', async () => {
    const screen = await renderFastOrder();
    await userEvent.type(screen.getByRole('combobox', { name: m.fastOrderCodeLabel }), 'ФР-00103');
    await expect.element(screen.getByRole('option', { name: /ФР-00103/ })).toHaveTextContent(/15\s490,50\s₽/);
  });

  it('shows stock of the warehouse given by the attribute, and says when there is none', async () => {
    const screen = await renderFastOrder({ warehouse: 3 });
    await userEvent.type(screen.getByRole('combobox', { name: m.fastOrderCodeLabel }), saw.articul);
    // ФР-00106 has 3 in warehouse 1 and none in 3.
    await expect.element(screen.getByRole('option', { name: new RegExp(saw.articul) })).toHaveTextContent(m.fastOrderNoStock);
    expect(calls('search')[0]!.query.get('wms')).toBe('3');
  });

  it('sends the contract of the contract attribute', async () => {
    const screen = await renderFastOrder({ contract: CONTRACT_DEBT });
    await userEvent.type(screen.getByRole('combobox', { name: m.fastOrderCodeLabel }), 'ФР');
    await expect.element(screen.getByRole('option').first()).toBeVisible();
    expect(calls('search')[0]!.query.get('contract')).toBe(String(CONTRACT_DEBT));
  });

  it('says so in Russian when nothing matches', async () => {
    const screen = await renderFastOrder();
    await userEvent.type(screen.getByRole('combobox', { name: m.fastOrderCodeLabel }), 'ЯЯЯ-404');
    await expect.element(screen.getByText(m.fastOrderNoMatch).first()).toBeVisible();
    await expect.element(screen.getByRole('option')).not.toBeInTheDocument();
  });

  it('does not search for an empty keyword', async () => {
    const screen = await renderFastOrder();
    const field = screen.getByRole('combobox', { name: m.fastOrderCodeLabel });
    const clock = debounceClock();
    await userEvent.type(field, '   ');
    await userEvent.clear(field);
    await clock.advance(AUTOCOMPLETE_DELAY_MS);
    expect(calls('search')).toHaveLength(0);
  });

  it('typing fast sends one search per 300 ms pause', async () => {
    // Keys typed within the delay of each other, however slow the machine: the debounce's clock is the test's.
    const clock = debounceClock();
    const screen = await renderFastOrder();
    const field = screen.getByRole('combobox', { name: m.fastOrderCodeLabel });
    await userEvent.type(field, 'ФР-001');
    await clock.advance(AUTOCOMPLETE_DELAY_MS);
    await expect.element(screen.getByRole('option').first()).toBeVisible();
    expect(calls('search').map((c) => c.query.get('keyword'))).toEqual(['ФР-001']);
    await userEvent.type(field, '2');
    await clock.advance(AUTOCOMPLETE_DELAY_MS);
    await expect.element(screen.getByRole('option', { name: /ФР-00120/ })).toBeVisible();
    expect(calls('search').map((c) => c.query.get('keyword'))).toEqual(['ФР-001', 'ФР-0012']);
  });

  it('never renders a stale reply: a slow answer for an older keyword is dropped', async () => {
    // The first keyword answers only after the second has been shown.
    const late = held();
    worker.use(
      http.get('/api/search', async ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword');
        if (keyword === 'ФР-0011') {
          return late.hold(() => HttpResponse.json({ products: products.filter((p) => p.articul.startsWith('ФР-0011')) }));
        }
        return undefined; // fall through to the fake server
      }),
    );
    const screen = await renderFastOrder();
    const field = screen.getByRole('combobox', { name: m.fastOrderCodeLabel });
    await userEvent.type(field, 'ФР-0011');
    await expect.poll(() => calls('search')).toHaveLength(1); // the slow request is on its way
    await userEvent.type(field, '7');
    await expect.element(screen.getByRole('option', { name: /ФР-00117/ })).toBeVisible();
    await late.answered();
    expect(screen.getByRole('option', { name: /ФР-00110/ }).elements()).toHaveLength(0);
    await expect.element(screen.getByRole('option')).toHaveLength(1);
  });

  it('keyboard: arrows move, Enter chooses, Escape closes the list', async () => {
    const screen = await renderFastOrder();
    const field = screen.getByRole('combobox', { name: m.fastOrderCodeLabel });
    await userEvent.keyboard('{Tab}');
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard('ФР-0010');
    await expect.element(screen.getByRole('option').first()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(field).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('option').nth(1);
    await expect.element(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(field).toHaveValue('ФР-00102');
    await expect.element(screen.getByText(/Выбран товар: ФР-00102/)).toBeVisible();
  });

  it('mouse: a click on a suggestion chooses it', async () => {
    const screen = await renderFastOrder();
    await userEvent.type(screen.getByRole('combobox', { name: m.fastOrderCodeLabel }), 'ФР-0010');
    await userEvent.click(screen.getByRole('option', { name: /ФР-00104/ }));
    await expect.element(screen.getByRole('combobox', { name: m.fastOrderCodeLabel })).toHaveValue('ФР-00104');
  });

  it('lists the variants of a product typed in full', async () => {
    const screen = await renderFastOrder();
    await userEvent.type(screen.getByRole('combobox', { name: m.fastOrderCodeLabel }), 'ФР-00126');
    await expect.element(screen.getByRole('option', { name: /ФР-00126-L.*Размер L/ })).toBeVisible();
    expect(ctx.state.products.length).toBeGreaterThan(0);
  });
});
