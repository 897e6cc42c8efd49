import { useContext, useEffect, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { t } from '../../core/messages/basket';
import { COUNTER_DEBOUNCE_MS } from '../../core/constants';
import { debounceTimers } from '../../core/timers';
import { blockedByStopOrders } from '../../core/rules/stop-orders';
import type { BasketLineState } from '../../stores/basket-types';
import { useBasketStore, useSession } from '../../stores/react';
import { Counter } from '../../ui/counter';
import { useEmit } from '../../blocks/element/host-context';
import { StopReasonContext } from './BasketNotices';

/** '0', '00', '-0', '' and the like: no quantity at all (spec 5: 'Укажите количество товара'). */
function isNoQuantity(text: string): boolean {
  const s = text.replace(/[\s\u00A0]/g, '').replace(',', '.');
  return s === '' || Number(s) === 0;
}

/**
 * A line's quantity. Edits go to the page's basket store (optimistic, the
 * last value wins) and are sent as soon as the counter has settled; the
 * store's answer (a shortage reset, a rollback with the reason) shows here,
 * next to the field, with a retry where one helps. A typed 0 is refused with
 * the spec's message and the line keeps its quantity.
 */
export function QuantityCell({ state }: { state: BasketLineState }) {
  const basket = useBasketStore();
  const rootRef = useRef<HTMLDivElement>(null);
  const emit = useEmit(rootRef);
  const { key, line, pending, error, retryable } = state;
  // A stop-orders contract forbids raising a line (core/rules/stop-orders): + stops at the
  // quantity the line has, described by the notice; lowering and removing still work.
  const noRaise = useSession((s) => blockedByStopOrders(s.contracts.find((c) => c.id === line.contract), 'raise'));
  const stopReason = useContext(StopReasonContext);
  const [zero, setZero] = useState(false);
  const zeroTyped = useRef(false);
  const zeroTimer = useRef<unknown>(undefined);
  useEffect(() => () => debounceTimers.clearTimeout(zeroTimer.current), []);

  const clearZero = () => {
    zeroTyped.current = false;
    debounceTimers.clearTimeout(zeroTimer.current);
    setZero(false);
  };

  const onInput = (event: FormEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    clearZero();
    if (isNoQuantity(event.target.value)) {
      zeroTyped.current = true;
      // Said when the counter would have sent the value, not on every
      // keystroke; an emptied field waits for the next number (ui/counter),
      // so it is said when the buyer leaves it or presses Enter.
      if (event.target.value.trim()) zeroTimer.current = debounceTimers.setTimeout(() => setZero(true), COUNTER_DEBOUNCE_MS);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (zeroTyped.current && !event.currentTarget.contains(event.relatedTarget as Node | null)) setZero(true);
  };

  // The −/+ buttons and arrow keys step from the shown number: a real quantity again.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') clearZero();
    if (event.key === 'Enter' && zeroTyped.current) setZero(true);
  };

  const onChange = (qnt: number) => {
    if (zeroTyped.current) return;
    basket.setQuantity(key, qnt);
    // The counter already waited for the user to stop; the store need not wait again.
    void basket.flush().then(() => emit('b2b-basket-change', { count: basket.getState().count.products }));
  };

  const message = zero ? t('zeroQuantity') : error;
  const canRetry = !zero && error !== null && retryable;
  return (
    <div
      ref={rootRef}
      className="b2b-basket-qnt"
      aria-busy={pending || undefined}
      data-pending={pending || undefined}
      onInput={onInput}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onClickCapture={(event) => {
        if (event.target instanceof HTMLButtonElement) clearZero();
      }}
    >
      <Counter
        value={line.qnt}
        max={noRaise ? line.qnt : undefined}
        maxReason={stopReason}
        onChange={onChange}
        label={t('basketQuantityLabel', { header: line.header, articul: line.articul })}
      />
      {message && (
        <p className="b2b-basket-line-error" part="line-error" role="alert">
          {message}
          {canRetry && (
            <button type="button" className="b2b-button b2b-button--link b2b-basket-line-retry" onClick={() => basket.retryLine(key)}>
              {t('retry')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
