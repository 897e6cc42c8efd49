// <Managers>: the list of sub-managers, the manager form with the
// contracts tree (check-all per counterparty), its rules and the portal's
// refusals, 'Данные сохранены' for 3 s, the enabled switch in place, price
// politics, delete after 'Подтвердите действие' and the bulk bar.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Managers } from 'b2b-widgets/managers';
import { recordsSelected } from '../../../src/core/format';
import { fake, m, withAccountOwnerServer } from '../support/account-owner-setup';
import { checkReadFailures } from '../support/read-failures';
import { fill } from '../../../src/core/messages/fill';

withAccountOwnerServer();


const table = () => page.getByRole('table', { name: m.managersCaption });
const row = (name: string) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
const action = (what: string, name: string) => page.getByRole('button', { name: fill(m.accountActionLabel, { action: what, name }) });
const dialog = () => page.getByRole('dialog');
const OP201 = 'Договор № ОП-201 от 12.02.2023';
const OP202 = 'Договор № ОП-202 от 05.05.2024 (Филиал Казань)';
const saves = () => fake.log.filter((l) => l.startsWith('save manager'));

async function fillForm(login: string, email: string) {
  await userEvent.fill(dialog().getByRole('textbox', { name: m.managersLogin }), login);
  await userEvent.fill(dialog().getByRole('textbox', { name: m.managersEmail }), email);
  await userEvent.fill(dialog().getByRole('textbox', { name: m.managersName }), 'Снабженцев Семён');
}

describe('<Managers> list', () => {
  it('shows name, login, e-mail, the access switch and contracts', async () => {
    render(<Managers />);
    const r = row('Мария Сергеевна Закупкина');
    await expect.element(r.getByRole('cell', { name: 'manager2', exact: true })).toBeVisible();
    await expect.element(r.getByRole('cell', { name: 'manager2@b2b.example', exact: true })).toBeVisible();
    await expect.element(r.getByRole('cell', { name: OP202, exact: true })).toBeVisible();
    await expect.element(r.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect.element(row('Пётр Андреевич Отключенов').getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  it('none yet: says so', async () => {
    fake.managers = [];
    render(<Managers />);
    await expect.element(page.getByText(m.managersEmpty)).toBeVisible();
  });

  it('a refused read (4xx) says why with no «Повторить»; a failed one (5xx) offers it and reads again', async () => {
    await checkReadFailures((f) => (fake.failNext.list = f), <Managers />, table);
  });

  it('switches access in place (enabled 0/1)', async () => {
    render(<Managers />);
    const sw = row('Мария Сергеевна Закупкина').getByRole('switch');
    await userEvent.click(sw);
    await expect.element(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(sw);
    await expect.element(sw).toHaveAttribute('aria-checked', 'true');
    expect(fake.log).toEqual(['manager enabled 3 0', 'manager enabled 3 1']);
  });
});

describe('<Managers> form', () => {
  it('without a contract: Выберите договор, nothing sent; empty fields and a short phone say so', async () => {
    render(<Managers />);
    await userEvent.click(page.getByRole('button', { name: m.managersAdd }));
    await expect.element(dialog().getByRole('checkbox', { name: OP201 })).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(dialog().getByText(m.chooseContract)).toBeVisible();
    await expect.element(dialog().getByRole('textbox', { name: m.managersLogin })).toHaveAttribute('aria-invalid', 'true');
    // The caret goes to the first field in error, for the keyboard; again on a second try with the same errors.
    await expect.element(dialog().getByRole('textbox', { name: m.managersLogin })).toHaveFocus();
    await userEvent.click(dialog().getByRole('textbox', { name: m.managersName }));
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(dialog().getByRole('textbox', { name: m.managersLogin })).toHaveFocus();
    await fillForm('snab1', 'snab1@b2b.example');
    await userEvent.fill(dialog().getByRole('textbox', { name: m.managersPhone }), '912');
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(dialog().getByText(m.required)).toBeVisible();
    expect(saves()).toEqual([]);
  });

  it('check-all per counterparty checks its contracts; a taken login and e-mail come back under their fields', async () => {
    render(<Managers />);
    await userEvent.click(page.getByRole('button', { name: m.managersAdd }));
    await userEvent.click(dialog().getByRole('checkbox', { name: fill(m.managersContractsAll, { name: 'ООО «Торговый дом Собственников»' }) }));
    await expect.element(dialog().getByRole('checkbox', { name: OP201 })).toBeChecked();
    await expect.element(dialog().getByRole('checkbox', { name: OP202 })).toBeChecked();
    await userEvent.click(dialog().getByRole('checkbox', { name: OP202 }));
    await fillForm('manager2', 'new@b2b.example');
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(dialog().getByText(m.loginTaken)).toBeVisible();
    // The refused field gets the caret once the reply is in (not «Сохранить», nor the page).
    await expect.element(dialog().getByRole('textbox', { name: m.managersLogin })).toHaveFocus();
    await userEvent.fill(dialog().getByRole('textbox', { name: m.managersLogin }), 'snab1');
    await userEvent.fill(dialog().getByRole('textbox', { name: m.managersEmail }), 'owner@b2b.example');
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(dialog().getByText(m.emailTaken)).toBeVisible();
    await expect.element(dialog().getByRole('textbox', { name: m.managersEmail })).toHaveFocus();
    expect(JSON.parse(saves().at(-1)!.replace(/^save manager new /, ''))).toMatchObject({ contracts: [201], type_id: 2 });
  });

  it('saves a new manager with only ОП-201: the row appears and Данные сохранены shows, then hides after 3 s', async () => {
    render(<Managers />);
    await userEvent.click(page.getByRole('button', { name: m.managersAdd }));
    await userEvent.click(dialog().getByRole('checkbox', { name: OP201 }));
    await fillForm('snab1', 'snab1@b2b.example');
    await userEvent.fill(dialog().getByRole('textbox', { name: m.managersPhone }), '9123456789');
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(row('Снабженцев Семён').getByRole('cell', { name: OP201, exact: true })).toBeVisible();
    const saved = page.getByRole('status').filter({ hasText: m.dataSaved });
    await expect.element(saved).toBeVisible();
    expect(JSON.parse(saves()[0]!.replace(/^save manager new /, ''))).toMatchObject({ phone: '+7 (912) 345-67-89', contracts: [201], addresses: [] });
    await expect.element(saved, { timeout: 5000 }).not.toBeInTheDocument();
  });

  it('edits a manager: the tree comes checked as assigned', async () => {
    render(<Managers />);
    await userEvent.click(action(m.accountEdit, 'Мария Сергеевна Закупкина'));
    await expect.element(dialog().getByRole('checkbox', { name: OP202 })).toBeChecked();
    await expect.element(dialog().getByRole('checkbox', { name: OP201 })).not.toBeChecked();
    await expect.element(dialog().getByRole('textbox', { name: m.managersLogin })).toHaveValue('manager2');
  });
});

describe('<Managers> price politics', () => {
  it('shows the policy per contract, saves it (Данные сохранены) and says Ошибка. Данные не сохранены on a refusal', async () => {
    render(<Managers />);
    await userEvent.click(action(m.managersPrices, 'Мария Сергеевна Закупкина'));
    const percent = dialog().getByRole('textbox', { name: m.pricePoliticsPercent });
    await expect.element(percent).toHaveValue('5');
    await userEvent.selectOptions(dialog().getByRole('combobox', { name: m.pricePoliticsKind }), m.pricePoliticsMarkup);
    await userEvent.fill(percent, '10,5');
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(dialog().getByText(m.dataSaved)).toBeVisible();
    expect(fake.log.at(-1)).toBe('pricepolitics 3 [{"contract":202,"kind":"markup","percent":10.5}]');
    await userEvent.fill(percent, '150');
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(dialog().getByText(m.pricePoliticsPercentInvalid)).toBeVisible();
    await userEvent.fill(percent, '7');
    fake.failNext.pricepolitics = { status: 400, message: 'Этот договор не назначен менеджеру' };
    await userEvent.click(dialog().getByRole('button', { name: m.save }));
    await expect.element(dialog().getByText(`${m.dataNotSaved}: Этот договор не назначен менеджеру`)).toBeVisible();
  });
});

describe('<Managers> delete and bulk', () => {
  it('deletes after Подтвердите действие; bulk disables the checked', async () => {
    render(<Managers />);
    await userEvent.click(action(m.accountDelete, 'Пётр Андреевич Отключенов'));
    await userEvent.click(page.getByRole('alertdialog', { name: m.confirmTitle }).getByRole('button', { name: m.yes }));
    await expect.element(row('Пётр Андреевич Отключенов')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('checkbox', { name: fill(m.managersRowLabel, { name: 'Мария Сергеевна Закупкина' }) }));
    await expect.element(table().getByText(recordsSelected(1))).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: m.accountDeactivateChecked }));
    await expect.element(row('Мария Сергеевна Закупкина').getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(fake.log).toEqual(['manager delete 6', 'manager disable 3']);
  });
});
