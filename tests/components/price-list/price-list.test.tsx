// <b2b-price-list>: opens from a legacy link, the spec 4 section rules
// (choose-all, the last section stays, all checked sets the flag), the request it
// sends, the link to the made file, and a failure shown in Russian with a retry.
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/price-list/element';
import { priceListFileName } from '../../../src/core/format';
import { defaultMessages as m } from '../../../src/core/messages';
import { CONTRACT_CLEAN, CONTRACT_DEBT, createHandlers, createState, type FakeState } from '../../../src/testing';
import { fakeServer } from '../support/fake-server';
import { held } from '../support/held';

const worker = fakeServer({ unhandled: 'bypass' });
let state: FakeState;
let sent: Record<string, unknown>[];

beforeAll(() => {
  worker.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/getPriceList/') void request.clone().json().then((b) => sent.push(b));
  });
});
beforeEach(() => {
  sent = [];
  state = createState({ selectedContract: CONTRACT_DEBT });
  worker.use(...createHandlers(state));
});

const dialog = () => page.getByRole('dialog', { name: m.priceListTitle });
const box = (name: string) => dialog().getByRole('checkbox', { name, exact: true });

async function openFromLink(attrs = 'link-only') {
  document.body.innerHTML = `<a href="#" id="opener" data-b2b-open="price-list">Скачать прайс-лист</a><b2b-price-list ${attrs}></b2b-price-list>`;
  await userEvent.click(document.querySelector('#opener')!);
  await expect.element(dialog()).toBeVisible();
  await expect.element(box('Крепёж')).toBeVisible();
}

describe('<b2b-price-list>', () => {
  it('opens from data-b2b-open with every section checked, the chosen contract preselected', async () => {
    await openFromLink();
    for (const name of [m.priceListAll, 'Инструмент', 'Крепёж', 'Спецодежда и СИЗ']) await expect.element(box(name)).toBeChecked();
    await expect.element(dialog().getByRole('combobox', { name: m.priceListContract })).toHaveValue(String(CONTRACT_DEBT));
  });

  it('unchecking leaves choose-all; the last section cannot be unchecked and says why; checking all sets the flag again', async () => {
    await openFromLink();
    await userEvent.click(box('Инструмент'));
    await expect.element(box(m.priceListAll)).not.toBeChecked();
    await userEvent.click(box('Крепёж'));
    await userEvent.click(box('Спецодежда и СИЗ'));
    await expect.element(box('Спецодежда и СИЗ')).toBeChecked();
    await expect.element(dialog().getByText(m.priceListLastCategory)).toBeVisible();
    // Refused again: the box still shows what the form counts (Preact used to leave it unchecked).
    await userEvent.click(box('Спецодежда и СИЗ'));
    await expect.element(dialog().getByText(m.priceListLastCategory)).toBeVisible();
    await expect.element(box('Спецодежда и СИЗ')).toBeChecked();
    // Choose-all while off checks everything.
    await userEvent.click(box(m.priceListAll));
    for (const name of ['Инструмент', 'Крепёж', 'Спецодежда и СИЗ']) await expect.element(box(name)).toBeChecked();
    await expect.element(dialog().getByText(m.priceListLastCategory)).not.toBeInTheDocument();
  });

  it('sends the contract, the sections and "only in stock", then shows the link to price_ZZ_{date}.xlsx and fires an event', async () => {
    const events: unknown[] = [];
    document.addEventListener('b2b-price-list-ready', (e) => events.push(e.detail), { once: true });
    await openFromLink();
    await userEvent.selectOptions(dialog().getByRole('combobox', { name: m.priceListContract }), String(CONTRACT_CLEAN));
    await userEvent.click(dialog().getByRole('checkbox', { name: m.priceListAvailable }));
    await userEvent.click(box('Инструмент'));
    await userEvent.click(dialog().getByRole('button', { name: m.priceListSubmit }));
    const file = priceListFileName();
    const link = dialog().getByRole('link', { name: file });
    await expect.element(link).toBeVisible();
    await expect.element(link).toHaveAttribute('href', `/files/u1/price/fake/${file}`);
    expect(sent).toEqual([{ categories: [1300, 1400], all: 0, available: 1, contract: CONTRACT_CLEAN }]);
    expect(events).toEqual([{ link: `/files/u1/price/fake/${file}`, file }]);
  });

  it('with every section checked asks for all of them with the all flag', async () => {
    await openFromLink();
    await userEvent.click(dialog().getByRole('button', { name: m.priceListSubmit }));
    await expect.element(dialog().getByText(m.priceListReady)).toBeVisible();
    expect(sent).toEqual([{ categories: [], all: 1, available: 0, contract: CONTRACT_DEBT }]);
  });

  it('shows the making state, then a failure in Russian; «Повторить» makes it', async () => {
    let calls = 0;
    // The first reply waits until the test has seen the making state.
    const first = held();
    worker.use(
      http.post('/api/getPriceList', () => {
        calls++;
        return calls === 1 ? first.hold(() => HttpResponse.json({ status: 'error', message: 'Склад недоступен' }, { status: 503 })) : undefined;
      }),
    );
    await openFromLink();
    await userEvent.click(dialog().getByRole('button', { name: m.priceListSubmit }));
    await expect.element(dialog().getByText(m.priceListMaking)).toBeVisible();
    first.release();
    const alert = dialog().getByRole('alert');
    await expect.element(alert).toHaveTextContent(m.priceListFailed.replace('{error}', 'Склад недоступен'));
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    await expect.element(dialog().getByText(m.priceListReady)).toBeVisible();
    expect(calls).toBe(2);
  });

  it('the sections failing to load offer a retry', async () => {
    let calls = 0;
    worker.use(
      http.get('/api/rootCategories', () => {
        calls++;
        // 501: a server failure, which asking again can help (a refusal offers no «Повторить»).
        return calls === 1 ? HttpResponse.json({ status: 'error', message: 'Нет связи с каталогом' }, { status: 501 }) : undefined;
      }),
    );
    document.body.innerHTML = `<b2b-price-list link-only></b2b-price-list>`;
    document.querySelector('b2b-price-list')!.show();
    await expect.element(dialog().getByText(m.priceListCategoriesFailed.replace('{error}', 'Нет связи с каталогом'))).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: m.retry }));
    await expect.element(box('Крепёж')).toBeChecked();
  });
});
