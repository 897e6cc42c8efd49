import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ADDED_TO_CART_POPUP_MS } from '../../src/core/constants';
import { defaultMessages as m } from '../../src/core/messages';
import { Alert, ToastProvider, useToast } from '../../src/ui/alert';
import { Button } from '../../src/ui/button';
import { withUiStyles } from './with-ui-styles';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  decorators: [withUiStyles],
  args: { tone: 'error', children: m.stockShortage },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'warning', 'success', 'info'] },
    autoHideMs: { control: 'number' },
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(m.stockShortage);
  },
};

export const Success: Story = { args: { tone: 'success', children: m.settingsUpdated } };

export const Warning: Story = {
  args: { tone: 'warning', title: m.debtTitle, children: 'Задолженность по договору № 17 — 12 400 ₽, срок оплаты истёк 01.03.2025.' },
};

export const WithActions: Story = {
  args: {
    tone: 'success',
    title: m.repeatDone,
    children: m.repeatDoneCount.replace('{n}', '12'),
    actions: [{ label: m.toCart, href: '/cart/' }, { label: m.close }],
    onClose: () => {},
  },
};

function AddToCart() {
  const toast = useToast();
  return (
    <Button
      variant="primary"
      onClick={() =>
        toast.show({
          tone: 'success',
          message: m.addedToBasket,
          actions: [{ label: m.toCart, href: '/cart/' }, { label: m.continueShopping }],
          duration: ADDED_TO_CART_POPUP_MS,
        })
      }
    >
      В корзину
    </Button>
  );
}

/** The added-to-cart popup: 2.5 s, links to the cart or to continue. */
export const Toast: Story = {
  render: () => (
    <ToastProvider>
      <AddToCart />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'В корзину' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(m.addedToBasket);
    await expect(canvas.getByRole('link', { name: m.toCart })).toHaveAttribute('href', '/cart/');
  },
};
