/**
 * Cancelling an order: confirm ('Подтвердите действие', Да/Нет), POST cancel,
 * and the reply's order (new state and status) replaces the row in place. A
 * failure leaves the row as it was and says why, with a retry where one can help.
 */
import { useCallback, useState } from 'react';
import { cancelOrder } from '../../core/api/history';
import { t } from '../../core/messages/orders';
import { emit } from '../../core/events';
import type { Order } from '../../core/types';
import { useConfirm } from '../../ui/confirm';
import { failureOf, type Failure } from '../../stores/api-errors';

export interface CancelFailure extends Failure {
  order: Order;
}

export function useCancel(replace: (order: Order) => void, host: React.RefObject<HTMLElement | null>) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<CancelFailure | null>(null);
  const mark = (id: number, on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const send = useCallback(
    async (order: Order) => {
      setFailure(null);
      mark(order.id, true);
      try {
        const now = await cancelOrder(order.id);
        replace(now);
        if (host.current) emit(host.current, 'b2b-order-cancel', { id: now.id, state: now.state, status: now.status });
      } catch (error) {
        setFailure({ order, ...failureOf(error) });
      } finally {
        mark(order.id, false);
      }
    },
    [replace, host],
  );

  const cancel = useCallback(
    async (order: Order) => {
      if (await confirm(`${t('ordersCancel')} ${order.number}?`, { danger: true })) await send(order);
    },
    [confirm, send],
  );

  return { busy, failure, cancel, retry: () => failure && void send(failure.order), dismiss: () => setFailure(null) };
}
