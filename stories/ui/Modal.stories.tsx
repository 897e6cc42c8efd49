import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultMessages as m } from '../../src/core/messages';
import { Button } from '../../src/ui/button';
import { TextField } from '../../src/ui/field';
import { Modal } from '../../src/ui/modal';
import { withUiStyles } from './with-ui-styles';

/** A trigger and the modal it opens: `open` is controlled by the story. */
function ModalDemo(props: Omit<ComponentProps<typeof Modal>, 'open' | 'onClose'> & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Сохранить корзину
      </Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: ModalDemo,
  decorators: [withUiStyles],
  args: {
    title: 'Сохранить корзину как черновик',
    onClose: fn(),
    children: <TextField label="Название черновика" required />,
    footer: (
      <>
        <Button variant="primary">Сохранить</Button>
        <Button>Отмена</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    closeOnBackdrop: { control: 'boolean' },
  },
} satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the button; focus goes to the first field and comes back on close. */
export const FormDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Сохранить корзину' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Сохранить корзину как черновик' });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Название черновика/ })).toHaveFocus();
    // Escape is covered by the component test: synthetic key events do not reach the native dialog.
    await userEvent.click(canvas.getByRole('button', { name: m.close }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(opener).toHaveFocus();
    // Leave it open for the eye and for axe.
    await userEvent.click(opener);
  },
};

/** Text only, no field: the browser focuses the first control (the close button). */
export const Message: Story = {
  args: {
    title: m.repeatEmptyTitle,
    size: 'small',
    children: <p>{m.repeatEmpty}</p>,
    footer: <Button variant="primary">{m.close}</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByRole('dialog', { name: m.repeatEmptyTitle })).toBeVisible();
    // The header's close button and the footer's: both named «Закрыть».
    await expect(canvas.getAllByRole('button', { name: m.close })).toHaveLength(2);
  },
};
