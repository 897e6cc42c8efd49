import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatPrice } from '../../src/core/format';
import { Price } from '../../src/ui/price';
import { withUiStyles } from './with-ui-styles';

const meta = {
  title: 'UI/Price',
  component: Price,
  decorators: [withUiStyles],
  args: { value: 1234567.5, currency: true },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithKopecks: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(new RegExp(formatPrice(1234567.5)))).toHaveTextContent('₽');
  },
};

export const WholeRoubles: Story = { args: { value: 2500 } };

export const NoCurrency: Story = { args: { value: 845.9, currency: false } };
