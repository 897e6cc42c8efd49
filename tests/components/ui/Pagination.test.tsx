import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { paginationWindow } from '../../../src/core/rules/pagination';
import { Pagination } from '../../../src/ui/pagination';
import { ut, uiMessages as u } from '../../../src/ui/ui-messages';
import { renderUi } from './render-ui';

function Pager({ total, onPage }: { total: number; onPage?: (p: number) => void }) {
  const [page, setPage] = useState(10);
  return (
    <Pagination
      page={page}
      totalPages={total}
      onPageChange={(p) => {
        onPage?.(p);
        setPage(p);
      }}
    />
  );
}

describe('Pagination', () => {
  it('is a navigation landmark «Страницы» with the window of paginationWindow and aria-current', async () => {
    const screen = await renderUi(<Pager total={40} />);
    const nav = screen.getByRole('navigation', { name: u.pages });
    await expect.element(nav).toBeVisible();
    const numbers = paginationWindow(10, 40).filter((item) => item !== 'gap');
    const pageButtons = screen.getByRole('button', { name: /^Страница \d+$/ });
    await expect.element(pageButtons).toHaveLength(numbers.length);
    expect(pageButtons.elements().map((el) => Number(el.textContent))).toEqual(numbers);
    await expect.element(screen.getByRole('button', { name: ut('pageN', { n: 10 }) })).toHaveAttribute('aria-current', 'page');
  });

  it('changes page by click, prev/next and keyboard', async () => {
    const onPage = vi.fn();
    const screen = await renderUi(<Pager total={40} onPage={onPage} />);
    await userEvent.click(screen.getByRole('button', { name: ut('pageN', { n: 11 }) }));
    expect(onPage).toHaveBeenLastCalledWith(11);
    await expect.element(screen.getByRole('button', { name: ut('pageN', { n: 11 }) })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: u.prevPage }));
    expect(onPage).toHaveBeenLastCalledWith(10);
    (screen.getByRole('button', { name: u.nextPage }).element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(11);
    await userEvent.click(screen.getByRole('button', { name: ut('pageN', { n: 40 }) }));
    await expect.element(screen.getByRole('button', { name: u.nextPage })).toHaveAttribute('aria-disabled', 'true');
  });

  it('prev on the first page does nothing and says so', async () => {
    const onPage = vi.fn();
    const screen = await renderUi(<Pagination page={1} totalPages={3} onPageChange={onPage} />);
    const prev = screen.getByRole('button', { name: u.prevPage });
    await expect.element(prev).toHaveAttribute('aria-disabled', 'true');
    (prev.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPage).not.toHaveBeenCalled();
  });

  it('renders real links when given getHref', async () => {
    const screen = await renderUi(<Pagination page={2} totalPages={5} getHref={(p) => `?page=${p}`} />);
    await expect.element(screen.getByRole('link', { name: ut('pageN', { n: 3 }) })).toHaveAttribute('href', '?page=3');
    await expect.element(screen.getByRole('link', { name: u.nextPage })).toHaveAttribute('href', '?page=3');
  });

  it('shows nothing for a single page', async () => {
    const screen = await renderUi(<Pagination page={1} totalPages={1} />);
    await expect.element(screen.getByRole('navigation')).not.toBeInTheDocument();
  });
});
