import { t } from '../../core/messages/basket-counter';

// Intl directly rather than core/format: format.ts brings date-fns, and this
// widget's chunk must stay tiny (15 kB gzip budget).
const rules = new Intl.PluralRules('ru');

/**
 * The noun screen readers hear after the visible number ('товара' in
 * 'Корзина 3 товара'). The link's name is built from visible text plus this
 * hidden word, so speech and sight agree (axe label-content-name-mismatch).
 */
export function goodsNoun(count: number): string {
  const form = rules.select(count);
  return t(form === 'one' ? 'basketCounterGoodsOne' : form === 'few' ? 'basketCounterGoodsFew' : 'basketCounterGoodsMany');
}
