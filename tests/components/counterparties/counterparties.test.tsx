// <Counterparties>: the list with ИНН, КПП, state and the duplicate
// flag; add/edit in a dialog with the ИНН checksum rule and the portal's
// 'Этот контрагент уже зарегистрирован'; activate, deactivate, delete after
// 'Подтвердите действие'; the checked rows' bulk actions.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Counterparties } from 'b2b-widgets/counterparties';
import { recordsSelected } from '../../../src/core/format';
import { fake, m, withAccountOwnerServer } from '../support/account-owner-setup';
import { fill } from '../../../src/core/messages/fill';
import { checkReadFailures } from '../support/read-failures';

withAccountOwnerServer();


const table = () => page.getByRole('table', { name: m.counterpartiesCaption });
const row = (company: string) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${company}`) }) });
const action = (what: string, name: string) => page.getByRole('button', { name: fill(m.accountActionLabel, { action: what, name }) });
const dialog = () => page.getByRole('dialog');
const answer = async (yes: boolean) => {
  await expect.element(page.getByRole('alertdialog')).toBeVisible();
  await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: yes ? m.yes : m.no }));
};

describe('<Counterparties> list', () => {
  it('shows company, ИНН, КПП, state and flags the duplicate', async () => {
    render(<Counterparties />);
    const first = row('ООО «Торговый дом Собственников»');
    await expect.element(first.getByRole('cell', { name: '1655012344', exact: true })).toBeVisible();
    await expect.element(first.getByRole('cell', { name: '165501001', exact: true })).toBeVisible();
    await expect.element(first.getByRole('cell', { name: m.counterpartiesActive, exact: true })).toBeVisible();
    const dup = row('ООО «СтройКомплект»');
    await expect.element(dup.getByText(m.counterpartiesDuplicate)).toBeVisible();
    await expect.element(dup.getByRole('cell', { name: m.counterpartiesInactive, exact: true })).toBeVisible();
    await expect.element(first.getByText(m.counterpartiesDuplicate)).not.toBeInTheDocument();
  });

  it('none yet: says so', async () => {
    fake.contragents = [];
    render(<Counterparties />);
    await expect.element(page.getByText(m.counterpartiesEmpty)).toBeVisible();
  });

  it('a refused read (4xx) says why with no «Повторить»; a failed one (5xx) offers it and reads again', async () => {
    await checkReadFailures((f) => (fake.failNext.list = f), <Counterparties />, table);
  });

});

describe('<Counterparties> form', () => {
  it('checks the fields before sending: company, the ИНН checksum, the КПП', async () => {
    render(<Counterparties />);
    await userEvent.click(page.getByRole('button', { name: m.counterpartiesAdd }));
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(dialog().getByText(m.required).first()).toBeVisible();
    await userEvent.fill(dialog().getByRole('textbox', { name: m.counterpartiesCompany }), 'ООО «Опечатка»');
    await userEvent.fill(dialog().getByRole('textbox', { name: m.counterpartiesInn }), '1655012345');
    await userEvent.fill(dialog().getByRole('textbox', { name: m.counterpartiesKpp }), '12');
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(dialog().getByText(m.innChecksum)).toBeVisible();
    await expect.element(dialog().getByText(m.counterpartiesKppInvalid)).toBeVisible();
    await userEvent.fill(dialog().getByRole('textbox', { name: m.counterpartiesInn }), '123');
    await expect.element(dialog().getByText(fill(m.innLength, { n: 3 }))).toBeVisible();
    expect(fake.log.filter((l) => l.startsWith('save'))).toEqual([]);
  });

  it('shows the portal’s duplicate refusal under the ИНН and keeps the dialog', async () => {
    render(<Counterparties />);
    await userEvent.click(page.getByRole('button', { name: m.counterpartiesAdd }));
    await userEvent.fill(dialog().getByRole('textbox', { name: m.counterpartiesCompany }), 'Копия');
    await userEvent.fill(dialog().getByRole('textbox', { name: m.counterpartiesInn }), '6316098762');
    await userEvent.fill(dialog().getByRole('textbox', { name: m.counterpartiesKpp }), '631601001');
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(dialog().getByText(m.contragentTaken)).toBeVisible();
    await expect.element(dialog().getByRole('textbox', { name: m.counterpartiesInn })).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds one (the row appears) and edits another in place', async () => {
    render(<Counterparties />);
    await userEvent.click(page.getByRole('button', { name: m.counterpartiesAdd }));
    await userEvent.fill(dialog().getByRole('textbox', { name: m.counterpartiesCompany }), 'ООО «Новый партнёр»');
    await userEvent.fill(dialog().getByRole('textbox', { name: m.counterpartiesInn }), '5260 123 451');
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(row('ООО «Новый партнёр»')).toBeVisible();
    expect(fake.log.at(-1)).toBe('save contragent new {"company":"ООО «Новый партнёр»","inn":"5260123451","kpp":""}');
    await userEvent.click(action(m.accountEdit, 'ООО «Собственников-Самара»'));
    await expect.element(dialog().getByRole('textbox', { name: m.counterpartiesInn })).toHaveValue('6316098762');
    await userEvent.fill(dialog().getByRole('textbox', { name: m.counterpartiesCompany }), 'ООО «Самара»');
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(row('ООО «Самара»')).toBeVisible();
  });
});

describe('<Counterparties> actions', () => {
  it('deactivates and activates a row', async () => {
    render(<Counterparties />);
    await userEvent.click(action(m.accountDeactivate, 'ООО «Собственников-Самара»'));
    await expect.element(row('ООО «Собственников-Самара»').getByRole('cell', { name: m.counterpartiesInactive, exact: true })).toBeVisible();
    await userEvent.click(action(m.accountActivate, 'ООО «Собственников-Самара»'));
    await expect.element(row('ООО «Собственников-Самара»').getByRole('cell', { name: m.counterpartiesActive, exact: true })).toBeVisible();
    expect(fake.log).toEqual(['account deactivate 4', 'account activate 4']);
  });

  it('deletes only after Подтвердите действие: Нет keeps the row, Да removes it', async () => {
    render(<Counterparties />);
    await userEvent.click(action(m.accountDelete, 'ООО «СтройКомплект»'));
    await expect.element(page.getByRole('alertdialog', { name: m.confirmTitle })).toBeVisible();
    await answer(false);
    expect(fake.log).toEqual([]);
    await userEvent.click(action(m.accountDelete, 'ООО «СтройКомплект»'));
    await answer(true);
    await expect.element(row('ООО «СтройКомплект»')).not.toBeInTheDocument();
    expect(fake.log).toEqual(['account delete 7']);
  });

  it('bulk: the bar replaces the titles; deactivate the checked rows; a failure says why', async () => {
    render(<Counterparties />);
    await userEvent.click(page.getByRole('checkbox', { name: fill(m.counterpartiesRowLabel, { name: 'ООО «Торговый дом Собственников»' }) }));
    await userEvent.click(page.getByRole('checkbox', { name: fill(m.counterpartiesRowLabel, { name: 'ООО «Собственников-Самара»' }) }));
    await expect.element(table().getByText(recordsSelected(2))).toBeVisible();
    fake.failNext.action = { status: 409, message: 'Контрагент занят в заказе' };
    await userEvent.click(page.getByRole('button', { name: m.accountDeactivateChecked }));
    await expect.element(page.getByText(fill(m.accountFailed, { reason: 'Контрагент занят в заказе' }))).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: m.accountDeactivateChecked }));
    await expect.element(row('ООО «Собственников-Самара»').getByRole('cell', { name: m.counterpartiesInactive, exact: true })).toBeVisible();
    expect(fake.log).toEqual(['account deactivate 3,4']);
  });
});
