import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultMessages as m } from '../../src/core/messages';
import { Button } from '../../src/ui/button';
import { ConfirmDialog, ConfirmProvider, useConfirm } from '../../src/ui/confirm';
import { withUiStyles } from './with-ui-styles';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  decorators: [withUiStyles],
  args: { open: true, text: m.confirmClearBasket, danger: true, onConfirm: fn(), onCancel: fn() },
  argTypes: {
    text: {
      control: 'select',
      options: [m.confirmClearBasket, m.confirmDeleteChecked, m.confirmDeleteAddress, m.confirmDeleteConsignee],
    },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Подтвердите действие' with Да/Нет; focus starts on «Нет». */
export const ClearBasket: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alertdialog', { name: m.confirmTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.no })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: m.yes }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

function ConfirmingButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('—');
  return (
    <>
      <Button variant="danger" onClick={async () => setAnswer((await confirm(m.confirmDeleteChecked, { danger: true })) ? m.yes : m.no)}>
        Удалить отмеченные
      </Button>
      <p>{`Ответ: ${answer}`}</p>
    </>
  );
}

/** useConfirm(): `await confirm(text)` resolves to true or false. */
export const WithHook: Story = {
  render: () => (
    <ConfirmProvider>
      <ConfirmingButton />
    </ConfirmProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить отмеченные' }));
    await expect(await canvas.findByRole('alertdialog')).toHaveAccessibleDescription(m.confirmDeleteChecked);
    await userEvent.click(canvas.getByRole('button', { name: m.no }));
    await expect(await canvas.findByText(`Ответ: ${m.no}`)).toBeVisible();
  },
};
