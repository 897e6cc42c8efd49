import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Counter } from '../../src/ui/counter';
import { uiMessages as u } from '../../src/ui/ui-messages';
import { withUiStyles } from './with-ui-styles';

const meta = {
  title: 'UI/Counter',
  component: Counter,
  decorators: [withUiStyles],
  args: { label: 'Количество: Болт М8×40', min: 1, step: 1, onChange: fn() },
  argTypes: { value: { control: 'number' }, step: { control: 'number' }, min: { control: 'number' } },
} satisfies Meta<typeof Counter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled, step 1: + and − change it, onChange fires 500 ms after the last change. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: u.increase });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(canvas.getByRole('spinbutton')).toHaveValue('3');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(3));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Packs of 6: typed 7 becomes 12 on Enter; − never goes below one pack. */
export const PackOfSix: Story = {
  args: { step: 6, defaultValue: 6 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    await expect(input).toHaveValue('12');
    await expect(args.onChange).toHaveBeenCalledWith(12);
  },
};

/** Controlled by its parent, the way a basket line uses it. */
export const Controlled: Story = {
  render: (args) => <BasketLine {...args} />,
};

function BasketLine(args: ComponentProps<typeof Counter>) {
  const [qnt, setQnt] = useState(4);
  return (
    <>
      <Counter
        {...args}
        value={qnt}
        onChange={(q) => {
          args.onChange?.(q);
          setQnt(q);
        }}
      />
      <p>{`В корзине: ${qnt}`}</p>
    </>
  );
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 2 } };
