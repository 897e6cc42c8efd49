// Row checkboxes, check-all, the bulk-actions bar (spec 4), bulk delete and
// clearing the basket with the spec's Да/Нет confirmations.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { recordsSelected } from '../../../src/core/format';
import { calls, installBasketTestHooks, m, renderBasket, row, seedLines, state, table, worker } from './setup-basket';

installBasketTestHooks();

const checkbox = (header: string) => row(header).getByRole('checkbox');
const checkAll = () => table().getByRole('checkbox', { name: 'Выбрать все строки' });
const dialog = () => page.getByRole('alertdialog', { name: m.confirmTitle });

describe('<Basket> checked rows', () => {
  it('checked rows are marked and the bulk bar replaces the titles with the count', async () => {
    const goods = seedLines([1, 1, 1]);
    await renderBasket();
    await userEvent.click(checkbox(goods[0]!.header));
    await userEvent.click(checkbox(goods[2]!.header));
    await expect.element(row(goods[0]!.header)).toHaveAttribute('data-selected', 'true');
    await expect.element(row(goods[1]!.header)).not.toHaveAttribute('data-selected');
    await expect.element(table().getByText(recordsSelected(2))).toBeVisible();
    await expect.element(table().getByRole('button', { name: m.basketColPrice })).not.toBeInTheDocument();
    await expect.element(table().getByRole('button', { name: m.basketDeleteChecked })).toBeVisible();
  });

  it('check-all checks and unchecks every row', async () => {
    const goods = seedLines([1, 1, 1, 1]);
    await renderBasket();
    await userEvent.click(checkAll());
    for (const p of goods) await expect.element(checkbox(p.header)).toBeChecked();
    await expect.element(table().getByText(recordsSelected(4))).toBeVisible();
    await userEvent.click(checkAll());
    for (const p of goods) await expect.element(checkbox(p.header)).not.toBeChecked();
    await expect.element(table().getByRole('button', { name: m.basketColPrice })).toBeVisible();
  });

  it('bulk delete asks first; Нет keeps everything and sends nothing', async () => {
    const goods = seedLines([1, 1, 1]);
    await renderBasket();
    await userEvent.click(checkbox(goods[0]!.header));
    await userEvent.click(table().getByRole('button', { name: m.basketDeleteChecked }));
    await expect.element(dialog()).toBeVisible();
    await expect.element(dialog().getByText(m.confirmDeleteChecked)).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: m.no }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(calls('processBasketUpdate')).toHaveLength(0);
    expect(state.basket).toHaveLength(3);
  });

  it('bulk delete with Да removes exactly the checked lines in one request', async () => {
    const goods = seedLines([1, 2, 3]);
    const removed: number[][] = [];
    document.addEventListener('b2b-basket-change', (e) => removed.push([(e as CustomEvent<{ count: number }>).detail.count]), { once: true });
    await renderBasket();
    await userEvent.click(checkbox(goods[0]!.header));
    await userEvent.click(checkbox(goods[2]!.header));
    await userEvent.click(table().getByRole('button', { name: m.basketDeleteChecked }));
    await userEvent.click(dialog().getByRole('button', { name: m.yes }));
    await expect.element(row(goods[0]!.header)).not.toBeInTheDocument();
    await expect.element(row(goods[2]!.header)).not.toBeInTheDocument();
    await expect.element(row(goods[1]!.header)).toBeVisible();
    expect(state.basket.map((i) => i.id)).toEqual([goods[1]!.id]);
    const updates = calls('processBasketUpdate');
    expect(updates).toHaveLength(1);
    expect((updates[0]!.body as { items: { id: number; qnt: number }[] }).items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: goods[0]!.id, qnt: 0 }), expect.objectContaining({ id: goods[2]!.id, qnt: 0 })]),
    );
    await expect.element(page.getByText('Удалено позиций: 2')).toBeVisible();
    expect(removed).toEqual([[1]]);
    // Nothing stays checked: the bar is gone.
    await expect.element(table().getByRole('button', { name: m.basketColPrice })).toBeVisible();
  });

  it('a refused bulk delete (4xx) keeps the lines and says why, with no «Повторить»', async () => {
    const goods = seedLines([1, 1]);
    worker.use(http.post('/api/processBasketUpdate', () => HttpResponse.json({ status: 'error', message: 'Корзина заблокирована' }, { status: 409 })));
    await renderBasket();
    await userEvent.click(checkbox(goods[0]!.header));
    await userEvent.click(table().getByRole('button', { name: m.basketDeleteChecked }));
    await userEvent.click(dialog().getByRole('button', { name: m.yes }));
    await expect.element(row(goods[0]!.header).getByRole('alert').filter({ hasText: 'Корзина заблокирована' })).toBeVisible();
    await expect.element(row(goods[0]!.header).getByRole('button', { name: m.retry })).not.toBeInTheDocument();
    expect(state.basket).toHaveLength(2);
  });

  it('a failed bulk delete (5xx) keeps the lines, says why and offers a retry per line', async () => {
    const goods = seedLines([1, 1]);
    let fail = true;
    worker.use(
      http.post('/api/processBasketUpdate', () =>
        fail ? HttpResponse.json({ status: 'error', message: 'Корзина заблокирована, повторите' }, { status: 503 }) : undefined,
      ),
    );
    await renderBasket();
    await userEvent.click(checkbox(goods[0]!.header));
    await userEvent.click(table().getByRole('button', { name: m.basketDeleteChecked }));
    await userEvent.click(dialog().getByRole('button', { name: m.yes }));
    await expect.element(page.getByRole('alert').filter({ hasText: 'Корзина заблокирована, повторите' }).first()).toBeVisible();
    await expect.element(row(goods[0]!.header)).toBeVisible();
    expect(state.basket).toHaveLength(2);
    fail = false;
    await userEvent.click(row(goods[0]!.header).getByRole('button', { name: m.retry }));
    await expect.element(row(goods[0]!.header)).not.toBeInTheDocument();
    expect(state.basket.map((i) => i.id)).toEqual([goods[1]!.id]);
  });

  it('works from the keyboard: Space checks a row, the bulk button and the dialog answer by keys', async () => {
    const goods = seedLines([1, 1]);
    await renderBasket();
    await expect.element(checkbox(goods[1]!.header)).toBeVisible();
    checkbox(goods[1]!.header).element().focus();
    await userEvent.keyboard(' ');
    await expect.element(checkbox(goods[1]!.header)).toBeChecked();
    table().getByRole('button', { name: m.basketDeleteChecked }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog()).toBeVisible();
    // Focus starts on Нет (a destructive question); Shift+Tab reaches Да.
    await expect.element(dialog().getByRole('button', { name: m.no })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await expect.poll(() => state.basket.map((i) => i.id)).toEqual([goods[0]!.id]);
  });
});

describe('<Basket> clearing', () => {
  it('asks «Вы действиетельно хотите очистить корзину?»; Да empties it via clearBasket', async () => {
    seedLines([1, 1, 1]);
    await renderBasket();
    await userEvent.click(page.getByRole('button', { name: m.basketClear }));
    await expect.element(dialog().getByText(m.confirmClearBasket)).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: m.yes }));
    await expect.element(page.getByText(m.basketEmptyTitle)).toBeVisible();
    expect(state.basket).toHaveLength(0);
    expect(calls('clearBasket')).toHaveLength(1);
  });

  it('Нет keeps the basket', async () => {
    seedLines([1, 1]);
    await renderBasket();
    await userEvent.click(page.getByRole('button', { name: m.basketClear }));
    await userEvent.click(dialog().getByRole('button', { name: m.no }));
    expect(calls('clearBasket')).toHaveLength(0);
    await expect.element(table()).toBeVisible();
  });

  it('a failed clear keeps the lines and retries on request', async () => {
    seedLines([1, 1]);
    let fail = true;
    // 501: a server failure, which trying again can help (a refusal offers no «Повторить»).
    worker.use(http.get('/api/clearBasket', () => (fail ? HttpResponse.json({ status: 'error', message: 'Не удалось очистить' }, { status: 501 }) : undefined)));
    await renderBasket();
    await userEvent.click(page.getByRole('button', { name: m.basketClear }));
    await userEvent.click(dialog().getByRole('button', { name: m.yes }));
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось очистить' });
    await expect.element(alert).toBeVisible();
    await expect.element(table()).toBeVisible();
    fail = false;
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    await expect.element(page.getByText(m.basketEmptyTitle)).toBeVisible();
    expect(state.basket).toHaveLength(0);
  });
});
