// <Registration> form rules: every validation message, the ИНН
// checksum explained, the phone mask key by key, region 'другой', the file's
// type and size in Russian units, and upload % progress on a slow upload.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Registration } from 'b2b-widgets/registration';
import { defaultMessages as m } from '../../../src/core/messages';
import { t } from '../../../src/core/messages/registration';
import { formatFileSize } from '../../../src/core/format';
import { FILE_TYPES_TEXT, MAX_FILE_BYTES } from '../../../src/core/rules/registration';
import { dialog, fake, field, fillValidForm, focusedName, installRegistrationTestHooks, pngFile, submit } from './setup-registration';
import { installSlowUpload, type SlowUpload } from './slow-upload';
import { pickFile } from '../support/pick-file';

installRegistrationTestHooks();

let slow: SlowUpload | undefined;
afterEach(() => {
  slow?.restore();
  slow = undefined;
});

function Harness() {
  const [open, setOpen] = useState(true);
  return <Registration open={open} onClose={() => setOpen(false)} />;
}

const errorOf = (label: Parameters<typeof field>[0]) => {
  const input = field(label).element();
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (input.getRootNode() as Document).getElementById(id)?.textContent ?? null : null;
};

describe('<Registration> validation', () => {
  it("an empty form: 'Это поле необходимо заполнить.' under each required field, focus on the first, nothing sent", async () => {
    render(<Harness />);
    await userEvent.click(submit());
    const required = [
      'registrationSurname',
      'registrationName',
      'registrationPhone',
      'registrationEmail',
      'registrationCompany',
      'registrationInn',
      'registrationCity',
      'registrationCaptcha',
    ] as const;
    for (const label of required) {
      await expect.element(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(errorOf(label), label).toBe(m.required);
    }
    await expect.element(field('registrationPatronymic')).not.toHaveAttribute('aria-invalid');
    await expect.poll(focusedName).toBe('surname');
    expect(fake.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('errors clear as the field is corrected; the first wrong field gets the focus on the next try', async () => {
    render(<Harness />);
    await userEvent.click(submit());
    await userEvent.type(field('registrationSurname'), 'Иванов');
    await expect.element(field('registrationSurname')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(submit());
    await expect.poll(focusedName).toBe('name');
  });

  it('checks the e-mail when the field is left', async () => {
    render(<Harness />);
    await userEvent.type(field('registrationEmail'), 'ivanov@example');
    await userEvent.tab();
    await expect.poll(() => errorOf('registrationEmail')).toBe(m.emailInvalid);
    await userEvent.type(field('registrationEmail'), '.ru');
    await expect.element(field('registrationEmail')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['12345', t('innLength', { n: 5 })],
    ['77070838931', t('innLength', { n: 11 })],
    ['77070838ЗЗ', m.innNotDigits],
    ['7707083894', m.innChecksum],
    ['500100732250', m.innChecksum],
  ])('ИНН %j: %s', async (inn, message) => {
    render(<Harness />);
    await userEvent.type(field('registrationInn'), inn);
    await userEvent.tab();
    await expect.poll(() => errorOf('registrationInn')).toBe(message);
  });

  it('a right ИНН passes and is sent without the spaces it was pasted with', async () => {
    render(<Harness />);
    await fillValidForm();
    await userEvent.clear(field('registrationInn'));
    await userEvent.type(field('registrationInn'), '5001 0073 2259');
    await userEvent.tab();
    await expect.element(field('registrationInn')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field('registrationCaptcha'), fake.state.captcha);
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('status')).toHaveTextContent(m.registrationDone);
    expect(fake.state.registrations[0]).toMatchObject({ inn: '500100732259', region: '1', region_other: '' });
  });

  it('masks the phone key by key and wants the whole number', async () => {
    render(<Harness />);
    await userEvent.click(field('registrationPhone'));
    for (const [key, shown] of [
      ['4', '+7 (4'],
      ['9', '+7 (49'],
      ['5', '+7 (495'],
      ['1', '+7 (495) 1'],
      ['2', '+7 (495) 12'],
      ['3', '+7 (495) 123'],
      ['4', '+7 (495) 123-4'],
    ] as const) {
      await userEvent.keyboard(key);
      await expect.element(field('registrationPhone')).toHaveValue(shown);
    }
    await userEvent.click(submit());
    expect(errorOf('registrationPhone')).toBe(m.required);
    await userEvent.click(field('registrationPhone'));
    await userEvent.keyboard('{End}567');
    await expect.element(field('registrationPhone')).toHaveValue('+7 (495) 123-45-67');
    await expect.element(field('registrationPhone')).not.toHaveAttribute('aria-invalid');
  });

  it("region 'другой' reveals a required field for the region; another choice hides it", async () => {
    render(<Harness />);
    await expect.element(field('registrationRegion')).toHaveValue('1');
    expect(dialog().getByRole('textbox', { name: m.registrationRegionOther }).query()).toBeNull();
    await userEvent.selectOptions(field('registrationRegion'), m.regionOther);
    await expect.element(field('registrationRegionOther')).toBeVisible();
    await userEvent.click(submit());
    await expect.poll(() => errorOf('registrationRegionOther')).toBe(m.required);
    await userEvent.selectOptions(field('registrationRegion'), 'Сибирский федеральный округ');
    await expect.element(field('registrationRegionOther')).not.toBeInTheDocument();
  });
});

describe('<Registration> file', () => {
  it('shows the chosen image by name and size in Russian units', async () => {
    render(<Harness />);
    const png = pngFile();
    await userEvent.upload(field('registrationFile'), png);
    await expect.element(dialog().getByText(`card.png, ${formatFileSize(png.size)}`)).toBeVisible();
    expect(formatFileSize(png.size)).toBe('0,1\u00a0КБ');
  });

  it('refuses a file that is neither an image nor a document, and says which kinds will do', async () => {
    render(<Harness />);
    await userEvent.upload(field('registrationFile'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await expect.element(field('registrationFile')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(dialog().getByText(/«setup\.exe» не подходит/)).toBeVisible();
  });

  it('refuses an SVG "image" (markup that can carry script)', async () => {
    render(<Harness />);
    await userEvent.upload(field('registrationFile'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await expect
      .element(dialog().getByText(t('registrationFileType', { name: 'logo.svg', types: FILE_TYPES_TEXT })))
      .toBeVisible();
  });

  it('refuses a file over the limit, with both sizes in МБ', async () => {
    render(<Harness />);
    const big = new File([new Uint8Array(MAX_FILE_BYTES + 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' });
    await pickFile(field('registrationFile'), big);
    await expect.element(dialog().getByText(t('registrationFileSize', { size: '6\u00a0МБ', max: '5\u00a0МБ' }))).toBeVisible();
    // Not kept: nothing would be sent.
    expect(dialog().getByText(/^scan\.pdf, /).query()).toBeNull();
  });

  it('accepts a document whose type the browser left empty, by its extension', async () => {
    render(<Harness />);
    await userEvent.upload(field('registrationFile'), new File(['x'], 'Карточка.docx', { type: '' }));
    await expect.element(dialog().getByText(/^Карточка\.docx, /)).toBeVisible();
    await expect.element(field('registrationFile')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the upload progress in % on a slow upload, then the success text', async () => {
    render(<Harness />);
    await fillValidForm();
    await userEvent.upload(field('registrationFile'), pngFile());
    await userEvent.type(field('registrationCaptcha'), 'k7m2');
    slow = installSlowUpload();
    await userEvent.click(submit());
    await expect.poll(() => slow!.sent.length).toBe(1);
    const { url, body, headers } = slow.sent[0]!;
    expect(url).toBe('/registration');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect((body.get('file') as File).name).toBe('card.png');
    expect(body.get('inn')).toBe('7707083893');
    expect(body.get('captcha')).toBe('k7m2');

    const bar = dialog().getByRole('progressbar');
    await expect.element(bar).toHaveAttribute('aria-valuenow', '0');
    await expect.element(dialog().getByRole('button', { name: m.sending })).toBeVisible();
    for (const [loaded, shown] of [
      [2500, '25'],
      [6000, '60'],
      [10000, '100'],
    ] as const) {
      slow.progress(loaded, 10000);
      await expect.element(bar).toHaveAttribute('aria-valuenow', shown);
      await expect.element(bar).toHaveTextContent(`${shown}%`);
    }
    slow.reply(200, { status: 'success', message: 'ok' });
    await expect.element(dialog().getByRole('status')).toHaveTextContent(m.registrationDone);
    expect(page.getByRole('progressbar').query()).toBeNull();
  });
});
