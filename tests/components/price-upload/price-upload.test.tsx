// <b2b-price-upload>: a file with the upload's real progress, pasted
// lines, every line status in the result, only the chosen lines added on
// confirm (the basket store re-reads), refusals and failures with a retry.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/price-upload/element';
import { getBasketStore } from 'b2b-widgets/internal';
import { PRICE_UPLOAD_MAX_BYTES } from '../../../src/core/constants';
import { formatFileSize } from '../../../src/core/format';
import { defaultMessages as m } from '../../../src/core/messages';
import { createHandlers, createState, type FakeState } from '../../../src/testing';
import { installSlowUpload, type SlowUpload } from '../registration/slow-upload';
import { fakeServer } from '../support/fake-server';
import { fill } from '../../../src/core/messages/fill';
import { pickFile } from '../support/pick-file';

const worker = fakeServer({ unhandled: 'bypass' });
let state: FakeState;
let added: unknown[];
let slow: SlowUpload | undefined;

beforeAll(() => {
  worker.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/addCartFromPricelist/') void request.clone().json().then((b) => added.push(b));
  });
});
beforeEach(() => {
  added = [];
  state = createState({ basket: [] });
  worker.use(...createHandlers(state));
});
afterEach(() => {
  slow?.restore();
  slow = undefined;
});

const dialog = () => page.getByRole('dialog');

/** Every status at once (fixtures: ФР-00101 has 12 in stock, ФР-00106 has 3, ФР-00126 is sold by size). */
const EVERY_STATUS = ['ФР-00101\t2', 'фр 00104\t1', 'ФР-00106\t5', 'НЕТ-00000\t1', 'ФР-00126\t2', 'ФР-00107\t0', 'ФP-00101\t1'].join('\n');

async function openFromLink() {
  document.body.innerHTML = `<a href="#" id="opener" data-b2b-open="price-upload">Загрузить заказ из файла</a><b2b-price-upload cart-url=""></b2b-price-upload>`;
  await userEvent.click(document.querySelector('#opener')!);
  await expect.element(dialog()).toBeVisible();
}

async function paste(text: string) {
  await userEvent.click(dialog().getByRole('radio', { name: m.priceUploadModeText }));
  await userEvent.fill(dialog().getByRole('textbox', { name: m.priceUploadText }), text);
  await userEvent.click(dialog().getByRole('button', { name: m.priceUploadSubmit }));
}

/** The result's row of a line (lines are numbered from 1 in these tests, row 0 is the header). */
const row = (line: number) => dialog().getByRole('row').nth(line);

describe('<b2b-price-upload>', () => {
  it('pasted lines come back with every status; only found lines are chosen at first', async () => {
    await openFromLink();
    await paste(EVERY_STATUS);
    await expect.element(dialog().getByText(fill(m.priceUploadSummary, { total: 7, ready: 3, problems: 3 }))).toBeVisible();
    await expect.element(row(1)).toHaveTextContent(m.priceLineFound);
    await expect.element(row(1)).toHaveTextContent(fill(m.priceLineSummedOne, { lines: '7' }));
    await expect.element(row(2)).toHaveTextContent(fill(m.priceLineMatchedAs, { articul: 'ФР-00104' }));
    await expect.element(row(3)).toHaveTextContent(fill(m.priceLineShortText, { available: 3, qnt: 5 }));
    await expect.element(row(4)).toHaveTextContent(fill(m.priceLineUnknownText, { code: 'НЕТ-00000' }));
    await expect.element(row(5)).toHaveTextContent(m.priceLineAmbiguous);
    await expect.element(row(6)).toHaveTextContent(fill(m.priceLineBadQuantityText, { qnt: '0' }));
    await expect.element(row(7)).toHaveTextContent(fill(m.priceLineDuplicateText, { line: 1 }));
    expect(state.basket).toEqual([]);
  });

  it('confirm adds only the chosen lines, in one call, and the basket store re-reads', async () => {
    const events: unknown[] = [];
    document.addEventListener('b2b-price-upload-added', (e) => events.push(e.detail), { once: true });
    await openFromLink();
    await paste(EVERY_STATUS);
    // Leave out the found line 2; keep the shortage out; pick size L for the gloves.
    await userEvent.click(row(2).getByRole('checkbox'));
    await userEvent.click(row(3).getByRole('radio', { name: m.priceLineLeaveOut }));
    await userEvent.selectOptions(row(5).getByRole('combobox'), '5002');
    const confirm = dialog().getByRole('button', { name: fill(m.priceUploadConfirm, { n: 2 }) });
    await userEvent.click(confirm);
    await expect.poll(() => events).toEqual([{ added: 2, count: 2 }]);
    expect(added).toEqual([{ cartList: { 1001: 3, 5002: 2 } }]);
    expect(state.basket.map((i) => [i.id, i.qnt])).toEqual([
      [1001, 3],
      [5002, 2],
    ]);
    await expect.poll(() => getBasketStore().getState().count.products).toBe(2);
  });

  it('a shortage line can take what there is', async () => {
    await openFromLink();
    await paste('ФР-00106\t5');
    await expect.element(row(1).getByRole('radio', { name: fill(m.priceLineTakeAvailable, { available: 3 }) })).toBeChecked();
    await userEvent.click(dialog().getByRole('button', { name: fill(m.priceUploadConfirm, { n: 1 }) }));
    await expect.poll(() => added).toEqual([{ cartList: { 1006: 3 } }]);
  });

  it('a file goes up as multipart with its progress in % from the upload events, and its lines are shown', async () => {
    await openFromLink();
    const file = new File(['Артикул;Количество\nФР-00101;2\n'], 'zakaz.csv', { type: 'text/csv' });
    await userEvent.upload(dialog().getByLabelText(m.priceUploadFile), file);
    slow = installSlowUpload();
    await userEvent.click(dialog().getByRole('button', { name: m.priceUploadSubmit }));
    await expect.poll(() => slow!.sent.length).toBe(1);
    expect(slow.sent[0]!.url).toBe('/api/uploadsFromFile/');
    expect((slow.sent[0]!.body.get('file') as File).name).toBe('zakaz.csv');
    const bar = dialog().getByRole('progressbar');
    for (const [loaded, shown] of [
      [300, '30'],
      [1000, '100'],
    ] as const) {
      slow.progress(loaded, 1000);
      await expect.element(bar).toHaveAttribute('aria-valuenow', shown);
      await expect.element(bar).toHaveTextContent(`${shown}%`);
    }
    const item = { id: 1001, type: 'products', articul: 'ФР-00101', header: 'Дрель ударная 750 Вт', params: '', price: 4590, price_rrc: 5737, stock: 12, step: 1 };
    slow.reply(200, { status: 'success', contract: 103, wms: 1, lines: [{ line: 2, code: 'ФР-00101', qntText: '2', qnt: 2, status: 'found', item, candidates: [], available: null, summed: [], into: null, rounded: false, how: 'exact' }] });
    await expect.element(dialog().getByText(fill(m.priceUploadSummary, { total: 1, ready: 1, problems: 0 }))).toBeVisible();
    await expect.element(row(1)).toHaveTextContent('Дрель ударная 750 Вт');
  });

  it('refuses a wrong type and a file over the limit before sending, in Russian', async () => {
    await openFromLink();
    const input = dialog().getByLabelText(m.priceUploadFile);
    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    await expect.element(dialog().getByText('photo.png', { exact: false }).first()).toBeVisible();
    const big = new File([new Uint8Array(PRICE_UPLOAD_MAX_BYTES + 1)], 'big.csv', { type: 'text/csv' });
    await pickFile(input, big);
    await userEvent.click(dialog().getByRole('button', { name: m.priceUploadSubmit }));
    await expect
      .element(dialog().getByText(fill(m.priceUploadTooLarge, { name: 'big.csv', size: formatFileSize(big.size), limit: formatFileSize(PRICE_UPLOAD_MAX_BYTES) })))
      .toBeVisible();
  });

  it('a failed upload shows the server text without its HTTP status; «Повторить» sends again', async () => {
    let calls = 0;
    worker.use(
      http.post('/api/uploadsFromBuffer', () => {
        calls++;
        return calls === 1 ? HttpResponse.json({ status: 'error', message: 'Сервис занят' }, { status: 503 }) : undefined;
      }),
    );
    await openFromLink();
    await paste('ФР-00101 1');
    const alert = dialog().getByRole('alert');
    await expect.element(alert).toHaveTextContent(fill(m.priceUploadFailed, { error: 'Сервис занят' }));
    expect(alert.element().textContent).not.toContain('503');
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    await expect.element(row(1)).toHaveTextContent(m.priceLineFound);
  });

  it('a refused add keeps the result and the basket, with no «Повторить»; the add button adds', async () => {
    let calls = 0;
    worker.use(
      http.post('/api/addCartFromPricelist', () => {
        calls++;
        return calls === 1 ? HttpResponse.json({ status: 'error', code: 'shortage', message: m.stockShortage, id: 1001, available: 1 }, { status: 409 }) : undefined;
      }),
    );
    await openFromLink();
    await paste('ФР-00101 1');
    await userEvent.click(dialog().getByRole('button', { name: fill(m.priceUploadConfirm, { n: 1 }) }));
    const alert = dialog().getByRole('alert');
    await expect.element(alert).toHaveTextContent(fill(m.priceUploadAddFailed, { error: m.stockShortage }));
    expect(state.basket).toEqual([]);
    // A refusal: the same request would get the same answer, so no «Повторить»; the buyer may add again.
    await expect.element(alert.getByRole('button', { name: m.retry })).not.toBeInTheDocument();
    await userEvent.click(dialog().getByRole('button', { name: fill(m.priceUploadConfirm, { n: 1 }) }));
    await expect.poll(() => state.basket.length).toBe(1);
  });
});
