import { t } from '../../core/messages/basket-counter';

// Intl directly rather than core/format: format.ts brings date-fns, and the
// counter is in every page's header, a visitor's too, where each kB counts.
const rules = new Intl.PluralRules('ru');

/**
 * The noun screen readers hear after the visible number ('товара' in
 * 'Корзина, 3 товара'). The link's name is built from visible text plus this
 * hidden word (and the hidden comma), so speech and sight agree (axe
 * label-content-name-mismatch).
 */
export function goodsNoun(count: number): string {
  const form = rules.select(count);
  return t(form === 'one' ? 'basketCounterGoodsOne' : form === 'few' ? 'basketCounterGoodsFew' : 'basketCounterGoodsMany');
}
