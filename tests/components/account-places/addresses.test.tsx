// <Addresses>: the list, add with the region's suggestions (ARIA
// combobox), edit, form errors, delete after 'Удалить адрес?', the checked
// rows' bulk delete.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Addresses } from 'b2b-widgets/addresses';
import { recordsSelected } from '../../../src/core/format';
import { defaultMessages as m } from '../../../src/core/messages';
import { checkReadFailures, fake, withPlacesServer } from './setup';
import { fill } from '../../../src/core/messages/fill';

withPlacesServer();

const table = () => page.getByRole('table', { name: m.addressesCaption });
const row = (text: string) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: text }) });
const dialog = () => page.getByRole('dialog');
const addressBox = () => dialog().getByRole('combobox', { name: m.addressFullAddress });
const save = () => userEvent.click(dialog().getByRole('button', { name: m.save }));

describe('<Addresses>', () => {
  it('lists the addresses with their postindex', async () => {
    render(<Addresses />);
    await expect.element(row('г. Москва, ул. Строителей, д. 5, склад 2')).toHaveTextContent('117042');
    await expect.element(row('Московская обл., г. Подольск, ул. Заводская, д. 18')).toBeVisible();
  });

  it('a list the server refuses (4xx) shows its message and no «Повторить»; a 5xx offers it, and it reads again', async () => {
    await checkReadFailures('list', <Addresses />, () => row('г. Москва, ул. Строителей, д. 5, склад 2'));
  });

  it('says so when there are none', async () => {
    fake.places.addresses = [];
    render(<Addresses />);
    await expect.element(page.getByText(m.addressesEmpty)).toBeVisible();
  });

  it('adds an address chosen from the suggestions; the index comes with it', async () => {
    render(<Addresses />);
    await userEvent.click(page.getByRole('button', { name: m.placesAdd }));
    await userEvent.type(addressBox(), 'строител');
    const option = dialog().getByRole('option', { name: /ул\. Строителей, д\. 7/ });
    await expect.element(option).toBeVisible();
    await expect.element(addressBox()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(addressBox()).toHaveValue('г. Москва, ул. Строителей, д. 7, корп. 2');
    await expect.element(dialog().getByRole('textbox', { name: m.addressPostindex })).toHaveValue('117042');
    await save();
    await expect.element(row('г. Москва, ул. Строителей, д. 7, корп. 2')).toHaveTextContent('117042');
    await expect.element(page.getByText(m.dataSaved)).toBeVisible();
    expect(fake.places.log).toContain('address save new г. Москва, ул. Строителей, д. 7, корп. 2');
    expect(fake.places.log.filter((l) => l.startsWith('suggest'))).toContain('suggest строител');
  });

  it('shows the form errors and sends nothing until they are fixed; the server refusal stays in the dialog', async () => {
    render(<Addresses />);
    await userEvent.click(page.getByRole('button', { name: m.placesAdd }));
    await save();
    await expect.element(addressBox()).toHaveAccessibleDescription(expect.stringContaining(m.required));
    await userEvent.fill(dialog().getByRole('textbox', { name: m.addressPostindex }), '12');
    await save();
    await expect.element(dialog().getByText(m.addressPostindexRule)).toBeVisible();
    expect(fake.places.log.filter((l) => l.startsWith('address save'))).toEqual([]);
    await userEvent.fill(dialog().getByRole('textbox', { name: m.addressPostindex }), '');
    await userEvent.fill(addressBox(), 'г. Москва, ул. Новая, д. 1');
    fake.places.failNext.save = { status: 400, message: 'Адрес не принят' };
    await save();
    await expect.element(dialog().getByRole('alert')).toHaveTextContent('Адрес не принят');
    await expect.element(addressBox()).toHaveValue('г. Москва, ул. Новая, д. 1');
  });

  it('edits an address in place', async () => {
    render(<Addresses />);
    await userEvent.click(page.getByRole('button', { name: fill(m.addressEditLabel, { name: 'г. Москва, ул. Строителей, д. 5, склад 2' }) }));
    await expect.element(addressBox()).toHaveValue('г. Москва, ул. Строителей, д. 5, склад 2');
    await userEvent.fill(addressBox(), 'г. Москва, ул. Строителей, д. 5, склад 3');
    await save();
    await expect.element(row('г. Москва, ул. Строителей, д. 5, склад 3')).toBeVisible();
    expect(fake.places.addresses[0]!.full_address).toBe('г. Москва, ул. Строителей, д. 5, склад 3');
  });

  it("asks 'Удалить адрес?' before deleting; Нет keeps it, Да deletes it", async () => {
    render(<Addresses />);
    const name = 'Московская обл., г. Подольск, ул. Заводская, д. 18';
    const del = page.getByRole('button', { name: fill(m.addressDeleteLabel, { name }) });
    await userEvent.click(del);
    const ask = page.getByRole('alertdialog');
    await expect.element(ask).toHaveTextContent(m.confirmDeleteAddress);
    await userEvent.click(ask.getByRole('button', { name: m.no }));
    await expect.element(row(name)).toBeVisible();
    await userEvent.click(del);
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: m.yes }));
    await expect.element(row(name)).not.toBeInTheDocument();
    expect(fake.places.log).toEqual(['Адрес delete 2']);
  });

  it('check-all shows the bulk bar and deletes every checked address in one call; a failure says why', async () => {
    render(<Addresses />);
    await expect.element(table()).toBeVisible();
    await userEvent.click(table().getByRole('checkbox').first());
    await expect.element(page.getByText(recordsSelected(2)).first()).toBeVisible();
    fake.places.failNext.delete = { status: 500, message: 'Сбой' };
    await userEvent.click(page.getByRole('button', { name: m.placesDeleteChecked }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: m.yes }));
    await expect.element(page.getByRole('alert').filter({ hasText: 'Сбой' })).toBeVisible();
    expect(fake.places.addresses).toHaveLength(2);
    await userEvent.click(page.getByRole('button', { name: m.retry }));
    await expect.element(page.getByText(m.addressesEmpty)).toBeVisible();
    expect(fake.places.log).toEqual(['Адрес delete 1,2']);
  });
});
