import { getOrder } from '../../core/api/history';
import { t } from '../../core/messages/orders';
import type { Order } from '../../core/types';
import { LinesDialog } from '../repeat/LinesDialog';

/** One order's lines, read when opened (GET order/{id}), without leaving the page. */
export function OrderLinesDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  return (
    <LinesDialog
      title={t('ordersLinesTitle', { number: order.number })}
      summary={`${order.date} · ${order.contractHeader} · ${order.status}`}
      load={async (signal) => (await getOrder(order.id, { signal })).lines}
      onClose={onClose}
    />
  );
}
