import { t } from '../../core/messages/orders';
import { ORDER_STATE_TONE } from '../../core/constants';
import type { Order } from '../../core/types';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';
import { Price } from '../../ui/price';

export interface OrderActions {
  open(order: Order): void;
  cancel(order: Order): void;
  repeat(order: Order): void;
  /** Ids with a cancel or repeat on its way: their buttons wait. */
  busy: ReadonlySet<number>;
  /**
   * Id of the element saying why repeating this order is blocked (its contract
   * stops orders: core/rules/stop-orders), else undefined: the button is then
   * disabled and described by that reason instead of being refused by the portal.
   */
  repeatBlockedBy(order: Order): string | undefined;
}

/** Spec 3: state 3 success, 4 danger, 10 primary, the rest neutral. */
export function StateMarker({ order }: { order: Pick<Order, 'state' | 'status'> }) {
  const tone = ORDER_STATE_TONE[order.state] ?? 'neutral';
  return (
    <span className={`b2b-orders-state b2b-orders-state--${tone}`} part="state" data-state={order.state}>
      {order.status}
    </span>
  );
}

export function orderColumns(actions: OrderActions): Column<Order>[] {
  return [
    {
      id: 'number',
      header: t('ordersColNumber'),
      rowHeader: true,
      cell: (o) => (
        <Button variant="link" className="b2b-orders-number" aria-label={t('ordersOpen', { number: o.number })} onClick={() => actions.open(o)}>
          {o.number}
        </Button>
      ),
    },
    // Labelled where the value alone does not say what it is (a phone's card,
    // orders-cards.css.ts): the contract, the state and «Оплачен» do.
    { id: 'date', header: t('ordersColDate'), label: () => t('ordersColDate'), cell: (o) => o.date },
    { id: 'contract', header: t('ordersColContract'), cell: (o) => o.contractHeader },
    { id: 'sum', header: t('ordersColSum'), label: () => t('ordersColSum'), align: 'end', cell: (o) => <Price value={o.sum} /> },
    { id: 'paid', header: t('ordersColPaid'), cell: (o) => (o.paid ? t('ordersPaidYes') : t('ordersPaidNo')) },
    { id: 'state', header: t('ordersColState'), cell: (o) => <StateMarker order={o} /> },
    { id: 'project', header: t('ordersColProject'), label: () => t('ordersColProject'), cell: (o) => o.projectStatusHeader },
    { id: 'delivery', header: t('ordersColDelivery'), label: () => t('ordersColDelivery'), cell: (o) => o.deliveryDate ?? '' },
    {
      id: 'actions',
      header: t('ordersColActions'),
      print: false,
      cell: (o) => (
        <span className="b2b-orders-actions">
          {o.cancellable && (
            <Button small variant="danger" disabled={actions.busy.has(o.id)} onClick={() => actions.cancel(o)} aria-label={`${t('ordersCancel')} ${o.number}`}>
              {t('ordersCancel')}
            </Button>
          )}
          <Button
            small
            disabled={actions.busy.has(o.id) || actions.repeatBlockedBy(o) !== undefined}
            aria-describedby={actions.repeatBlockedBy(o)}
            onClick={() => actions.repeat(o)}
            aria-label={`${t('ordersRepeat')} ${o.number}`}
          >
            {t('ordersRepeat')}
          </Button>
        </span>
      ),
    },
  ];
}
