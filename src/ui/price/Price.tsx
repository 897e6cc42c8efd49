import { formatPrice, NBSP } from '../../core/format';
import { currencyText } from '../currency';

export interface PriceProps {
  value: number;
  /** Append ' ₽' (default true). Off for table columns whose title names the currency. */
  currency?: boolean;
  className?: string;
}

/** '1 234,50 ₽' per spec 9; the no-break space keeps the sign with its number. */
export function formatRubles(value: number, currency = true): string {
  const text = formatPrice(value);
  return currency && text ? `${text}${NBSP}${currencyText('currency')}` : text;
}

export function Price({ value, currency = true, className }: PriceProps) {
  return (
    <span className={['b2b-price', className].filter(Boolean).join(' ')} part="price">
      {formatRubles(value, currency)}
    </span>
  );
}
