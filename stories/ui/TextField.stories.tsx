import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultMessages as m } from '../../src/core/messages';
import { TextField } from '../../src/ui/field';
import { withUiStyles } from './with-ui-styles';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  decorators: [withUiStyles],
  args: { label: 'Название черновика' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Название черновика' });
    await userEvent.type(input, 'Корзина от 05.03.2025');
    await expect(input).toHaveValue('Корзина от 05.03.2025');
  },
};

export const WithDescription: Story = { args: { description: 'Черновик видят все менеджеры вашей компании.' } };

export const Required: Story = { args: { required: true } };

/** The error is linked by aria-describedby and marks the field aria-invalid. */
export const WithError: Story = {
  args: { label: 'Логин', error: m.loginTaken, defaultValue: 'ivanov' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Логин' });
    await expect(input).toHaveAccessibleDescription(m.loginTaken);
  },
};
