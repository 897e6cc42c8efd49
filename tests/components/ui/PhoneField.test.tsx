import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { PhoneField } from '../../../src/ui/phone-field';
import { renderUi } from './render-ui';

function Form({ onChange, showValidation }: { onChange?: (v: string, info: { valid: boolean; digits: string }) => void; showValidation?: boolean }) {
  const [phone, setPhone] = useState('');
  return (
    <>
      <PhoneField
        label="Телефон"
        value={phone}
        showValidation={showValidation}
        onChange={(value, info) => {
          setPhone(value);
          onChange?.(value, info);
        }}
      />
      <button type="button" onClick={() => setPhone('')}>
        Сбросить
      </button>
    </>
  );
}

describe('PhoneField', () => {
  it('masks typed digits as +7 (XXX) XXX-XX-XX and reports validity', async () => {
    const onChange = vi.fn();
    const screen = await renderUi(
      <StrictMode>
        <Form onChange={onChange} />
      </StrictMode>,
    );
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(input, '9123456789');
    await expect.element(input).toHaveValue('+7 (912) 345-67-89');
    expect(onChange).toHaveBeenLastCalledWith('+7 (912) 345-67-89', { valid: true, digits: '9123456789' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('after blur, an incomplete number shows «Это поле необходимо заполнить.» linked to the field', async () => {
    const screen = await renderUi(<Form />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(input, '912345');
    await expect.element(screen.getByText(m.required)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription(m.required);

    await userEvent.click(input);
    await userEvent.type(input, '6789');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(screen.getByText(m.required)).not.toBeInTheDocument();
  });

  it('shows the message at once when the form asks (submit tried)', async () => {
    const screen = await renderUi(<Form showValidation />);
    await expect.element(screen.getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription(m.required);
  });

  it('follows a reset from the parent', async () => {
    const screen = await renderUi(<Form />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(input, '9123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    await expect.element(input).toHaveValue('');
  });

  it('a server error given by the parent wins over our own', async () => {
    const screen = await renderUi(<PhoneField label="Телефон" error="Номер уже зарегистрирован" />);
    await expect.element(screen.getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription('Номер уже зарегистрирован');
  });
});
