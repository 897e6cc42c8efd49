/**
 * The complaints autocomplete: GET /search/?keyword=&simple=1 from
 * 2 characters (the generic autocomplete starts at 1), 300 ms after the last
 * keystroke, superseded requests aborted, Escape closes, keyboard and mouse choose.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_MIN_CHARS, COMPLAINTS_AUTOCOMPLETE_MIN_CHARS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { uiMessages } from '../../../src/ui/ui-messages';
import { debounceClock } from '../support/clocks';
import { held } from '../support/held';
import { cookieMap, ctx, product, renderComplaints, searches, setupComplaintsHarness, worker } from './harness';

setupComplaintsHarness();

const field = () => page.getByRole('combobox', { name: m.complaintsSearchLabel });

describe('<ComplaintsSearch> search', () => {
  it('needs 2 characters, not the generic 1, and waits 300 ms after the last keystroke', async () => {
    expect(COMPLAINTS_AUTOCOMPLETE_MIN_CHARS).toBe(2);
    expect(AUTOCOMPLETE_MIN_CHARS).toBe(1);
    await renderComplaints();
    await expect.element(field()).toHaveAccessibleDescription(m.complaintsSearchHintFew.replace('{n}', '2'));

    // The search's debounce on a clock the test moves: only the quiet after the last key counts.
    const clock = debounceClock();
    await userEvent.type(field(), 'Б');
    await clock.advance(AUTOCOMPLETE_DELAY_MS);
    expect(searches()).toHaveLength(0);
    expect(field().element().getAttribute('aria-expanded')).toBe('false');

    await userEvent.type(field(), 'о');
    await clock.advance(AUTOCOMPLETE_DELAY_MS - 1);
    expect(searches()).toHaveLength(0);
    await clock.advance(1);
    await expect.poll(() => searches().length).toBe(1);
    const [sent] = searches();
    expect(sent!.query.get('keyword')).toBe('Бо');
    expect(sent!.query.get('simple')).toBe('1');

    const bolt = product(ctx.state, 'ФР-00116');
    await expect.element(page.getByRole('option', { name: new RegExp(bolt.header) })).toBeVisible();
    await expect.element(field()).toHaveAttribute('aria-expanded', 'true');
  });

  it('searches again only after the text is back to 2 characters', async () => {
    const clock = debounceClock();
    await renderComplaints();
    await userEvent.type(field(), 'Бол');
    await clock.advance(AUTOCOMPLETE_DELAY_MS);
    await expect.poll(() => searches().length).toBe(1);
    await userEvent.fill(field(), 'Б');
    await expect.element(page.getByRole('option').first()).not.toBeInTheDocument();
    await clock.advance(AUTOCOMPLETE_DELAY_MS);
    expect(searches()).toHaveLength(1);
    await userEvent.type(field(), 'о');
    await clock.advance(AUTOCOMPLETE_DELAY_MS);
    await expect.poll(() => searches().length).toBe(2);
    expect(searches()[1]!.query.get('keyword')).toBe('Бо');
  });

  it('aborts a superseded request and never shows its late reply', async () => {
    // The first keyword answers only after the second has been shown.
    const late = held();
    worker.use(
      http.get('/search/', async ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword');
        if (keyword === 'Бо') {
          return late.hold(() => HttpResponse.json({ products: [{ id: 1, articul: 'СТАРЫЙ-1', header: 'Устаревший ответ' }] }));
        }
        return HttpResponse.json({ products: [{ id: 1017, articul: 'ФР-00117', header: 'Болт М8х40 DIN 933, 50 шт.' }] });
      }),
    );
    await renderComplaints();
    await userEvent.type(field(), 'Бо');
    await expect.poll(() => searches().length).toBe(1);
    await userEvent.type(field(), 'л');
    await expect.poll(() => searches().length).toBe(2);
    expect(searches()[0]!.signal?.aborted).toBe(true);
    expect(searches()[1]!.signal?.aborted).toBe(false);
    await expect.element(page.getByRole('option', { name: /Болт М8х40/ })).toBeVisible();
    await late.answered();
    expect(page.getByText('Устаревший ответ').elements()).toHaveLength(0);
    await expect.element(page.getByRole('option', { name: /Болт М8х40/ })).toBeVisible();
  });

  it('chooses with the keyboard, then puts focus on the new quantity', async () => {
    await renderComplaints();
    await userEvent.type(field(), 'ФР-0012');
    const first = page.getByRole('option').first();
    await expect.element(first).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = page.getByRole('option').nth(1);
    await expect.element(second).toHaveAttribute('aria-selected', 'true');
    const chosen = product(ctx.state, 'ФР-00121');
    await expect.element(second).toHaveTextContent(chosen.header);
    await userEvent.keyboard('{Enter}');

    const qty = page.getByRole('textbox', { name: m.complaintsQuantityLabel.replace('{header}', chosen.header) });
    await expect.element(qty).toHaveValue('1');
    await expect.element(qty).toHaveFocus();
    await expect.element(page.getByRole('cell', { name: chosen.articul })).toBeVisible();
    await expect.element(field()).toHaveValue('');
    expect(cookieMap()).toEqual({ [chosen.id]: 1 });
    await expect.element(page.getByRole('status').filter({ hasText: chosen.header })).toHaveTextContent(
      m.complaintsAdded.replace('{header}', chosen.header),
    );
  });

  it('chooses with the mouse', async () => {
    await renderComplaints();
    await userEvent.type(field(), 'каска');
    const helmet = product(ctx.state, 'ФР-00128');
    await page.getByRole('option', { name: new RegExp(helmet.header) }).click();
    await expect.element(page.getByRole('row', { name: new RegExp(helmet.header) })).toBeVisible();
    expect(cookieMap()).toEqual({ [helmet.id]: 1 });
  });

  it('Escape closes the suggestions and keeps the text', async () => {
    await renderComplaints();
    await userEvent.type(field(), 'Гайка');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(field()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(field()).toHaveValue('Гайка');
    expect(cookieMap()).toBeUndefined();
  });

  it('a product chosen twice stays one line and is marked in the suggestions', async () => {
    await renderComplaints();
    const nut = product(ctx.state, 'ФР-00118');
    for (let i = 0; i < 2; i++) {
      await userEvent.type(field(), 'ФР-00118');
      const option = page.getByRole('option', { name: new RegExp(nut.header) });
      if (i === 1) await expect.element(option).toHaveTextContent(m.complaintsInList);
      await option.click();
    }
    await expect.element(page.getByRole('status').filter({ hasText: m.complaintsAlreadyListed.replace('{header}', nut.header) })).toBeInTheDocument();
    expect(page.getByRole('row').elements()).toHaveLength(2); // header row + one line
    expect(cookieMap()).toEqual({ [nut.id]: 1 });
  });

  it('says so when nothing is found, and when the search fails', async () => {
    await renderComplaints();
    await userEvent.type(field(), 'яяяя');
    await expect.element(page.getByText(m.complaintsNoMatch).first()).toBeInTheDocument();
    worker.use(http.get('/search/', () => HttpResponse.json({ status: 'error', message: 'Сбой' }, { status: 500 })));
    await userEvent.type(field(), 'я');
    await expect.element(page.getByRole('status').filter({ hasText: uiMessages.optionsFailed }), { timeout: 5000 }).toBeInTheDocument();
  });
});
