/**
 * The page of orders for a filter: one GET per filter, a superseded request
 * aborted (a late reply never replaces a newer list), the last good list kept
 * while the next loads, and rows replaced in place (a cancel's reply).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getOrders } from '../../core/api/history';
import { isAbortError } from '../../core/api/errors';
import { orderQuery, type OrderFilter } from '../../core/rules/order-filter';
import type { Order, OrderList } from '../../core/types';
import { failureOf } from '../../stores/api-errors';

export interface OrderListState {
  data: OrderList | null;
  loading: boolean;
  error: string | null;
  /** Whether «Повторить» can help the failed load (not a refusal). */
  retryable: boolean;
}

export function useOrderList(filter: OrderFilter, perpage: number) {
  const [state, setState] = useState<OrderListState>({ data: null, loading: true, error: null, retryable: false });
  const [attempt, setAttempt] = useState(0);
  const current = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    current.current?.abort();
    current.current = controller;
    setState((s) => ({ ...s, loading: true, error: null }));
    getOrders(orderQuery(filter, perpage, new Date()), { signal: controller.signal }).then(
      (data) => setState({ data, loading: false, error: null, retryable: false }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        const failure = failureOf(error);
        setState((s) => ({ ...s, loading: false, error: failure.message, retryable: failure.retryable }));
      },
    );
    return () => controller.abort();
  }, [filter, perpage, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((order: Order) => {
    setState((s) => (s.data ? { ...s, data: { ...s.data, orders: s.data.orders.map((o) => (o.id === order.id ? order : o)) } } : s));
  }, []);
  return { ...state, retry, replace };
}
