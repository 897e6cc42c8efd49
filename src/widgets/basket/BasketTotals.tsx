import { memo, useRef } from 'react';
import { t } from '../../core/messages/basket';
import { useBasketStore, useBasketTotals } from '../../stores/react';
import { useToast } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useConfirm } from '../../ui/confirm';
import { Price } from '../../ui/price';
import { useEmit } from '../../blocks/element/host-context';

/**
 * Number of lines and the total, and clearing the basket with the spec's
 * 'Вы действиетельно хотите очистить корзину?'. Its own component: the sum
 * changes with every quantity, and only this box should follow it. On a
 * phone it is a bar that stays at the bottom of the screen, with a button
 * on to the delivery form.
 */
export const BasketTotals = memo(function BasketTotals({ onCheckout }: { onCheckout: () => void }) {
  const basket = useBasketStore();
  const { count, sum } = useBasketTotals();
  const confirm = useConfirm();
  const toast = useToast();
  const rootRef = useRef<HTMLDivElement>(null);
  const emit = useEmit(rootRef);

  const clear = async () => {
    if (!(await confirm(t('confirmClearBasket'), { danger: true }))) return;
    // A failure shows as the basket's error with a retry (the store keeps it).
    if (await basket.clear()) {
      emit('b2b-basket-change', { count: basket.getState().count.products });
      toast.show({ tone: 'success', message: t('basketCleared') });
    }
  };

  const clearButton = (className: string) => (
    <Button className={className} onClick={() => void clear()}>
      {t('basketClear')}
    </Button>
  );
  return (
    <>
      <div ref={rootRef} className="b2b-basket-totals" part="totals">
        <p className="b2b-basket-total">
          <span>{t('basketTotalLines', { n: count })}</span>
          <span className="b2b-basket-total-sum">
            {t('basketTotalSum')} <Price value={sum} />
          </span>
        </p>
        {clearButton('b2b-basket-clear')}
        {/* On a phone (basket-cards.css.ts) this bar stays in view over the lines: it keeps
            the total and the way on, and clearing moves out of it, under it. */}
        <Button variant="primary" className="b2b-basket-checkout" onClick={onCheckout}>
          {t('basketToCheckout')}
        </Button>
      </div>
      {clearButton('b2b-basket-clear b2b-basket-clear--below')}
    </>
  );
});
