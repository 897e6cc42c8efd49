// <Managers> on a phone: in a box of a phone's width each sub-manager is a
// card (the table's cards) with nothing to scroll sideways: the name, the
// login and e-mail (a long one broken only where it cannot fit), the access
// switch and the contracts, each named, then «Изменить», «Ценовая политика»
// and «Удалить», inside the card and whole. The table keeps its roles and
// names: the switch is still a switch.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Managers } from 'b2b-widgets/managers';
import { fill } from '../../../src/core/messages/fill';
import { fake, m, withAccountOwnerServer } from '../support/account-owner-setup';
import { expectCard, expectFitsBox, PHONE_BOXES, renderInBox } from '../support/phone-cards';

withAccountOwnerServer();

/** One word wider than a phone's card: it must break rather than widen the card. */
const LONG_EMAIL = 'snabzhenie.stroitelnogo.obekta.na.leninskom@torgovyj-dom-sobstvennikov.example';

const table = () => page.getByRole('table', { name: m.managersCaption });
const row = (name: string) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
const root = () => document.querySelector<HTMLElement>('.b2b-managers')!;

describe('<Managers> on a phone: each sub-manager a card', () => {
  it.each(PHONE_BOXES)('in a %i px box: nothing scrolls sideways, a long e-mail too; each card shows its name, switch and buttons whole', async (width) => {
    fake.managers[0]!.email = LONG_EMAIL;
    renderInBox(<Managers />, width);
    await expect.element(row(fake.managers[0]!.name)).toBeVisible();
    expect(table().getByRole('row').elements()).toHaveLength(fake.managers.length + 1);
    expectFitsBox(root());
    for (const manager of fake.managers) {
      const r = row(manager.name);
      const label = (action: string) => fill(m.accountActionLabel, { action, name: manager.name });
      const buttons = [m.accountEdit, m.managersPrices, m.accountDelete].map((action) => r.getByRole('button', { name: label(action) }).element());
      const toggle = r.getByRole('switch', { name: label(m.managersEnabled) }).element();
      expectCard(root(), r.element(), r.getByRole('rowheader').element(), [...buttons, toggle]);
    }
  });

  it('login, e-mail, access and contracts are named in the card; the cells keep their accessible names', async () => {
    renderInBox(<Managers />, PHONE_BOXES[0]);
    const manager = fake.managers[0]!;
    const r = row(manager.name);
    await expect.element(r).toBeVisible();
    const cell = (col: string) => r.element().querySelector<HTMLElement>(`[data-col="${col}"]`)!;
    expect(cell('login').textContent).toBe(`${m.managersLogin}: ${manager.login}`);
    expect(cell('email').textContent).toBe(`${m.managersEmail}: ${manager.email}`);
    expect(cell('enabled').textContent).toBe(`${m.managersEnabled}: ${m.managersEnabledOn}`);
    await expect.element(r.getByRole('cell', { name: manager.login, exact: true })).toBeVisible();
    await expect.element(r.getByRole('cell', { name: manager.email, exact: true })).toBeVisible();
    await expect.element(r.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });
});
