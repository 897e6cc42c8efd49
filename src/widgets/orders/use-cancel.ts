/**
 * Cancelling an order: confirm ('Подтвердите действие', Да/Нет), POST cancel,
 * and the reply's order (new state and status) replaces the row in place. A
 * failure leaves the row as it was and says why, with a retry where one can
 * help. A cancel refused because the order changed meanwhile (cancelled in
 * another tab, moved on by a manager: 409) puts the order as the reply carries
 * it into the row, or reads the page again when it carries none, and says once
 * what became of it («Заказ … уже отменён»), with no retry.
 */
import { useCallback, useRef } from 'react';
import { cancelOrder, refusedOrder } from '../../core/api/history';
import { t } from '../../core/messages/orders';
import { emit } from '../../core/events';
import { cancelRefusal } from '../../core/rules/order-cancel';
import type { Order } from '../../core/types';
import { errorText } from '../../stores/api-errors';
import { recordChange } from '../../blocks/record-list/record-change';
import { useRecordActions } from '../../blocks/record-list/use-record-actions';

const cancelOne = (ids: readonly number[]) => cancelOrder(ids[0]!);

export function useCancel(list: { replace(order: Order): void; reload(): void }, host: React.RefObject<HTMLElement | null>) {
  // The number of each order asked about: a failure's sentence names it.
  const numbers = useRef(new Map<number, string>());
  const { replace, reload } = list;
  const onDone = useCallback(
    (_ids: readonly number[], _action: 'cancel', now: Order) => {
      replace(now);
      if (host.current) emit(host.current, 'b2b-order-cancel', { id: now.id, state: now.state, status: now.status });
    },
    [replace, host],
  );
  const onRefused = useCallback(
    (error: unknown) => {
      const change = recordChange(error, { now: refusedOrder });
      if (!change || change.gone) return null;
      if (!change.now) {
        reload();
        return errorText(error);
      }
      replace(change.now);
      const refusal = cancelRefusal(change.now);
      return t(refusal.key, refusal.params);
    },
    [replace, reload],
  );
  const actions = useRecordActions<'cancel', Order>(cancelOne, onDone, onRefused);
  const { act } = actions;

  const cancel = useCallback(
    (order: Order) => {
      numbers.current.set(order.id, order.number);
      return act([order.id], 'cancel', `${t('ordersCancel')} ${order.number}?`);
    },
    [act],
  );
  const numberOf = useCallback((id: number | undefined) => (id === undefined ? '' : (numbers.current.get(id) ?? '')), []);

  return { ...actions, cancel, numberOf };
}
