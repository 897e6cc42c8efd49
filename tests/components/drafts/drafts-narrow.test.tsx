// <Drafts> on a phone: in a box of a phone's width each draft is a card
// (drafts-cards.css.ts over the table's cards) with nothing to scroll
// sideways: its name (a long one wrapped between its words), when it was put
// aside, its lines and sum, each named, the contract, then «Повторить»,
// «Переименовать» and «Удалить», inside the card and whole. The table keeps
// its roles and names.
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Drafts } from 'b2b-widgets/drafts';
import { defaultMessages as m } from '../../../src/core/messages';
import { fill } from '../../../src/core/messages/fill';
import { createDraftHandlers, createDrafts, createHandlers, createState, type FakeDrafts } from '../../../src/testing';
import { fakeServer } from '../support/fake-server';
import { expectCard, expectFitsBox, PHONE_BOXES, renderInBox } from '../support/phone-cards';

const worker = fakeServer();
let fake: FakeDrafts;

/** Words of up to 14 letters, the name far wider than a phone's card. */
const LONG_NAME = 'Ежемесячный заказ крепежа для строительного объекта на Ленинском проспекте';

beforeEach(() => {
  const state = createState();
  fake = createDrafts(state, 5);
  fake.drafts[0]!.header = LONG_NAME;
  worker.use(...createDraftHandlers(state, fake), ...createHandlers(state));
});

type Draft = FakeDrafts['drafts'][number];
const table = () => page.getByRole('table', { name: m.draftsCaption });
const label = (d: Draft) => d.header || fill(m.basketDraftDefault, { date: d.date, time: d.time });
/** The draft's row: its name cell is named by the button that opens it. */
const row = (d: Draft) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: fill(m.draftsOpenLabel, { name: label(d) }), exact: true }) });
const root = () => document.querySelector<HTMLElement>('.b2b-drafts')!;

describe('<Drafts> on a phone: each draft a card', () => {
  it.each(PHONE_BOXES)('in a %i px box: nothing scrolls sideways; each card shows its name and buttons whole', async (width) => {
    renderInBox(<Drafts />, width);
    await expect.element(row(fake.drafts[0]!)).toBeVisible();
    expect(table().getByRole('row').elements()).toHaveLength(fake.drafts.length + 1);
    expectFitsBox(root());
    for (const d of fake.drafts) {
      const r = row(d);
      const name = label(d);
      const buttons = [m.draftsOpenLabel, m.draftsRepeatLabel, m.draftsRenameLabel, m.draftsRemoveLabel].map((text) => r.getByRole('button', { name: fill(text, { name }), exact: true }).element());
      expectCard(root(), r.element(), r.getByRole('rowheader').element(), buttons);
    }
    // The long name wraps (between its words: expectCard).
    const long = row(fake.drafts[0]!).getByRole('button', { name: fill(m.draftsOpenLabel, { name: LONG_NAME }), exact: true }).element();
    expect(long.getBoundingClientRect().height, 'the long name on more than one line').toBeGreaterThan(40);
  });

  it('each figure is named in its card; the cell’s accessible name stays the figure', async () => {
    renderInBox(<Drafts />, PHONE_BOXES[0]);
    const d = fake.drafts[1]!;
    const r = row(d);
    await expect.element(r).toBeVisible();
    const cell = (col: string) => r.element().querySelector<HTMLElement>(`[data-col="${col}"]`)!;
    expect(cell('date').textContent).toBe(`${m.ordersColDate}: ${d.date} ${d.time}`);
    expect(cell('lines').textContent).toBe(`${m.draftsColLines}: ${d.lines}`);
    await expect.element(r.getByRole('cell', { name: `${d.date} ${d.time}`, exact: true })).toBeVisible();
    await expect.element(r.getByRole('cell', { name: String(d.lines), exact: true })).toBeVisible();
    await expect.element(r.getByRole('cell', { name: d.contractHeader, exact: true })).toBeVisible();
  });
});
