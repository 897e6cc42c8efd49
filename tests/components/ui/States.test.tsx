import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { EmptyState, ErrorState, SkeletonLines, Spinner } from '../../../src/ui/states';
import { renderUi } from './render-ui';

describe('States', () => {
  it('Spinner is a status saying «Загрузка…»', async () => {
    const screen = await renderUi(<Spinner />);
    await expect.element(screen.getByRole('status')).toHaveTextContent(m.loading);
  });

  it('Spinner can name what loads', async () => {
    const screen = await renderUi(<Spinner label="Загружаем заказы…" showLabel />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Загружаем заказы…');
    await expect.element(screen.getByText('Загружаем заказы…')).toBeVisible();
  });

  it('SkeletonLines is as tall as that many lines of the text it stands for', async () => {
    const screen = await renderUi(
      <div style={{ width: '200px' }}>
        <p data-testid="text" style={{ margin: 0, fontSize: '0.9em' }}>
          Саморез
          <br />
          кровельный
        </p>
        <p data-testid="skeleton" style={{ margin: 0, fontSize: '0.9em' }} aria-hidden="true">
          <SkeletonLines lines={2} />
        </p>
      </div>,
    );
    const height = (id: string) => (screen.getByTestId(id).element() as HTMLElement).getBoundingClientRect().height;
    expect(height('skeleton')).toBeCloseTo(height('text'), 1);
  });

  it('EmptyState shows its title, text and action', async () => {
    const screen = await renderUi(<EmptyState title="Черновиков нет" action={<a href="/catalog/">В каталог</a>}>Сохраните корзину как черновик.</EmptyState>);
    await expect.element(screen.getByText('Черновиков нет')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/catalog/');
  });

  it('ErrorState is an alert with a «Повторить» button that works by keyboard', async () => {
    const onRetry = vi.fn();
    const screen = await renderUi(<ErrorState message={m.networkError} onRetry={onRetry} />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(m.networkError);
    (screen.getByRole('button', { name: m.retry }).element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
