import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/button';
import { withUiStyles } from './with-ui-styles';

const meta = {
  title: 'UI/Button',
  component: Button,
  decorators: [withUiStyles],
  args: { children: 'В корзину', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'link'] } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'В корзину' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Secondary: Story = { args: { children: 'Отмена' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Удалить' } };
export const Link: Story = { args: { variant: 'link', children: 'Продолжить покупки' } };
export const Small: Story = { args: { small: true, children: 'Повторить' } };
export const Disabled: Story = { args: { disabled: true, children: 'Сохранить' } };
