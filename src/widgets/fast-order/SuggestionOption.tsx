import { useRef } from 'react';
import { t } from '../../core/messages/fast-order-stock';
import { useAdoptedCss } from '../../ui/StyleRoot';
import { stockIn, type OrderItem } from './order-items';
import { PriceText } from './PriceText';
import { suggestionCss } from './suggestion.css';

const css = [suggestionCss];

/**
 * One suggestion: articul, header, the contract's price and the stock in the
 * chosen warehouse. Its rules come with it (the form's page does not load them).
 */
export function SuggestionOption({ item, warehouse }: { item: OrderItem; warehouse: number | null }) {
  const ref = useRef<HTMLSpanElement>(null);
  useAdoptedCss(ref, css);
  const stock = stockIn(item, warehouse);
  return (
    <span ref={ref} className="b2b-fast-order-option">
      <span className="b2b-fast-order-option-grid">
        {/* The spaces keep the option's accessible name readable: 'ФР-00101 Дрель… 4 590,00 ₽ Склад: 12 шт.' */}
        <span className="b2b-fast-order-option-articul">{item.articul}</span>{' '}
        <span className="b2b-fast-order-option-header">{item.header}</span>{' '}
        <PriceText className="b2b-fast-order-option-price" value={item.price} />{' '}
        <span className="b2b-fast-order-option-stock" data-empty={stock === 0 || undefined}>
          {stock > 0 ? t('fastOrderStock', { n: stock }) : t('fastOrderNoStock')}
        </span>
      </span>
    </span>
  );
}
