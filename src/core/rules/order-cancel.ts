/**
 * Which orders a buyer may cancel, and what a refused cancel says. The portal
 * decides (`cancellable` of each order) and refuses the rest with 409; the
 * widget and the portal word that refusal the same way, from the order as it
 * is now: a cancel from another tab that got there first is «уже отменён»,
 * not «нельзя отменить».
 */

/** States that may still be cancelled: new and accepted (not shipped, done or cancelled). */
export const CANCELLABLE_STATES = [1, 2] as const;
/** The state of a cancelled order ('Отменён', spec marker 4 danger). */
export const CANCELLED_STATE = 4;

/** The message of a cancel refused by the order's state: its key in core/messages/orders.ts and the values to fill. */
export function cancelRefusal(order: { number: string; state: number; status: string }): {
  key: 'ordersAlreadyCancelled' | 'ordersNotCancellable';
  params: Record<string, string>;
} {
  return order.state === CANCELLED_STATE
    ? { key: 'ordersAlreadyCancelled', params: { number: order.number } }
    : { key: 'ordersNotCancellable', params: { number: order.number, status: order.status } };
}
