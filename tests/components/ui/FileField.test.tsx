import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { formatFileSize } from '../../../src/core/format';
import { FileField } from '../../../src/ui/file-field';
import { ut, uiMessages as u } from '../../../src/ui/ui-messages';
import { renderUi } from './render-ui';

const image = () => new File([new Uint8Array(1536)], 'карточка.png', { type: 'image/png' });
const pdf = () => new File([new Uint8Array(10)], 'акт.pdf', { type: 'application/pdf' });

describe('FileField', () => {
  it('takes an allowed file and shows its name and Russian size', async () => {
    const onChange = vi.fn();
    const screen = await renderUi(<FileField label="Карточка предприятия" accept={['image/*']} onChange={onChange} />);
    const input = screen.getByLabelText('Карточка предприятия');
    await userEvent.upload(input, image());
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'карточка.png' }));
    await expect.element(screen.getByText(ut('fileChosen', { name: 'карточка.png', size: formatFileSize(1536) }))).toBeVisible();
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('rejects a file of another type with a Russian message, whatever the picker allowed', async () => {
    const onChange = vi.fn();
    const screen = await renderUi(<FileField label="Карточка предприятия" accept={['image/*']} onChange={onChange} />);
    const input = screen.getByLabelText('Карточка предприятия');
    await userEvent.upload(input, pdf());
    expect(onChange).toHaveBeenLastCalledWith(null);
    const message = ut('fileType', { name: 'акт.pdf', types: u.fileImage });
    await expect.element(input).toHaveAccessibleDescription(message);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    expect((input.element() as HTMLInputElement).value).toBe('');
  });

  it('checks extensions too', async () => {
    const onChange = vi.fn();
    const screen = await renderUi(<FileField label="Прайс-лист" accept={['.xlsx', '.xls']} onChange={onChange} />);
    const input = screen.getByLabelText('Прайс-лист');
    await userEvent.upload(input, new File(['a'], 'price.XLSX', { type: '' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'price.XLSX' }));
    await userEvent.upload(input, pdf());
    await expect.element(input).toHaveAccessibleDescription(ut('fileType', { name: 'акт.pdf', types: 'XLSX, XLS' }));
  });

  it('shows upload progress as a progressbar in %', async () => {
    const screen = await renderUi(<FileField label="Файл" onChange={() => {}} progress={42} />);
    const bar = screen.getByRole('progressbar', { name: u.fileProgress });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '42');
    await expect.element(bar).toHaveAttribute('aria-valuemax', '100');
    await screen.rerender(<FileField label="Файл" onChange={() => {}} progress={100} />);
    await expect.element(bar).toHaveAttribute('aria-valuenow', '100');
    await screen.rerender(<FileField label="Файл" onChange={() => {}} />);
    await expect.element(screen.getByRole('progressbar')).not.toBeInTheDocument();
  });

  it('speaks Russian: its own «Выбрать файл» and «Файл не выбран», the native input laid transparent over the button', async () => {
    const screen = await renderUi(<FileField label="Прайс-лист" onChange={() => {}} />);
    const input = screen.getByLabelText('Прайс-лист');
    const button = screen.getByText(u.fileChoose);
    await expect.element(button).toBeVisible();
    await expect.element(screen.getByText(u.fileNone)).toBeVisible();
    // The browser's «Choose File / No file chosen» is not seen...
    expect(getComputedStyle(input.element()).opacity).toBe('0');
    // ...and a click at the middle of the Russian button is a click on the input.
    const box = button.element().getBoundingClientRect();
    const root = input.element().getRootNode() as Document | ShadowRoot;
    expect(root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(input.element());
    await userEvent.upload(input, image());
    await expect.element(screen.getByText(ut('fileChosen', { name: 'карточка.png', size: formatFileSize(1536) }))).toBeVisible();
    await expect.element(screen.getByText(u.fileNone)).not.toBeInTheDocument();
  });

  it('is reachable by keyboard', async () => {
    const screen = await renderUi(
      <>
        <button type="button">До</button>
        <FileField label="Файл" onChange={() => {}} />
      </>,
    );
    (screen.getByRole('button', { name: 'До' }).element() as HTMLButtonElement).focus();
    await userEvent.tab();
    await expect.element(screen.getByLabelText('Файл')).toHaveFocus();
  });
});
