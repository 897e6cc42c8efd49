// <Counterparties> on a phone: in a box of a phone's width each counterparty
// is a card (the table's cards) with nothing to scroll sideways: the company
// (with the duplicate flag), its ИНН and КПП, each named, whether it is
// active, then «Изменить», «Выключить» or «Включить» and «Удалить», inside
// the card and whole. The table keeps its roles and names; «Выбрать все»
// shows beside its box, and the bar of the checked fits the box.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Counterparties } from 'b2b-widgets/counterparties';
import { recordsSelected } from '../../../src/core/format';
import { fill } from '../../../src/core/messages/fill';
import { uiMessages as ui } from '../../../src/ui/ui-messages';
import { fake, m, withAccountOwnerServer } from '../support/account-owner-setup';
import { expectCard, expectFitsBox, PHONE_BOXES, renderInBox } from '../support/phone-cards';

withAccountOwnerServer();

const table = () => page.getByRole('table', { name: m.counterpartiesCaption });
const row = (company: string) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${company}`) }) });
const root = () => document.querySelector<HTMLElement>('.b2b-counterparties')!;

describe('<Counterparties> on a phone: each counterparty a card', () => {
  it.each(PHONE_BOXES)('in a %i px box: nothing scrolls sideways; each card shows its company and buttons whole', async (width) => {
    renderInBox(<Counterparties />, width);
    await expect.element(row(fake.contragents[0]!.company)).toBeVisible();
    expect(table().getByRole('row').elements()).toHaveLength(fake.contragents.length + 1);
    expectFitsBox(root());
    for (const c of fake.contragents) {
      const r = row(c.company);
      const toggle = c.enabled === '1' ? m.accountDeactivate : m.accountActivate;
      const buttons = [m.accountEdit, toggle, m.accountDelete].map((action) => r.getByRole('button', { name: fill(m.accountActionLabel, { action, name: c.company }) }).element());
      expectCard(root(), r.element(), r.getByRole('rowheader').element(), buttons);
    }
  });

  it('ИНН and КПП are named in the card; the cells keep their accessible names', async () => {
    renderInBox(<Counterparties />, PHONE_BOXES[0]);
    const c = fake.contragents[0]!;
    const r = row(c.company);
    await expect.element(r).toBeVisible();
    const cell = (col: string) => r.element().querySelector<HTMLElement>(`[data-col="${col}"]`)!;
    expect(cell('inn').textContent).toBe(`${m.counterpartiesInn}: ${c.inn}`);
    expect(cell('kpp').textContent).toBe(`${m.counterpartiesKpp}: ${c.kpp}`);
    await expect.element(r.getByRole('cell', { name: c.inn, exact: true })).toBeVisible();
    await expect.element(r.getByRole('cell', { name: m.counterpartiesActive, exact: true })).toBeVisible();
    await expect.element(row('ООО «СтройКомплект»').getByText(m.counterpartiesDuplicate)).toBeVisible();
  });

  it('«Выбрать все» checks every card; the bar of the checked fits the box', async () => {
    renderInBox(<Counterparties />, PHONE_BOXES[0]);
    await expect.element(row(fake.contragents[0]!.company)).toBeVisible();
    await userEvent.click(table().getByText(ui.checkAllShort));
    await expect.element(table().getByRole('checkbox', { name: ui.checkAll })).toBeChecked();
    await expect.element(table().getByText(recordsSelected(fake.contragents.length))).toBeVisible();
    for (const name of [m.accountActivateChecked, m.accountDeactivateChecked, m.accountDeleteChecked]) await expect.element(page.getByRole('button', { name })).toBeVisible();
    expectFitsBox(root());
  });
});
