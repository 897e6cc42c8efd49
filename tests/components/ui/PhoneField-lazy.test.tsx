import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { PhoneField } from '../../../src/ui/phone-field';
import { renderUi } from './render-ui';

// IMask loads when a phone field first mounts. Hold it back to act out a slow
// network: what the visitor types meanwhile must be kept and masked.
const code = await vi.hoisted(() => import('../support/held').then((m) => m.held()));
vi.mock('imask', (importOriginal) => code.hold(importOriginal));

function Form({ onChange }: { onChange: (v: string, info: { valid: boolean; digits: string }) => void }) {
  const [phone, setPhone] = useState('');
  return (
    <PhoneField
      label="Телефон"
      value={phone}
      onChange={(value, info) => {
        setPhone(value);
        onChange(value, info);
      }}
    />
  );
}

describe('PhoneField before its mask has loaded', () => {
  it('keeps the keys typed meanwhile and masks them once the mask arrives', async () => {
    const onChange = vi.fn();
    const screen = await renderUi(<Form onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(input, '9161234567');
    await expect.element(input).toHaveValue('9161234567');
    expect(onChange).not.toHaveBeenCalled();

    code.release();
    await expect.element(input).toHaveValue('+7 (916) 123-45-67');
    expect(onChange).toHaveBeenLastCalledWith('+7 (916) 123-45-67', { valid: true, digits: '9161234567' });
    await userEvent.type(input, '{Backspace}');
    await expect.element(input).toHaveValue('+7 (916) 123-45-6');
  });
});
