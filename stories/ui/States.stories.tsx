import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultMessages as m } from '../../src/core/messages';
import { EmptyState, ErrorState, SkeletonLines, Spinner } from '../../src/ui/states';
import { withUiStyles } from './with-ui-styles';

const meta = {
  title: 'UI/States',
  component: Spinner,
  decorators: [withUiStyles],
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(m.loading);
  },
};

export const LoadingWithLabel: Story = { args: { label: 'Загружаем заказы…', showLabel: true } };

/** Placeholders for text that is loading: as tall as the lines they stand for, so nothing moves when it comes. */
export const Skeleton: Story = {
  render: () => (
    <div style={{ width: '16rem', display: 'grid', gap: '4px' }} aria-hidden="true">
      <p style={{ margin: 0, fontWeight: 600 }}>
        <SkeletonLines lines={2} />
      </p>
      <p style={{ margin: 0, fontSize: '0.9em' }}>
        <SkeletonLines />
      </p>
    </div>
  ),
};

export const Empty: Story = {
  render: () => (
    <EmptyState title="Черновиков нет" action={<a href="/catalog/">Перейти в каталог</a>}>
      Сохраните корзину как черновик, чтобы вернуться к ней позже.
    </EmptyState>
  ),
};

const onRetry = fn();

/** A failure shown in Russian with a way to retry (design 4). */
export const Failed: Story = {
  render: () => <ErrorState message={m.networkError} onRetry={onRetry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.networkError);
    await userEvent.click(canvas.getByRole('button', { name: m.retry }));
    await expect(onRetry).toHaveBeenCalled();
  },
};
