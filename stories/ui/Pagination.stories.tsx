import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from '../../src/ui/pagination';
import { ut } from '../../src/ui/ui-messages';
import { withUiStyles } from './with-ui-styles';

function Pager(args: ComponentProps<typeof Pagination>) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(p) => {
        args.onPageChange?.(p);
        setPage(p);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  decorators: [withUiStyles],
  render: (args) => <Pager {...args} />,
  args: { page: 1, totalPages: 30, onPageChange: fn() },
  argTypes: { size: { control: { type: 'range', min: 7, max: 11 } } },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};

export const Middle: Story = {
  args: { page: 15 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: ut('pageN', { n: 15 }) })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: ut('pageN', { n: 16 }) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(16);
  },
};

export const Last: Story = { args: { page: 30 } };

export const FewPages: Story = { args: { page: 2, totalPages: 5 } };

/** Minimum window of 7. */
export const Compact: Story = { args: { page: 15, size: 7 } };

/** Real links to ?page=N for server-rendered lists. */
export const Links: Story = { args: { page: 4, getHref: (p: number) => `?page=${p}`, onPageChange: undefined } };
