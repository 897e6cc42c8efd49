import { useEffect, useRef, type KeyboardEvent } from 'react';
import { t } from '../../core/messages/product';
import type { LineType } from '../../core/types';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Counter } from '../../ui/counter';
import { useProductTarget } from './product-target';
import { stockTextId } from './StockText';
import { useAddToBasket } from './use-add-to-basket';

export interface AddToBasketProps {
  id: number;
  type?: LineType;
  /** The goods' name, for the accessible names of the counter and the button. */
  name: string;
  className?: string;
  /** Told the quantity shown whenever it changes (a list's bulk add sends each row's). */
  onQuantityChange?(qnt: number): void;
  /**
   * Free stock in the warehouse the add goes to, when the card knows it. At 0
   * the portal refuses every add (a shortage with nothing free), so the add is
   * shown disabled, described by the card's 'Нет на складе' (its StockText with
   * stockTextId(type, id)), instead of offered and refused.
   */
  available?: number;
  /**
   * The id of the text that says nothing is free, when not the card's StockText
   * (stockTextId(type, id)): a second view of the same goods, such as the product
   * popup, shows and names its own.
   */
  stockId?: string;
}

/** Quantity counter and 'В корзину' for one product or variant, with its own alert. */
export function AddToBasket({ id, type = 'products', name, className, onQuantityChange, available, stockId }: AddToBasketProps) {
  const { noticeId } = useProductTarget();
  const line = useAddToBasket(id, type);
  const noStock = available !== undefined && available <= 0;
  const disabled = line.stopped || noStock;
  // The rule in force first: a stopped contract refuses even goods in stock.
  const reason = line.stopped ? noticeId : noStock ? (stockId ?? stockTextId(type, id)) : undefined;
  useEffect(() => {
    onQuantityChange?.(line.qnt);
  }, [onQuantityChange, line.qnt]);
  const box = useRef<HTMLDivElement>(null);
  /** The field's text when the button was pressed, before the counter's blur normalised it. */
  const pressed = useRef<string | undefined>(undefined);
  const shownText = () => box.current?.querySelector('input')?.value;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void line.add(shownText());
  };

  return (
    <div className={['b2b-product-add', className].filter(Boolean).join(' ')} part="add">
      <div className="b2b-product-add-controls">
        <div ref={box} onKeyDown={onKeyDown}>
          <Counter label={t('productQuantityLabel', { header: name })} value={line.qnt} onChange={line.setQnt} disabled={disabled} />
        </div>
        <Button
          variant="primary"
          small
          aria-label={t('productAddLabel', { header: name })}
          aria-busy={line.adding || undefined}
          aria-describedby={reason}
          disabled={disabled}
          onPointerDown={() => {
            pressed.current = shownText();
          }}
          onClick={() => {
            const raw = pressed.current ?? shownText();
            pressed.current = undefined;
            void line.add(raw);
          }}
        >
          {t('productAdd')}
        </Button>
      </div>
      {line.problem && (
        <Alert
          tone="error"
          className="b2b-product-add-problem"
          onRetry={line.problem.retryable ? () => void line.add() : undefined}
          onClose={line.clearProblem}
        >
          {line.problem.text}
        </Alert>
      )}
    </div>
  );
}
