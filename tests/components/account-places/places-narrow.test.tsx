// <Addresses> and <Consignees> on a phone: in a box of a phone's width each
// record is a card (the table's cards) with nothing to scroll sideways: the
// address (a long one wrapped between its words) with its index, or the
// surname with the name and the scan's link, each named, then «Изменить» and
// «Удалить», inside the card and whole. The table keeps its roles and names;
// «Выбрать все» shows beside its box.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Addresses } from 'b2b-widgets/addresses';
import { Consignees } from 'b2b-widgets/consignees';
import { defaultMessages as m } from '../../../src/core/messages';
import { fill } from '../../../src/core/messages/fill';
import { uiMessages as ui } from '../../../src/ui/ui-messages';
import { fake, withPlacesServer } from './setup';
import { expectCard, expectFitsBox, PHONE_BOXES, renderInBox } from '../support/phone-cards';

withPlacesServer();

/** An address of many words, far wider than a phone's card. */
const LONG_ADDRESS = 'Московская обл., городской округ Подольск, промышленная зона Южная, ул. Производственная, д. 18, строение 4, склад 12';

const root = (cls: string) => document.querySelector<HTMLElement>(cls)!;

describe('<Addresses> on a phone: each address a card', () => {
  const table = () => page.getByRole('table', { name: m.addressesCaption });
  const row = (address: string) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: address, exact: true }) });

  it.each(PHONE_BOXES)('in a %i px box: nothing scrolls sideways; each card shows its address and buttons whole', async (width) => {
    fake.places.addresses[1]!.full_address = LONG_ADDRESS;
    renderInBox(<Addresses />, width);
    await expect.element(row(LONG_ADDRESS)).toBeVisible();
    expectFitsBox(root('.b2b-addresses'));
    for (const a of fake.places.addresses) {
      const r = row(a.full_address);
      const buttons = [m.addressEditLabel, m.addressDeleteLabel].map((label) => r.getByRole('button', { name: fill(label, { name: a.full_address }) }).element());
      expectCard(root('.b2b-addresses'), r.element(), r.getByRole('rowheader').element(), buttons);
    }
    expect(row(LONG_ADDRESS).getByRole('rowheader').element().getBoundingClientRect().height, 'the long address on more than one line').toBeGreaterThan(40);
  });

  it('the index is named in the card; its cell keeps its accessible name; «Выбрать все» checks both', async () => {
    renderInBox(<Addresses />, PHONE_BOXES[0]);
    const a = fake.places.addresses[0]!;
    const r = row(a.full_address);
    await expect.element(r).toBeVisible();
    expect(r.element().querySelector('[data-col="postindex"]')!.textContent).toBe(`${m.addressPostindex}: ${a.postindex}`);
    await expect.element(r.getByRole('cell', { name: a.postindex, exact: true })).toBeVisible();
    await userEvent.click(table().getByText(ui.checkAllShort));
    await expect.element(table().getByRole('checkbox', { name: ui.checkAll })).toBeChecked();
    await expect.element(page.getByRole('button', { name: m.placesDeleteChecked })).toBeVisible();
    expectFitsBox(root('.b2b-addresses'));
  });
});

describe('<Consignees> on a phone: each consignee a card', () => {
  const table = () => page.getByRole('table', { name: m.consigneesCaption });
  const row = (surname: string) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: surname, exact: true }) });

  it.each(PHONE_BOXES)('in a %i px box: nothing scrolls sideways; each card shows its surname, the scan and buttons whole', async (width) => {
    renderInBox(<Consignees />, width);
    await expect.element(row(fake.places.consignees[0]!.surname)).toBeVisible();
    expectFitsBox(root('.b2b-consignees'));
    for (const c of fake.places.consignees) {
      const r = row(c.surname);
      const name = `${c.surname} ${c.name}`;
      const parts = [m.consigneeEditLabel, m.consigneeDeleteLabel].map((label) => r.getByRole('button', { name: fill(label, { name }) }).element());
      const scan = c.file ? [r.getByRole('link').element()] : [];
      expectCard(root('.b2b-consignees'), r.element(), r.getByRole('rowheader').element(), [...parts, ...scan]);
    }
  });

  it('the name and the scan are named in the card; the cells keep their accessible names', async () => {
    renderInBox(<Consignees />, PHONE_BOXES[0]);
    const [withScan, without] = fake.places.consignees;
    await expect.element(row(withScan!.surname)).toBeVisible();
    const cell = (surname: string, col: string) => row(surname).element().querySelector<HTMLElement>(`[data-col="${col}"]`)!;
    expect(cell(withScan!.surname, 'name').textContent).toBe(`${m.consigneeName}: ${withScan!.name}`);
    expect(cell(without!.surname, 'scan').textContent).toBe(`${m.consigneeScan}: ${m.consigneeScanNone}`);
    await expect.element(row(withScan!.surname).getByRole('cell', { name: withScan!.name, exact: true })).toBeVisible();
    await expect.element(row(withScan!.surname).getByRole('link', { name: fill(m.consigneeScanLink, { name: `${withScan!.surname} ${withScan!.name}` }) })).toBeVisible();
  });
});
