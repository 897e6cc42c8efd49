import { getOrder } from '../../core/api/history';
import { t } from '../../core/messages/orders';
import type { Order } from '../../core/types';
import { LinesDialog } from '../../blocks/repeat/LinesDialog';
import { OrderChoices } from './OrderChoices';

/** One order, read when opened (GET order/{id}): what the buyer chose, then its lines, without leaving the page. */
export function OrderLinesDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  return (
    <LinesDialog
      title={t('ordersLinesTitle', { number: order.number })}
      summary={`${order.date} · ${order.contractHeader} · ${order.status}`}
      load={async (signal) => {
        const detail = await getOrder(order.id, { signal });
        return { lines: detail.lines, details: <OrderChoices order={detail} /> };
      }}
      onClose={onClose}
    />
  );
}
