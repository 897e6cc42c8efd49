import { useEffect, useRef } from 'react';
import { getConfig } from '../../core/config';
import { ORDERS_PATH } from '../../core/constants';
import { t } from '../../core/messages/basket';
import type { PlacedOrder } from './use-send-order';

/** The order history page filtered to this order's number (the number finds it whatever the period). */
export function orderHref(order: Pick<PlacedOrder, 'number'>): string {
  return `${getConfig().siteBase}${ORDERS_PATH}?${new URLSearchParams({ numberOrder: order.number })}`;
}

/**
 * The confirmation after sending: the order's number, said aloud and focused,
 * with a link to it in the order history. A demo order says it is one, as the
 * demo intro does: it never goes to the supplier.
 */
export function OrderDone({ order }: { order: PlacedOrder }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [order.id]);
  return (
    <div ref={ref} className="b2b-basket-done" part="order-done" role="status" tabIndex={-1}>
      <p className="b2b-basket-done-title">{t(order.demo ? 'basketDemoOrderDoneTitle' : 'basketOrderDoneTitle')}</p>
      <p>{t(order.demo ? 'basketDemoOrderDone' : 'basketOrderDone', { number: order.number })}</p>
      <p className="b2b-basket-done-links">
        <a href={orderHref(order)}>{t('basketOrderOpen', { number: order.number })}</a>
        <a href={`${getConfig().siteBase}/catalog/`}>{t('basketToCatalog')}</a>
      </p>
    </div>
  );
}

/**
 * Said where the lines were when another tab of this buyer placed the order
 * that took them: polite, not focused (the buyer is doing something else here).
 */
export function OrderSentElsewhere({ order }: { order: { number: string } }) {
  return (
    <p className="b2b-basket-done" part="order-elsewhere" role="status">
      {t('basketOrderSentElsewhere', { number: order.number })}{' '}
      <a href={orderHref(order)}>{t('basketOrderOpen', { number: order.number })}</a>
    </p>
  );
}
