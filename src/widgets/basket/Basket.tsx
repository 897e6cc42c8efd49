import { useCallback, useId, useRef, useState } from 'react';
import { getConfig } from '../../core/config';
import { t } from '../../core/messages/basket';
import { formatDate } from '../../core/format';
import { useBasketCount, useBasketStatus, useBasketStore, useContractNotice, useOrderSentElsewhere, useSessionStore, useUnsentCount } from '../../stores/react';
import { Alert, ToastProvider, useToast } from '../../ui/alert';
import { ConfirmProvider } from '../../ui/confirm';
import { EmptyState, ErrorState, SkeletonLoading } from '../../ui/states';
import { StyleRoot } from '../../ui/StyleRoot';
import { basketStyles } from './basket-styles';
import { BasketNotices, StopReasonContext } from './BasketNotices';
import { DeliverySkeleton, LinesSkeleton } from './BasketSkeleton';
import { BasketTable } from './BasketTable';
import { BasketTotals } from './BasketTotals';
import { ContractChoice } from './ContractChoice';
import { deliveryFields } from './delivery-form';
import { DeliverySection } from './DeliverySection';
import { DraftDialog } from './DraftDialog';
import { OrderActions } from './OrderActions';
import { OrderDone, OrderSentElsewhere } from './OrderDone';
import { useBasketInit } from './use-basket-init';
import { useCheckoutJump } from './use-checkout-jump';
import { useAfterPaint } from './use-after-paint';
import { useContractChoice } from './use-contract-choice';
import { useDelivery } from './use-delivery';
import { useSaveDraft } from './use-save-draft';
import { useSendOrder } from './use-send-order';

export interface BasketProps {
  /** Contract id to work with; default the page's chosen contract. Setting it chooses it (setContract). */
  contract?: number;
  /** Warehouse id for stock; default the page's chosen warehouse. Setting it chooses it for the session. */
  warehouse?: number;
}

/**
 * The basket table: the lines of the page-wide basket store with
 * quantities, checkboxes and bulk delete, the contract and warehouse, the
 * delivery and invoicing choice, saving as a draft and sending the order.
 */
export function Basket(props: BasketProps) {
  return (
    <StyleRoot css={basketStyles} className="b2b-basket" providers={[ToastProvider, ConfirmProvider]}>
      <BasketBody {...props} />
    </StyleRoot>
  );
}

function BasketBody(props: BasketProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const basket = useBasketStore();
  const session = useSessionStore();
  const toast = useToast();
  const init = useBasketInit();
  const { status, error, retryable } = useBasketStatus();
  const retry = retryable ? () => void basket.retry() : undefined;
  const count = useBasketCount();
  const choice = useContractChoice(props);
  const notice = useContractNotice();
  const ready = status === 'ready';
  // The lines are drawn first; the delivery form and the buttons a frame later.
  const checkout = useAfterPaint(ready && count > 0);
  const delivery = useDelivery(init.extras, checkout);
  const order = useSendOrder(rootRef);
  const elsewhere = useOrderSentElsewhere();
  const unsent = useUnsentCount();
  const [invalid, setInvalid] = useState(false);
  const stopped = notice?.kind === 'stopOrders';
  const noticeId = useId();

  const onDraftSaved = useCallback((name: string) => toast.show({ tone: 'success', message: t('basketDraftSaved', { name }) }), [toast]);
  const draft = useSaveDraft(onDraftSaved);

  const formShown = checkout && init.status === 'ready';
  const toCheckout = useCheckoutJump(rootRef, formShown);

  const firstInvalid = () => rootRef.current?.querySelector<HTMLElement>('.b2b-basket-delivery [aria-invalid="true"]');
  const send = () => {
    // A field may hold text it refused (a typed weekend date): that counts too.
    const fieldsOk = delivery.check();
    if (!fieldsOk || firstInvalid()) {
      setInvalid(true);
      // After the errors render: take the user to the first field to fix.
      requestAnimationFrame(() => firstInvalid()?.focus());
      return;
    }
    setInvalid(false);
    const { form, kind } = delivery;
    void order.send(() => {
      const b = basket.getState();
      const s = session.getState();
      const contract = s.contractId ?? b.contract;
      const warehouse = s.warehouseId ?? b.actualWms;
      if (b.count.products === 0 || contract === null || warehouse === null || !form.date) return null;
      return {
        contract,
        warehouse,
        ...deliveryFields(form, kind),
        date: formatDate(form.date),
        availability: form.availability,
        ...(form.comment.trim() && { comment: form.comment.trim() }),
      };
    });
  };

  return (
    <div ref={rootRef} className="b2b-basket-body">
      <BasketNotices notice={notice} id={noticeId} />
      <ContractChoice choice={choice} />
      {order.placed && <OrderDone order={order.placed} />}
      {elsewhere && !order.placed && (count === 0 || !elsewhere.settled) && <OrderSentElsewhere order={elsewhere} />}
      {status === 'error' && <ErrorState message={error ?? t('serverError')} onRetry={retry} />}
      {ready && error && <Alert tone="error" onRetry={retry}>{error}</Alert>}
      {unsent > 0 && <Alert tone="warning">{t('basketUnsentPage')}</Alert>}
      {(status === 'loading' || status === 'idle') && (
        <SkeletonLoading label={t('basketLoading')} place="top">
          <LinesSkeleton />
        </SkeletonLoading>
      )}
      {ready && count === 0 && !order.placed && (
        <EmptyState title={t('basketEmptyTitle')} action={<a href={`${getConfig().siteBase}/catalog/`}>{t('basketToCatalog')}</a>}>
          {t('basketEmptyText')}
        </EmptyState>
      )}
      {ready && count > 0 && (
        <>
          <button type="button" className="b2b-button b2b-button--link b2b-basket-skip" onClick={toCheckout}>
            {t('basketSkipToCheckout')}
          </button>
          <StopReasonContext.Provider value={stopped ? noticeId : undefined}>
            <BasketTable />
          </StopReasonContext.Provider>
          <BasketTotals onCheckout={toCheckout} />
          {formShown && <DeliverySection extras={init.extras} delivery={delivery} />}
          {(init.status === 'loading' || (init.status === 'ready' && !checkout)) && (
            <SkeletonLoading place="top">
              <DeliverySkeleton />
            </SkeletonLoading>
          )}
          {init.status === 'error' && <ErrorState message={t('basketDeliveryInitFailed', { error: init.error })} onRetry={init.retry} />}
          {checkout && (
            <OrderActions
              onSend={send}
              onSaveDraft={draft.start}
              sending={order.sending}
              stopped={stopped}
              waiting={choice.pending || init.status !== 'ready' || (elsewhere !== null && !elsewhere.settled)}
              error={order.error}
              invalid={invalid && Object.keys(delivery.errors).length > 0}
            />
          )}
          <DraftDialog draft={draft} />
        </>
      )}
    </div>
  );
}
