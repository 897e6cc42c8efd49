/**
 * Sending the basket as an order (POST /api/order/, our addition; docs/api.md).
 * Quantity edits still in their debounce go out first, so the order holds
 * what the screen shows. One key per attempt: a retry after a lost reply, or
 * a second press, gets the order already placed rather than a second one; a
 * changed basket gets a new key.
 */
import { useCallback, useRef, useState } from 'react';
import { createOrder } from '../../core/api/orders';
import { t } from '../../core/messages/basket';
import { failureOf, type Failure } from '../../stores/api-errors';
import { useBasketStore } from '../../stores/react';
import type { CreateOrderRequest } from '../../core/types';
import { useEmit } from '../../blocks/element/host-context';

export interface PlacedOrder {
  id: number;
  number: string;
  /** A demo user's order: never passed on to the supplier. */
  demo: boolean;
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useSendOrder(rootRef: { current: Element | null }) {
  const basket = useBasketStore();
  const emit = useEmit(rootRef);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const attempt = useRef<{ key: string; revision: number } | null>(null);
  const busy = useRef(false);

  /** `build` gives the order's fields once the basket has settled (null: nothing to send). */
  const send = useCallback(
    async (build: () => Omit<CreateOrderRequest, 'key'> | null): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setSending(true);
      setError(null);
      try {
        await basket.flush();
        // An order without edits the buyer made offline would not be the basket they see.
        if (basket.getState().unsent > 0) {
          setError({ message: t('basketSendUnsent'), retryable: true });
          return false;
        }
        const request = build();
        if (!request) return false;
        const { revision } = basket.getState();
        if (attempt.current?.revision !== revision) attempt.current = { key: newKey(), revision };
        const reply = await createOrder({ ...request, key: attempt.current.key });
        attempt.current = null;
        const order = { id: reply.id, number: reply.number ?? String(reply.id), demo: reply.demo };
        setPlaced(order);
        emit('b2b-order-created', { id: order.id, number: order.number });
        basket.orderSent(order);
        // The server moved the lines into the order: show the basket as it is now.
        await basket.reconcile();
        emit('b2b-basket-change', { count: basket.getState().count.products });
        return true;
      } catch (failure) {
        setError(failureOf(failure));
        return false;
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [basket, emit],
  );

  return { send, sending, error, placed };
}
