import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ADDED_TO_CART_POPUP_MS, ALERT_MAX_MS, ALERT_MIN_MS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { Alert, ToastProvider, useToast, type ToastOptions } from '../../../src/ui/alert';
import { renderUi, sleep } from './render-ui';

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

  it('hides itself after autoHideMs, but not while hovered', async () => {
    const onClose = vi.fn();
    const screen = await renderUi(
      <Alert tone="error" autoHideMs={400} onClose={onClose}>
        {m.emailTaken}
      </Alert>,
    );
    await userEvent.hover(screen.getByRole('alert'));
    await sleep(600);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.unhover(screen.getByRole('alert'));
    await expect.poll(() => onClose.mock.calls.length, { timeout: 1500 }).toBe(1);
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
    const screen = await showToast({
      tone: 'success',
      message: m.addedToBasket,
      actions: [{ label: m.toCart, href: '/cart/' }, { label: m.continueShopping }],
      duration: ADDED_TO_CART_POPUP_MS,
    });
    const toast = screen.getByRole('status');
    await expect.element(toast).toHaveTextContent(m.addedToBasket);
    await expect.element(screen.getByRole('link', { name: m.toCart })).toHaveAttribute('href', '/cart/');
    const continueButton = screen.getByRole('button', { name: m.continueShopping });
    (continueButton.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
  });

  it('a success toast goes after the short alert time, an error stays up to the long one', async () => {
    const screen = await renderUi(
      <ToastProvider>
        <Trigger options={{ tone: 'success', message: m.dataSaved }} />
      </ToastProvider>,
    );
    const start = performance.now();
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
    await expect.element(screen.getByRole('status')).toBeVisible();
    await expect.poll(() => screen.getByRole('status').query(), { timeout: ALERT_MIN_MS + 1500, interval: 50 }).toBeNull();
    const lasted = performance.now() - start;
    expect(lasted).toBeGreaterThanOrEqual(ALERT_MIN_MS - 50);
    expect(lasted).toBeLessThan(ALERT_MIN_MS + 800);
  });

  it('an error toast is still there after the short time and gone after the long one', async () => {
    const screen = await showToast({ tone: 'error', message: m.loginTaken });
    await expect.element(screen.getByRole('alert')).toHaveTextContent(m.loginTaken);
    await sleep(ALERT_MIN_MS + 200);
    await expect.element(screen.getByRole('alert')).toBeInTheDocument();
    await expect.poll(() => screen.getByRole('alert').query(), { timeout: ALERT_MAX_MS, interval: 50 }).toBeNull();
  });

  it('duration null keeps it until closed', async () => {
    const screen = await showToast({ tone: 'info', message: 'Прайс-лист готовится', duration: null });
    await sleep(ALERT_MAX_MS + 200);
    await userEvent.click(screen.getByRole('button', { name: m.close }));
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
  });
});
