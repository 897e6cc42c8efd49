/**
 * The page of orders for a filter: one GET per filter, a superseded request
 * aborted (a late reply never replaces a newer list), the last good list kept
 * while the next loads (useLoad), rows replaced in place (a cancel's reply)
 * and the page read again (a cancel refused with no order in its reply).
 */
import { useCallback } from 'react';
import { getOrders } from '../../core/api/history';
import { orderQuery, type OrderFilter } from '../../core/rules/order-filter';
import type { Order } from '../../core/types';
import { useLoad } from '../../blocks/load/use-load';

export function useOrderList(filter: OrderFilter, perpage: number) {
  const { data, loading, error, retry, reload, update } = useLoad(
    (signal) => getOrders(orderQuery(filter, perpage, new Date()), { signal }),
    [filter, perpage],
    { keep: true },
  );
  const replace = useCallback(
    (order: Order) => update((list) => ({ ...list, orders: list.orders.map((o) => (o.id === order.id ? order : o)) })),
    [update],
  );
  return { data, loading, error, retry, reload, replace };
}
