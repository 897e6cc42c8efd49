import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { previewOrder, repeatOrder, repeatOrders } from '../../core/api/history';
import { t } from '../../core/messages/orders';
import { PAGE_SIZE } from '../../core/constants';
import { changeOrderFilter } from '../../core/rules/order-filter';
import { blockedByStopOrders, stopOrdersNotice } from '../../core/rules/stop-orders';
import type { Order } from '../../core/types';
import { Button } from '../../ui/button';
import { ConfirmProvider } from '../../ui/confirm';
import { DataTable, type RowId } from '../../ui/data-table';
import { StyleRoot } from '../../ui/StyleRoot';
import { orderColumns } from './order-columns';
import { OrderFilterForm } from './OrderFilterForm';
import { ordersStyles } from './orders-styles';
import { ActionFailure } from '../../blocks/load/ActionFailure';
import { ListResults } from '../../blocks/load/ListResults';
import { LazyRepeatDialogs } from '../../blocks/repeat/LazyRepeatDialogs';
import { useRepeat, type RepeatSource } from '../../blocks/repeat/use-repeat';
import { useCancel } from './use-cancel';
import { useOrderList } from './use-order-list';
import { useOrderUrl } from './use-order-url';
import { lazyPart } from '../../ui/lazy-part';

/** The lines of one row, fetched when the buyer opens them. */
const OrderLinesDialog = lazyPart(() => import('./OrderLinesDialog').then((m) => m.OrderLinesDialog));

export interface OrdersProps {
  /** Contract id preselected in the filter (the page address wins when it names one). */
  contract?: number;
  /** Orders per page; default 10 (spec 9). */
  perpage?: number;
}

/** An order's card on a phone (orders-cards.css.ts), for a page long enough to virtualise. */
const CARD_HEIGHT = 200;

const orderSource: RepeatSource = { preview: (id) => previewOrder(id), repeat: (id, lines) => repeatOrder(id, lines), repeatMany: (ids) => repeatOrders(ids) };

/**
 * The order history: the filter in the page address, the table
 * with row checkboxes and bulk repeat, an order's lines, cancel and repeat
 * with the what-changed preview.
 */
export function Orders(props: OrdersProps) {
  return (
    <StyleRoot css={ordersStyles} className="b2b-orders" providers={[ConfirmProvider]}>
      <OrdersBody {...props} />
    </StyleRoot>
  );
}

function OrdersBody({ contract, perpage = PAGE_SIZE.orders }: OrdersProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const preset = useMemo(() => ({ contract }), [contract]);
  const { filter, navigate } = useOrderUrl(preset);
  const list = useOrderList(filter, perpage);
  const cancel = useCancel(list, rootRef);
  const repeat = useRepeat(orderSource, rootRef);
  const [open, setOpen] = useState<Order | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<RowId>>(new Set());

  const busy = useMemo(() => {
    const ids = new Set(cancel.busy);
    if (repeat.state.kind === 'loading') ids.add(repeat.state.id);
    return ids;
  }, [cancel.busy, repeat.state]);
  const data = list.data;
  // Contracts whose orders cannot be repeated (a stop-orders contract): their reasons, one per contract.
  const reasonBase = useId();
  const blocked = useMemo(() => (data?.contracts ?? []).filter((c) => blockedByStopOrders(c, 'repeat')), [data?.contracts]);
  const shownBlocked = blocked.filter((c) => data?.orders.some((o) => o.contract === c.id));
  const reasonId = useCallback((contract: number) => `${reasonBase}-stop-${contract}`, [reasonBase]);
  const repeatBlockedBy = useCallback(
    (o: Order) => (blocked.some((c) => c.id === o.contract) ? reasonId(o.contract) : undefined),
    [blocked, reasonId],
  );
  const cancelOne = cancel.cancel;
  const startRepeat = repeat.start;
  const columns = useMemo(
    () => orderColumns({ open: setOpen, cancel: (o) => void cancelOne(o), repeat: (o) => startRepeat(o.id, o.number), busy, repeatBlockedBy }),
    [cancelOne, startRepeat, busy, repeatBlockedBy],
  );
  const getRowId = useCallback((o: Order) => o.id, []);
  const checkedBlocked = (ids: ReadonlySet<RowId>) =>
    (data?.orders ?? []).filter((o) => ids.has(o.id)).map(repeatBlockedBy).find((id) => id !== undefined);

  return (
    <div ref={rootRef} className="b2b-orders-body" part="base">
      <OrderFilterForm
        filter={filter}
        contracts={data?.contracts ?? []}
        states={data?.states ?? []}
        projectStatuses={data?.projectStatuses ?? []}
        onApply={navigate}
      />
      <ActionFailure actions={cancel} text={(reason, [id]) => t('ordersCancelFailed', { number: cancel.numberOf(id), reason })} />
      <ListResults
        load={list}
        skeletonLines={perpage}
        className="b2b-orders-results"
        header={(d) => (
          <>
            <p className="b2b-orders-found" role="status">
              {t('ordersFound', { n: d.count })}
            </p>
            {shownBlocked.map((c) => (
              <p key={c.id} id={reasonId(c.id)} className="b2b-orders-blocked" part="blocked-reason">
                {t('ordersRepeatStopped', { contract: c.header, notice: stopOrdersNotice(t('stopOrdersTitle'), c.debtAlert) })}
              </p>
            ))}
          </>
        )}
        isEmpty={(d) => d.orders.length === 0}
        empty={t('ordersEmpty')}
        pagination={(d) => d.pagination}
        onPage={(page) => navigate(changeOrderFilter(filter, { page }))}
      >
        {(d) => (
          <DataTable
            caption={t('ordersCaption')}
            className="b2b-orders-table"
            cardHeight={CARD_HEIGHT}
            columns={columns}
            rows={d.orders}
            getRowId={getRowId}
            selectable
            checkedIds={checked}
            onCheckedChange={setChecked}
            rowLabel={(o) => t('ordersRowLabel', { number: o.number })}
            bulkActions={(ids) => (
              <Button
                small
                variant="primary"
                disabled={checkedBlocked(ids) !== undefined}
                aria-describedby={checkedBlocked(ids)}
                onClick={() => repeat.repeatMany([...ids].map(Number))}
              >
                {t('ordersRepeatChecked')}
              </Button>
            )}
          />
        )}
      </ListResults>
      {open && <OrderLinesDialog order={open} onClose={() => setOpen(null)} />}
      <LazyRepeatDialogs flow={repeat} />
    </div>
  );
}
