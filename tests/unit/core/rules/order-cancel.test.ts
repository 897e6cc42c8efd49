// What a refused cancel says, from the order as it is now (src/core/rules/order-cancel.ts):
// the widget and the portal word it the same way, the order's number once.
import { describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../../../src/core/messages';
import { fill } from '../../../../src/core/messages/fill';
import { CANCELLABLE_STATES, CANCELLED_STATE, cancelRefusal } from '../../../../src/core/rules/order-cancel';

const said = (order: { number: string; state: number; status: string }) => {
  const refusal = cancelRefusal(order);
  return fill(m[refusal.key], refusal.params);
};

describe('cancelRefusal', () => {
  it('an order cancelled meanwhile (another tab got there first) is «уже отменён»', () => {
    expect(said({ number: 'З-2026-03923', state: CANCELLED_STATE, status: 'Отменён' })).toBe(fill(m.ordersAlreadyCancelled, { number: 'З-2026-03923' }));
  });

  it('an order moved on meanwhile names the state it is in now', () => {
    expect(said({ number: 'З-2026-03923', state: 10, status: 'Отгружен' })).toBe(
      fill(m.ordersNotCancellable, { number: 'З-2026-03923', status: 'Отгружен' }),
    );
  });

  it('names the order once, and a cancelled state is not a cancellable one', () => {
    for (const state of [1, 2, 3, CANCELLED_STATE, 10]) expect(said({ number: 'З-1', state, status: 'x' }).split('З-1')).toHaveLength(2);
    expect(CANCELLABLE_STATES).not.toContain(CANCELLED_STATE);
  });
});
