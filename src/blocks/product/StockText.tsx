import { t } from '../../core/messages/product';

/** The id of a card's stock text: what its disabled «В корзину» is described by when nothing is free. */
export function stockTextId(type: string, id: number): string {
  return `b2b-stock-${type}-${id}`;
}

/** 'На складе: 12 шт.' or 'Нет на складе' for the chosen warehouse. */
export function StockText({ quantity, className, id }: { quantity: number; className?: string; id?: string }) {
  const inStock = quantity > 0;
  return (
    <span id={id} className={className} data-stock={inStock ? 'in' : 'out'} part="stock">
      {inStock ? t('productStock', { n: quantity }) : t('productNoStock')}
    </span>
  );
}
