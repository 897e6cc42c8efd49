import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Modal } from '../../../src/ui/modal';
import { MODAL_OPEN_ATTRIBUTE } from '../../../src/ui/modal/print-mark';
import { StyleRoot } from '../../../src/ui/StyleRoot';
import { baseCss, uiCss } from '../../../src/ui/styles';

/** A form dialog that asks to confirm over itself, as a widget's edit and delete do. */
function Harness() {
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <StyleRoot css={[baseCss, uiCss]}>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Заказ З-2026-01">
        <button type="button" onClick={() => setConfirm(true)}>
          Удалить
        </button>
      </Modal>
      <Modal open={confirm} onClose={() => setConfirm(false)} title="Подтвердите действие" role="alertdialog" size="small">
        <p>Удалить?</p>
      </Modal>
    </StyleRoot>
  );
}

describe('Modal on paper', () => {
  it('marks the tag it is open in (through nested shadow roots) until the last of its dialogs closes', async () => {
    // A widget's tag inside another's shadow root: both hold the open dialog.
    const outer = document.createElement('div');
    document.body.append(outer);
    const inner = document.createElement('div');
    outer.attachShadow({ mode: 'open' }).append(inner);
    const container = document.createElement('div');
    inner.attachShadow({ mode: 'open' }).append(container);
    const screen = await render(<Harness />, { container });
    const marked = () => [outer, inner].map((host) => host.hasAttribute(MODAL_OPEN_ATTRIBUTE));

    expect(marked()).toEqual([false, false]);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await expect.element(screen.getByRole('dialog', { name: 'Заказ З-2026-01' })).toBeVisible();
    expect(marked()).toEqual([true, true]);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await expect.element(screen.getByRole('alertdialog', { name: 'Подтвердите действие' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(marked()).toEqual([true, true]);
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(marked()).toEqual([false, false]);
    outer.remove();
  });
});
