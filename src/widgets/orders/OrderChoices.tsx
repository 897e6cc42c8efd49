import type { ReactNode } from 'react';
import { t } from '../../core/messages/orders';
import type { OrderDetail } from '../../core/types';
import { Price } from '../../ui/price';

const INVOICE = { 1: 'basketAvailability1', 2: 'basketAvailability2', 3: 'basketAvailability3' } as const;

/** The delivery as one line: the method, then the company and its terminal, or the typed address. */
function deliveryText(order: OrderDetail): string {
  return [order.deliveryHeader, order.companyHeader, order.companyAddress, order.typeAddress].filter(Boolean).join(', ');
}

/**
 * What the buyer chose when placing the order: when, the
 * total, delivery and its date, the warehouse, how it is invoiced, the comment.
 * A choice the order does not hold (orders older than the choice) is left out.
 */
export function OrderChoices({ order }: { order: OrderDetail }) {
  const rows: [label: string, value: ReactNode][] = [
    [t('ordersPlacedAt'), order.placedAt || order.date],
    [t('ordersSum'), <Price key="sum" value={order.sum} />],
    [t('ordersDelivery'), deliveryText(order)],
    [t('ordersDeliveryDate'), order.deliveryDate],
    [t('ordersWarehouse'), order.warehouseHeader],
    [t('ordersInvoice'), order.availability ? t(INVOICE[order.availability]) : ''],
    [t('ordersComment'), order.comment || t('ordersNoComment')],
  ];
  return (
    <dl className="b2b-orders-choices" part="order-details" aria-label={t('ordersDetails')}>
      {rows
        .filter(([, value]) => value !== '' && value !== null && value !== undefined)
        .map(([label, value]) => (
          <div key={label} className="b2b-orders-choice">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
