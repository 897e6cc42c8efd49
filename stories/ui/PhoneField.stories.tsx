import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultMessages as m } from '../../src/core/messages';
import { PhoneField } from '../../src/ui/phone-field';
import { withUiStyles } from './with-ui-styles';

const meta = {
  title: 'UI/PhoneField',
  component: PhoneField,
  decorators: [withUiStyles],
  args: { label: m.callbackPhone, onChange: fn() },
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Digits fall into +7 (XXX) XXX-XX-XX as they are typed. IMask is fetched when
 * the field mounts: keys typed before it arrives are masked when it attaches.
 */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: new RegExp(m.callbackPhone) });
    await userEvent.type(input, '9161234567');
    await waitFor(() => expect(input).toHaveValue('+7 (916) 123-45-67'));
    await expect(args.onChange).toHaveBeenLastCalledWith('+7 (916) 123-45-67', { valid: true, digits: '9161234567' });
  },
};

/** An incomplete number after leaving the field: 'Это поле необходимо заполнить.' */
export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: new RegExp(m.callbackPhone) });
    await userEvent.type(input, '916');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(m.required);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Prefilled: Story = { args: { defaultValue: '+7 (495) 123-45-67', description: 'Рабочий или мобильный' } };
