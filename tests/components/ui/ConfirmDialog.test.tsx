import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { ConfirmDialog, ConfirmProvider, useConfirm } from '../../../src/ui/confirm';
import { renderUi } from './render-ui';

function ClearBasket({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={async () => onAnswer(await confirm(m.confirmClearBasket, { danger: true }))}>
      Очистить корзину
    </button>
  );
}

async function ask(onAnswer: (answer: boolean) => void) {
  const screen = await renderUi(
    <ConfirmProvider>
      <ClearBasket onAnswer={onAnswer} />
    </ConfirmProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Очистить корзину' });
  await userEvent.click(opener);
  return { screen, opener };
}

describe('ConfirmDialog', () => {
  it('asks with the spec title and text, starting on «Нет»', async () => {
    const { screen } = await ask(() => {});
    const dialog = screen.getByRole('alertdialog', { name: m.confirmTitle });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription(m.confirmClearBasket);
    await expect.element(screen.getByRole('button', { name: m.no })).toHaveFocus();
    await expect.element(screen.getByRole('button', { name: m.yes })).toBeVisible();
  });

  it('useConfirm resolves true for «Да» and gives focus back', async () => {
    const onAnswer = vi.fn();
    const { screen, opener } = await ask(onAnswer);
    await userEvent.click(screen.getByRole('button', { name: m.yes }));
    await expect.poll(() => onAnswer.mock.calls).toEqual([[true]]);
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('answers once the closed dialog has been painted: what the answer redraws waits for the next frame', async () => {
    let frames = 0;
    let seen: { frames: number; open: boolean } | null = null;
    let dialog: HTMLDialogElement | null = null;
    const { screen } = await ask(() => (seen = { frames, open: dialog!.open }));
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    dialog = screen.getByRole('alertdialog').element() as HTMLDialogElement;
    const yes = screen.getByRole('button', { name: m.yes }).element() as HTMLButtonElement;
    // The frames drawn from the click on «Да» on, until the answer has come.
    const count = () => {
      frames++;
      if (!seen) requestAnimationFrame(count);
    };
    yes.addEventListener('click', () => requestAnimationFrame(count), { capture: true });
    yes.click();
    await expect.poll(() => seen).not.toBeNull();
    expect(seen!.open, 'the dialog is closed when the answer comes').toBe(false);
    expect(seen!.frames, 'a frame has been drawn since «Да»').toBeGreaterThanOrEqual(1);
  });

  it('resolves false for «Нет» chosen by keyboard', async () => {
    const onAnswer = vi.fn();
    await ask(onAnswer);
    // Focus starts on «Нет»: Enter declines.
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onAnswer.mock.calls).toEqual([[false]]);
  });

  it('resolves false on Escape', async () => {
    const onAnswer = vi.fn();
    const { screen } = await ask(onAnswer);
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => onAnswer.mock.calls).toEqual([[false]]);
  });

  it('Shift+Tab from «Нет» reaches «Да», Space confirms', async () => {
    const onAnswer = vi.fn();
    const { screen } = await ask(onAnswer);
    await expect.element(screen.getByRole('button', { name: m.no })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(screen.getByRole('button', { name: m.yes })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.poll(() => onAnswer.mock.calls).toEqual([[true]]);
  });

  it('as a plain component calls onConfirm / onCancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          text={m.confirmDeleteAddress}
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
        />
      );
    }
    const screen = await renderUi(<Host />);
    await expect.element(screen.getByText(m.confirmDeleteAddress)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: m.no }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('useConfirm outside a provider says what is missing', async () => {
    function Lonely() {
      useConfirm();
      return null;
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderUi(<Lonely />)).rejects.toThrow(/ConfirmProvider/);
    error.mockRestore();
  });
});
