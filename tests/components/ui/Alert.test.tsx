import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ADDED_TO_CART_POPUP_MS, ALERT_MAX_MS, ALERT_MIN_MS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { Alert, ToastProvider, useToast, type ToastOptions } from '../../../src/ui/alert';
import { messageClock } from '../support/clocks';
import type { ManualClock } from '../support/manual-clock';
import { renderUi } from './render-ui';

/**
 * The messages' clock (core/timers.ts messageTimers), moved by the test, so
 * each timing holds however slow the machine is. Everything else (events,
 * frames, the runtime's own timers) keeps real time.
 */
let clock: ManualClock;
function fakeClock(): void {
  clock = messageClock();
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Lets the runtime render what the last action started: the auto-hide's timer is set in an effect. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await frame();
}

/** Moves the clock `ms` forward and lets the runtime catch up. */
async function advance(ms: number): Promise<void> {
  await clock.advance(ms);
  await settle();
}

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      Показать
    </button>
  );
}

async function showToast(options: ToastOptions) {
  const screen = await renderUi(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
  return screen;
}

describe('Alert', () => {
  it('errors interrupt (role=alert), successes are polite (role=status)', async () => {
    const screen = await renderUi(
      <>
        <Alert tone="error">{m.stockShortage}</Alert>
        <Alert tone="success">{m.dataSaved}</Alert>
      </>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent(m.stockShortage);
    await expect.element(screen.getByRole('status')).toHaveTextContent(m.dataSaved);
  });

  it('hides itself after autoHideMs, but not while hovered; leaving restarts the wait in full', async () => {
    fakeClock();
    const onClose = vi.fn();
    const screen = await renderUi(
      <Alert tone="error" autoHideMs={400} onClose={onClose}>
        {m.emailTaken}
      </Alert>,
    );
    await settle();
    await advance(300);
    // Hovered with 100 ms to go: paused for as long as the pointer stays.
    await userEvent.hover(screen.getByRole('alert'));
    await settle();
    await advance(60_000);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.unhover(screen.getByRole('alert'));
    await settle();
    await advance(399);
    expect(onClose).not.toHaveBeenCalled();
    await advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has a close button labelled «Закрыть»', async () => {
    const onClose = vi.fn();
    const screen = await renderUi(<Alert onClose={onClose}>{m.settingsUpdated}</Alert>);
    await userEvent.click(screen.getByRole('button', { name: m.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Toast', () => {
  it('the added-to-cart popup links to the cart, «continue» closes it, from the keyboard', async () => {
    fakeClock(); // it must not time out before the keyboard gets to it
    const screen = await showToast({
      tone: 'success',
      message: m.addedToBasket,
      actions: [{ label: m.toCart, href: '/cart/' }, { label: m.continueShopping }],
      duration: ADDED_TO_CART_POPUP_MS,
    });
    await settle();
    const toast = screen.getByRole('status');
    await expect.element(toast).toHaveTextContent(m.addedToBasket);
    await expect.element(screen.getByRole('link', { name: m.toCart })).toHaveAttribute('href', '/cart/');
    const continueButton = screen.getByRole('button', { name: m.continueShopping });
    (continueButton.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
  });

  it('a success toast goes after the short alert time', async () => {
    fakeClock();
    const screen = await showToast({ tone: 'success', message: m.dataSaved });
    await settle();
    await advance(ALERT_MIN_MS - 1);
    expect(screen.getByRole('status').element()).toHaveTextContent(m.dataSaved);
    await advance(1);
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
  });

  it('an error toast is still there after the short time and gone after the long one', async () => {
    fakeClock();
    const screen = await showToast({ tone: 'error', message: m.loginTaken });
    await settle();
    await advance(ALERT_MIN_MS + 200);
    expect(screen.getByRole('alert').element()).toHaveTextContent(m.loginTaken);
    await advance(ALERT_MAX_MS - ALERT_MIN_MS - 201);
    expect(screen.getByRole('alert').element()).toHaveTextContent(m.loginTaken);
    await advance(1);
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });

  it('duration null keeps it until closed', async () => {
    fakeClock();
    const screen = await showToast({ tone: 'info', message: 'Прайс-лист готовится', duration: null });
    await settle();
    await advance(ALERT_MAX_MS * 10);
    expect(screen.getByRole('status').element()).toHaveTextContent('Прайс-лист готовится');
    await userEvent.click(screen.getByRole('button', { name: m.close }));
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
  });
});
