import { memo, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { t } from '../../core/messages/basket';
import { DEFAULT_SORT, type SortState } from '../../core/rules/sort';
import type { LineKey } from '../../stores/basket-types';
import { useBasketStore } from '../../stores/react';
import { useToast } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useConfirm } from '../../ui/confirm';
import { DataTable, type RowId } from '../../ui/data-table';
import { useEmit } from '../../blocks/element/host-context';
import { basketColumns, rowLabel, useLineRow } from './basket-columns';
import { TABLE_VIEWPORT } from './basket.css';
import { createSortedKeys } from './sort-lines';

/** Row height for virtualisation (picture, counter, a line of message). */
const ROW_HEIGHT = 64;
/** A line's card on a phone (basket-cards.css.ts): name, code, prices, stock, the counter and the sum. */
const CARD_HEIGHT = 156;

/**
 * The lines: sortable by articul, name, price and RRP (spec 4, name ascending
 * first), row checkboxes with the bulk bar and 'Удалить отмеченные товары?'.
 * Re-renders only when the row order changes (memo: not when the form around
 * it does); each row follows its own line.
 */
export const BasketTable = memo(function BasketTable() {
  const basket = useBasketStore();
  const confirm = useConfirm();
  const toast = useToast();
  const rootRef = useRef<HTMLDivElement>(null);
  const emit = useEmit(rootRef);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const sorted = useMemo(() => createSortedKeys(sort), [sort]);
  const keys = useStore(basket.store, sorted);

  const deleteChecked = useCallback(
    async (ids: readonly RowId[]) => {
      // The answer comes once the closed confirmation is painted (ConfirmProvider): the lines go a frame later.
      if (!(await confirm(t('confirmDeleteChecked'), { danger: true }))) return;
      const lineKeys = ids as readonly LineKey[];
      if (await basket.remove(lineKeys)) {
        emit('b2b-basket-change', { count: basket.getState().count.products });
        toast.show({ tone: 'success', message: t('basketRemoved', { n: lineKeys.length }) });
        return;
      }
      const { lines } = basket.getState();
      const reason = lineKeys.map((k) => lines[k]?.error).find(Boolean) ?? t('serverError');
      toast.show({ tone: 'error', message: reason });
    },
    [basket, confirm, emit, toast],
  );

  const bulkActions = useCallback(
    (checked: ReadonlySet<RowId>): ReactNode => (
      <Button variant="danger" small onClick={() => void deleteChecked([...checked])}>
        {t('basketDeleteChecked')}
      </Button>
    ),
    [deleteChecked],
  );

  return (
    <div ref={rootRef} className="b2b-basket-table" part="lines">
      <DataTable
        caption={t('basketCaption')}
        columns={basketColumns}
        rowIds={keys}
        useRow={useLineRow}
        rowLabel={rowLabel}
        sort={sort}
        onSortChange={setSort}
        selectable
        bulkActions={bulkActions}
        rowHeight={ROW_HEIGHT}
        cardHeight={CARD_HEIGHT}
        maxHeight={TABLE_VIEWPORT}
      />
    </div>
  );
});
