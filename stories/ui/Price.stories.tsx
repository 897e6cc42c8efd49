import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price, formatRubles } from '../../src/ui/price';
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
    // Compared as raw text: testing-library's matchers fold the no-break spaces we want to check.
    await expect(canvasElement.querySelector('.b2b-price')?.textContent).toBe(formatRubles(1234567.5));
  },
};

export const WholeRoubles: Story = { args: { value: 2500 } };

export const NoCurrency: Story = { args: { value: 845.9, currency: false } };
