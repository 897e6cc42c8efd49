import { useEffect, useRef } from 'react';
import { getConfig } from '../../core/config';
import { t } from '../../core/messages/basket';
import type { PlacedOrder } from './use-send-order';

/** The confirmation after sending: the order's number, said aloud and focused. */
export function OrderDone({ order }: { order: PlacedOrder }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [order.id]);
  return (
    <div ref={ref} className="b2b-basket-done" part="order-done" role="status" tabIndex={-1}>
      <p className="b2b-basket-done-title">{t('basketOrderDoneTitle')}</p>
      <p>{t('basketOrderDone', { number: order.number })}</p>
      <a href={`${getConfig().siteBase}/catalog/`}>{t('basketToCatalog')}</a>
    </div>
  );
}
