/**
 * What a stop-orders contract blocks (spec 6: "Contracts with stopOrders block
 * order processing with the notice 'Уведомление о приостановке заказов'").
 * Decision: order processing is whatever puts goods into an
 * order or into the basket on that contract: placing an order, repeating an
 * order or a draft, adding to the basket (one product, a set, a price-list
 * file) and raising a line's quantity. Cancelling an order, lowering or
 * removing basket lines and saving a draft take nothing further and stay
 * allowed: they only wind orders down. The widgets show a blocked action
 * disabled with the notice as its reason; the portal refuses it with 409 and
 * the same notice. docs/api.md states the same table.
 */
export type OrderAction = 'place' | 'repeat' | 'add' | 'raise' | 'cancel' | 'lower' | 'remove' | 'saveDraft';

export const STOP_ORDERS_BLOCKS: Readonly<Record<OrderAction, boolean>> = {
  place: true,
  repeat: true,
  add: true,
  raise: true,
  cancel: false,
  lower: false,
  remove: false,
  saveDraft: false,
};

/** Whether `action` on a contract with this stopOrders flag is refused (an unknown contract blocks nothing here). */
export function blockedByStopOrders(contract: { stopOrders: boolean } | null | undefined, action: OrderAction): boolean {
  return Boolean(contract?.stopOrders) && STOP_ORDERS_BLOCKS[action];
}

/** The refusal's text, as the portal sends it and the widgets show it as a reason: the notice's title, then the debt alert. */
export function stopOrdersNotice(title: string, debtAlert: string | null | undefined): string {
  return debtAlert ? `${title}: ${debtAlert}` : title;
}
