import { t } from '../../core/messages/product';

/**
 * The box of AddToBasket while the goods load (catalogue rows, carousel
 * cards): a counter-sized block and the small button's own box, its text
 * transparent, so the placeholder wraps and sizes like the real controls.
 * Decorative: render it inside an aria-hidden skeleton.
 */
export function AddToBasketSkeleton() {
  return (
    <div className="b2b-product-add">
      <div className="b2b-product-add-controls">
        <span className="b2b-product-add-counter--skeleton b2b-skeleton" />
        <span className="b2b-button b2b-button--small b2b-product-add-button--skeleton b2b-skeleton">{t('productAdd')}</span>
      </div>
    </div>
  );
}
