import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { Modal } from '../../../src/ui/modal';
import { deepActiveElement, renderUi } from './render-ui';

function Harness({ onClose, withField = true, focusSecond = false }: { onClose?: () => void; withField?: boolean; focusSecond?: boolean }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Modal open={open} onClose={close} title="Заказать звонок" initialFocus={focusSecond ? second : undefined}>
        <p>Оставьте телефон</p>
        {withField && (
          <label>
            Имя
            <input />
          </label>
        )}
        <button type="button">Первая</button>
        <button type="button" ref={second}>
          Вторая
        </button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a modal dialog named by its title, with focus on the first field', async () => {
    const screen = await renderUi(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog', { name: 'Заказать звонок' });
    await expect.element(dialog).toBeVisible();
    expect((dialog.element() as HTMLDialogElement).matches(':modal')).toBe(true);
    await expect.element(screen.getByRole('textbox', { name: 'Имя' })).toHaveFocus();
  });

  it('focuses the given initialFocus element instead', async () => {
    const screen = await renderUi(<Harness focusSecond />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await expect.element(screen.getByRole('button', { name: 'Вторая' })).toHaveFocus();
  });

  it('closes on Escape through onClose and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const screen = await renderUi(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await userEvent.click(opener);
    await expect.element(screen.getByRole('textbox', { name: 'Имя' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('has a close button labelled «Закрыть», reachable by keyboard', async () => {
    const onClose = vi.fn();
    const screen = await renderUi(<Harness onClose={onClose} withField={false} />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await userEvent.click(opener);
    const close = screen.getByRole('button', { name: m.close });
    await expect.element(close).toBeVisible();
    close.element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await expect.element(opener).toHaveFocus();
  });

  it('never lets Tab reach the page behind (it is inert)', async () => {
    const screen = await renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Открыть' }).element();
    await userEvent.click(opener);
    await expect.element(screen.getByRole('textbox', { name: 'Имя' })).toHaveFocus();
    const dialog = screen.getByRole('dialog').element();
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      const active = deepActiveElement();
      // Past the last control focus may leave for the browser UI (body), never for the page.
      expect(active === document.body || dialog.contains(active)).toBe(true);
      expect(active).not.toBe(opener);
    }
  });

  it('is controlled: a parent that keeps open=true keeps it open after Escape', async () => {
    const onClose = vi.fn();
    const screen = await renderUi(
      <Modal open onClose={onClose} title="Нельзя закрыть">
        <input aria-label="Поле" />
      </Modal>,
    );
    await expect.element(screen.getByRole('textbox', { name: 'Поле' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByRole('dialog', { name: 'Нельзя закрыть' })).toBeVisible();
  });

  it('returns focus to an opener inside a shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const screen = await renderUi(<Harness />, { container });
    const opener = shadow.querySelector('button')!;
    await userEvent.click(opener);
    // document.activeElement is the shadow host: look inside it.
    await expect.poll(() => deepActiveElement()).toBe(screen.getByRole('textbox', { name: 'Имя' }).element());
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => deepActiveElement()).toBe(opener);
    host.remove();
  });
});
