/**
 * The complaint lives in the `recl` cookie (path /, JSON of id -> quantity) so
 * the legacy form and the widget read the same complaint: round trip, reload,
 * removal, a corrupted or foreign value, a cookie changed behind our back.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import type { ComplaintsMap } from '../../../src/core/complaints-cookie';
import { cookieMap, ctx, product, productLoads, renderComplaints, setRawCookie, setupComplaintsHarness, worker } from './harness';

setupComplaintsHarness();

const field = () => page.getByRole('combobox', { name: m.complaintsSearchLabel });
const quantityOf = (header: string) =>
  page.getByRole('textbox', { name: m.complaintsQuantityLabel.replace('{header}', header) });
const removeButton = (header: string) => page.getByRole('button', { name: m.complaintsRemoveLabel.replace('{header}', header) });

async function choose(keyword: string, header: string) {
  await userEvent.fill(field(), keyword);
  await page.getByRole('option', { name: new RegExp(header) }).click();
}

describe('<ComplaintsSearch> cookie', () => {
  it('round trip: two products with quantities go to the cookie and come back after a reload', async () => {
    const drill = product(ctx.state, 'ФР-00101');
    const bolt = product(ctx.state, 'ФР-00117');
    const seen: ComplaintsMap[] = [];
    const first = await renderComplaints({ onChange: (map) => seen.push(map) });
    await choose('Дрель', drill.header);
    await quantityOf(drill.header).fill('3');
    await choose('М8х40', bolt.header);
    await quantityOf(bolt.header).fill('25');

    expect(cookieMap()).toEqual({ [drill.id]: 3, [bolt.id]: 25 });
    expect(document.cookie).toContain(`recl=${encodeURIComponent(JSON.stringify({ [drill.id]: 3, [bolt.id]: 25 }))}`);
    expect(seen.at(-1)).toEqual({ [drill.id]: 3, [bolt.id]: 25 });
    expect(seen).toHaveLength(4);
    // Chosen from the suggestions: the names were known, nothing was fetched.
    expect(productLoads()).toHaveLength(0);

    await first.unmount();
    await renderComplaints();
    await expect.element(quantityOf(drill.header)).toHaveValue('3');
    await expect.element(quantityOf(bolt.header)).toHaveValue('25');
    await expect.element(page.getByRole('cell', { name: bolt.articul })).toBeVisible();
    // The cookie holds ids only: the headers came from GET /api/product/{id}/.
    expect(productLoads().map((r) => r.path).sort()).toEqual([`/api/product/${drill.id}/`, `/api/product/${bolt.id}/`].sort());
  });

  it('removing lines updates the cookie, moves focus sensibly, and the last one removes the cookie', async () => {
    const a = product(ctx.state, 'ФР-00104');
    const b = product(ctx.state, 'ФР-00107');
    setRawCookie('recl', encodeURIComponent(JSON.stringify({ [a.id]: 2, [b.id]: 5 })));
    const seen: ComplaintsMap[] = [];
    await renderComplaints({ onChange: (map) => seen.push(map) });
    await expect.element(quantityOf(a.header)).toHaveValue('2');

    await removeButton(a.header).click();
    await expect.element(quantityOf(a.header)).not.toBeInTheDocument();
    await expect.element(removeButton(b.header)).toHaveFocus();
    await expect.element(page.getByRole('status').filter({ hasText: a.header })).toHaveTextContent(m.complaintsRemoved.replace('{header}', a.header));
    expect(cookieMap()).toEqual({ [b.id]: 5 });

    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText(m.complaintsEmpty)).toBeVisible();
    await expect.element(field()).toHaveFocus();
    expect(cookieMap()).toBeUndefined();
    expect(seen).toEqual([{ [b.id]: 5 }, {}]);
  });

  it.each([
    ['not JSON', '%7Bnot%20json'],
    ['a JSON array', encodeURIComponent('[1001,2]')],
    ['text quantities', encodeURIComponent('{"1001":"два"}')],
    ['a bare word', 'hello'],
    ['broken percent-encoding', '%E0%A4%A'],
  ])('a corrupted cookie (%s) is ignored with a warning, and replaced on the first change', async (_what, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    setRawCookie('recl', raw);
    await renderComplaints();
    await expect.element(page.getByText(m.complaintsEmpty)).toBeVisible();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"recl"'));
    expect(error).not.toHaveBeenCalled();
    expect(page.getByRole('alert').elements()).toHaveLength(0);

    const helmet = product(ctx.state, 'ФР-00128');
    await choose('Каска', helmet.header);
    expect(cookieMap()).toEqual({ [helmet.id]: 1 });
  });

  it('reads and writes the cookie named by cookieName, leaving recl alone', async () => {
    const p = product(ctx.state, 'ФР-00113');
    setRawCookie('recl', encodeURIComponent('{"1001":9}'));
    setRawCookie('my_recl', encodeURIComponent(JSON.stringify({ [p.id]: 7 })));
    await renderComplaints({ cookieName: 'my_recl' });
    await expect.element(quantityOf(p.header)).toHaveValue('7');
    await quantityOf(p.header).fill('8');
    expect(cookieMap('my_recl')).toEqual({ [p.id]: 8 });
    expect(cookieMap('recl')).toEqual({ 1001: 9 });
  });

  it('a product the server no longer has says so and can still be removed', async () => {
    setRawCookie('recl', encodeURIComponent('{"999999":2}'));
    await renderComplaints();
    await expect.element(page.getByRole('alert')).toHaveTextContent(m.complaintsProductMissing.replace('{id}', '999999'));
    await page.getByRole('button', { name: m.complaintsRemoveLabel.replace('{header}', 'товар № 999999') }).click();
    expect(cookieMap()).toBeUndefined();
  });

  it('a header that failed to load shows the error in Russian with a retry', async () => {
    const p = product(ctx.state, 'ФР-00120');
    let fail = true;
    worker.use(
      // 501: a server failure, which asking again can help (a refusal offers no «Повторить»).
      http.get('/api/product/:id', () => (fail ? HttpResponse.json({ status: 'error', message: 'Склад недоступен' }, { status: 501 }) : undefined)),
    );
    setRawCookie('recl', encodeURIComponent(JSON.stringify({ [p.id]: 3 })));
    await renderComplaints();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Склад недоступен');
    // The quantity is kept (and still editable) while the name is missing.
    await expect.element(quantityOf(`товар № ${p.id}`)).toHaveValue('3');
    fail = false;
    await page.getByRole('button', { name: m.retry }).click();
    await expect.element(page.getByRole('cell', { name: p.header, exact: true })).toBeVisible();
    await expect.element(quantityOf(p.header)).toHaveValue('3');
    expect(cookieMap()).toEqual({ [p.id]: 3 });
  });

  it('takes over a cookie changed by the legacy page when the window regains focus, and never overwrites it with an old copy', async () => {
    const a = product(ctx.state, 'ФР-00109');
    const b = product(ctx.state, 'ФР-00110');
    const c = product(ctx.state, 'ФР-00127');
    setRawCookie('recl', encodeURIComponent(JSON.stringify({ [a.id]: 1 })));
    await renderComplaints();
    await expect.element(quantityOf(a.header)).toHaveValue('1');

    // A legacy script adds b; the tab regains focus.
    setRawCookie('recl', encodeURIComponent(JSON.stringify({ [a.id]: 1, [b.id]: 6 })));
    window.dispatchEvent(new Event('focus'));
    await expect.element(quantityOf(b.header)).toHaveValue('6');

    // Changed again without a focus event: the next edit here starts from the cookie, not from our copy.
    setRawCookie('recl', encodeURIComponent(JSON.stringify({ [a.id]: 2, [b.id]: 6, [c.id]: 4 })));
    await choose('Очки', c.header);
    expect(cookieMap()).toEqual({ [a.id]: 2, [b.id]: 6, [c.id]: 4 });
    await expect.element(quantityOf(a.header)).toHaveValue('2');
    await expect.element(quantityOf(c.header)).toHaveValue('4');
  });
});
