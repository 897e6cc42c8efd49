import { t } from '../../../core/messages/product';

/** 'На складе: 12 шт.' or 'Нет на складе' for the chosen warehouse. */
export function StockText({ quantity, className }: { quantity: number; className?: string }) {
  const inStock = quantity > 0;
  return (
    <span className={className} data-stock={inStock ? 'in' : 'out'} part="stock">
      {inStock ? t('productStock', { n: quantity }) : t('productNoStock')}
    </span>
  );
}
