import { formatPrice } from '../../core/format';
import { currencyText } from '../../ui/currency';

/** A contract price per spec 9 ('1 234,50 ₽'; no decimals for whole roubles). */
export function PriceText({ value, className }: { value: number; className?: string }) {
  return <span className={className}>{`${formatPrice(value)}\u00A0${currencyText('currency')}`}</span>;
}
