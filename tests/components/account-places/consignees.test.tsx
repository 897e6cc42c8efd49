// <Consignees>: the list with the scans, add with a scan uploaded
// with real progress, a non-image refused before anything is sent, a failed
// upload keeps the saved consignee, delete after 'Удалить грузополучателя?'.
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Consignees } from 'b2b-widgets/consignees';
import { recordsSelected } from '../../../src/core/format';
import { defaultMessages as m } from '../../../src/core/messages';
import { uiMessages } from '../../../src/ui/ui-messages';
import { installSlowUpload, type SlowUpload } from '../registration/slow-upload';
import { fake, withPlacesServer } from './setup';
import { fill } from '../../../src/core/messages/fill';

withPlacesServer();
let slow: SlowUpload | undefined;
afterEach(() => {
  slow?.restore();
  slow = undefined;
});

const table = () => page.getByRole('table', { name: m.consigneesCaption });
const row = (surname: string) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: surname }) });
const dialog = () => page.getByRole('dialog');
const save = () => userEvent.click(dialog().getByRole('button', { name: m.save }));
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'доверенность.png', { type: 'image/png' });

async function fillNew(surname: string, name: string) {
  await userEvent.click(page.getByRole('button', { name: m.placesAdd }));
  await userEvent.fill(dialog().getByRole('textbox', { name: m.consigneeSurname }), surname);
  await userEvent.fill(dialog().getByRole('textbox', { name: m.consigneeName }), name);
}

describe('<Consignees>', () => {
  it('lists surname, name and a link to the scan, or that there is none', async () => {
    render(<Consignees />);
    await expect.element(row('Сидоров').getByRole('link', { name: fill(m.consigneeScanLink, { name: 'Сидоров Пётр' }) })).toHaveAttribute('href', '/api/consigneeUpload/1/');
    await expect.element(row('Кузнецова')).toHaveTextContent(m.consigneeScanNone);
  });

  it('says so when there are none', async () => {
    fake.places.consignees = [];
    render(<Consignees />);
    await expect.element(page.getByText(m.consigneesEmpty)).toBeVisible();
  });

  it('adds a consignee, then uploads the scan with its progress in %', async () => {
    render(<Consignees />);
    await fillNew('Орлов', 'Денис');
    await userEvent.upload(dialog().getByLabelText(m.consigneeScan), png());
    slow = installSlowUpload();
    await save();
    await expect.poll(() => slow!.sent.length).toBe(1);
    expect(fake.places.log).toEqual(['consignee save new Орлов Денис']);
    expect(slow.sent[0]!.url).toBe('/api/consigneeUpload/');
    expect(slow.sent[0]!.body.get('consignee')).toBe('3');
    expect((slow.sent[0]!.body.get('file') as File).name).toBe('доверенность.png');
    const bar = dialog().getByRole('progressbar', { name: uiMessages.fileProgress });
    slow.progress(450, 1000);
    await expect.element(bar).toHaveAttribute('aria-valuenow', '45');
    await expect.element(bar).toHaveTextContent('45%');
    slow.reply(200, { status: 'success', consignee: { id: 3, surname: 'Орлов', name: 'Денис', file: { name: 'доверенность.png', type: 'image/png', size: 8, url: '/api/consigneeUpload/3/' } } });
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(row('Орлов').getByRole('link')).toHaveAttribute('href', '/api/consigneeUpload/3/');
  });

  it('refuses a file that is not an image before sending anything', async () => {
    render(<Consignees />);
    await fillNew('Орлов', 'Денис');
    await userEvent.upload(dialog().getByLabelText(m.consigneeScan), new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    await expect.element(dialog().getByText(fill(uiMessages.fileType, { name: 'scan.pdf', types: uiMessages.fileImage }))).toBeVisible();
    slow = installSlowUpload();
    await save();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(slow.sent).toEqual([]);
    await expect.element(row('Орлов')).toHaveTextContent(m.consigneeScanNone);
  });

  it('shows the form errors; a failed upload keeps the saved consignee and the retry sends only the scan', async () => {
    render(<Consignees />);
    await userEvent.click(page.getByRole('button', { name: m.placesAdd }));
    await save();
    await expect.element(dialog().getByRole('textbox', { name: m.consigneeSurname })).toHaveAccessibleDescription(expect.stringContaining(m.required));
    await expect.element(dialog().getByRole('textbox', { name: m.consigneeName })).toHaveAccessibleDescription(expect.stringContaining(m.required));
    await userEvent.fill(dialog().getByRole('textbox', { name: m.consigneeSurname }), 'Орлов');
    await userEvent.fill(dialog().getByRole('textbox', { name: m.consigneeName }), 'Денис');
    await userEvent.upload(dialog().getByLabelText(m.consigneeScan), png());
    fake.places.failNext.upload = { status: 400, message: 'Скан не принят' };
    await save();
    await expect.element(dialog().getByRole('alert')).toHaveTextContent(fill(m.consigneeScanFailed, { reason: 'Скан не принят' }));
    await expect.element(row('Орлов')).toBeVisible();
    await save();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(fake.places.log).toEqual(['consignee save new Орлов Денис', 'upload 3 доверенность.png', 'consignee save 3 Орлов Денис', 'upload 3 доверенность.png']);
    expect(fake.places.consignees).toHaveLength(3);
  });

  it("asks 'Удалить грузополучателя?'; the bulk bar deletes the checked ones", async () => {
    render(<Consignees />);
    await userEvent.click(page.getByRole('button', { name: fill(m.consigneeDeleteLabel, { name: 'Кузнецова Анна' }) }));
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent(m.confirmDeleteConsignee);
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: m.yes }));
    await expect.element(row('Кузнецова')).not.toBeInTheDocument();
    await userEvent.click(table().getByRole('checkbox', { name: fill(m.consigneeRowLabel, { name: 'Сидоров Пётр' }) }));
    await expect.element(page.getByText(recordsSelected(1)).first()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: m.placesDeleteChecked }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: m.yes }));
    await expect.element(page.getByText(m.consigneesEmpty)).toBeVisible();
    expect(fake.places.log).toEqual(['Грузополучатель delete 2', 'Грузополучатель delete 1']);
  });
});
