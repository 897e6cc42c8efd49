/**
 * The bulk-actions bar of a list: the checked goods into the basket in one
 * processProductSet call (each at the quantity its row shows; goods with
 * variants are added per variant in their row), and the checked taken off the
 * list in one call after 'Удалить отмеченные товары?'. A removal is
 * optimistic (the rows go at once, through the lists store) and comes back
 * with the reason when refused.
 */
import { useCallback, useRef, useState } from 'react';
import { t } from '../../core/messages/product-list';
import type { ListKind } from '../../core/api/lists';
import type { Product } from '../../core/types';
import type { BasketStore } from '../../stores/basket-types';
import type { ListsStore } from '../../stores/lists';
import { useConfirm } from '../../ui/confirm';

export interface BulkTarget {
  basket: BasketStore;
  lists: ListsStore;
  kind: ListKind;
  contract: number | null;
  warehouse: number | null;
  /** After goods went into the basket; `count` is count.products now, `added` the lines added. */
  onAdded(count: number, added: number): void;
}

export function useBulk({ basket, lists, kind, contract, warehouse, onAdded }: BulkTarget) {
  const confirm = useConfirm();
  /** Each row's quantity as its counter shows it (rows report; 1 until they do). */
  const quantities = useRef(new Map<number, number>());
  const [adding, setAdding] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const setQuantity = useCallback((id: number, qnt: number) => quantities.current.set(id, qnt), []);

  const add = useCallback(
    async (checked: readonly Product[]) => {
      const products = checked.filter((p) => p.variants.length === 0).map((p) => ({ id: p.id, type: 'products' as const, qnt: quantities.current.get(p.id) ?? 1 }));
      if (!products.length) return;
      setAdding(true);
      setProblems([]);
      const result = await basket.addSet(products, {
        ...(contract !== null ? { contract } : {}),
        ...(warehouse !== null ? { wms: warehouse } : {}),
      });
      setAdding(false);
      if (!result.ok) {
        setProblems([t('listAddFailed', { error: result.error ?? t('serverError') })]);
        return;
      }
      const names = new Map(checked.map((p) => [p.id, p.header]));
      setProblems(result.errors.map((e) => t('listAddRefused', { header: names.get(e.id) ?? String(e.id), error: e.message })));
      if (result.added.length) onAdded(basket.getState().count.products, result.added.length);
    },
    [basket, contract, warehouse, onAdded],
  );

  const [removeError, setRemoveError] = useState<{ ids: readonly number[]; text: string; retryable: boolean } | null>(null);
  const sendRemove = useCallback(
    async (ids: readonly number[]) => {
      setRemoveError(null);
      const result = await lists.remove(kind, ids);
      if (!result.ok && result.error) setRemoveError({ ids, text: t('listRemoveFailed', { error: result.error }), retryable: result.retryable ?? false });
      return result.ok;
    },
    [lists, kind],
  );
  const remove = useCallback(
    async (ids: readonly number[]) => ids.length > 0 && (await confirm(t('confirmDeleteChecked'), { danger: true })) && sendRemove(ids),
    [confirm, sendRemove],
  );

  /** One row off the list: no question (the catalogue's toggle puts it back), shown at once. */
  const removeOne = useCallback((id: number) => sendRemove([id]), [sendRemove]);

  return {
    setQuantity,
    removeOne,
    add,
    adding,
    problems,
    clearProblems: () => setProblems([]),
    remove,
    removeError: removeError?.text ?? null,
    /** Sends the removal again; undefined when that cannot help (a refusal). */
    retryRemove: removeError?.retryable ? () => void sendRemove(removeError.ids) : undefined,
    clearRemoveError: () => setRemoveError(null),
  };
}
