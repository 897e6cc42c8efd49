// <Acts> on a phone: in a box of a phone's width each act is a card
// (acts-cards.css.ts over the table's cards) with nothing to scroll
// sideways, the request form included: the period and its state on the
// card's first line, then the contract, the counterparty and when it was
// asked for, each named where the value does not say what it is, and a
// ready act's «Скачать» inside the card and whole. A refusal's reason takes
// the card's width under the period; an act not ready leaves no empty line
// for its file. The table keeps its roles and names.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Acts } from 'b2b-widgets/acts';
import { defaultMessages as m } from '../../../src/core/messages';
import { fill } from '../../../src/core/messages/fill';
import { FAKE_REFUSAL } from '../../../src/testing';
import { brokenWords, expectCard, expectFitsBox, PHONE_BOXES, renderInBox } from '../support/phone-cards';
import { fake, installActsTestHooks } from './setup-acts';

installActsTestHooks();

const table = () => page.getByRole('table', { name: m.actsCaption });
const period = (a: { startdate: string; enddate: string }) => fill(m.actsPeriodText, { start: a.startdate, end: a.enddate });
const row = (a: { startdate: string; enddate: string }) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: period(a), exact: true }) });
const root = () => document.querySelector<HTMLElement>('.b2b-acts')!;
const cell = (a: { startdate: string; enddate: string }, col: string) => row(a).element().querySelector<HTMLElement>(`[data-col="${col}"]`)!;
const box = (el: Element) => el.getBoundingClientRect();

describe('<Acts> on a phone: each act a card', () => {
  it.each(PHONE_BOXES)('in a %i px box: nothing scrolls sideways; each card shows its period and «Скачать» whole', async (width) => {
    renderInBox(<Acts />, width);
    const acts = fake.acts;
    await expect.element(row(acts[0]!)).toBeVisible();
    expect(table().getByRole('row').elements()).toHaveLength(acts.length + 1);
    expectFitsBox(root());
    for (const a of acts) {
      const r = row(a);
      const download = a.file ? [r.getByRole('link', { name: fill(m.actsDownloadLabel, { start: a.startdate, end: a.enddate }) }).element()] : [];
      expectCard(root(), r.element(), r.getByRole('rowheader').element(), download);
    }
  });

  it('the period and state head the card; the counterparty and the request’s time are named; the cells keep their accessible names', async () => {
    const [requested, , ready] = fake.acts;
    renderInBox(<Acts />, PHONE_BOXES[0]);
    await expect.element(row(requested!)).toBeVisible();
    expect(cell(requested!, 'contragent').textContent).toBe(`${m.actsColContragent}: ${requested!.contragent}`);
    expect(cell(requested!, 'requested').textContent).toBe(`${m.actsColRequested}: ${requested!.requested}`);
    // A screen reader hears the column's title with the cell, not the label again.
    await expect.element(row(requested!).getByRole('cell', { name: requested!.requested!, exact: true })).toBeVisible();
    await expect.element(row(requested!).getByRole('cell', { name: requested!.contract!, exact: true })).toBeVisible();
    // The state beside the period, on its line; the contract under both.
    const name = box(row(requested!).getByRole('rowheader').element());
    const state = box(cell(requested!, 'state'));
    expect(state.left, 'the state right of the period').toBeGreaterThanOrEqual(name.right);
    expect(Math.abs(state.top + state.height / 2 - (name.top + name.height / 2)), 'level with it').toBeLessThan(4);
    expect(box(cell(requested!, 'contract')).top).toBeGreaterThanOrEqual(Math.max(name.bottom, state.bottom) - 0.5);
    // «Скачать» last in a ready act's card, a finger's height at least as tall as a control.
    const link = row(ready!).getByRole('link', { name: fill(m.actsDownloadLabel, { start: ready!.startdate, end: ready!.enddate }) }).element();
    expect(box(link).top).toBeGreaterThanOrEqual(box(cell(ready!, 'requested')).bottom - 0.5);
    expect(box(link).height).toBeGreaterThanOrEqual(36);
    // Not ready: no line for a file.
    expect(cell(requested!, 'file').getClientRects().length, 'an empty file line').toBe(0);
  });

  it('a refusal’s reason takes the card’s width under the period, its words whole', async () => {
    const refused = fake.acts.find((a) => a.state === 'refused')!;
    renderInBox(<Acts />, PHONE_BOXES[0]);
    await expect.element(row(refused)).toBeVisible();
    const name = box(row(refused).getByRole('rowheader').element());
    const state = cell(refused, 'state');
    expect(box(state).top, 'the state under the period').toBeGreaterThanOrEqual(name.bottom - 0.5);
    expect(box(state).width, 'the card’s width').toBeGreaterThan(box(row(refused).element()).width - 1);
    await expect.element(row(refused).getByText(FAKE_REFUSAL)).toBeVisible();
    expect(brokenWords(state)).toEqual([]);
    // The period whole on one line: the reason does not squeeze it.
    expect(brokenWords(row(refused).getByRole('rowheader').element())).toEqual([]);
    expectFitsBox(root());
  });
});
