import { t } from '../../core/messages/catalog-filter';
import { t as productText } from '../../core/messages/product';
import { SkeletonLines, SkeletonLoading } from '../../ui/states';
import { AddToBasketSkeleton } from '../../blocks/product/AddToBasketSkeleton';

/**
 * The results before the first reply: a page of product rows shaped like
 * ProductRow (picture; a two-line name, articul, price and RRP, stock; wish,
 * need and add to basket), so the list and what follows it are where they will be
 * when the goods arrive. The status says what loads; the rows are decoration.
 */
export function ResultsSkeleton({ rows }: { rows: number }) {
  return (
    <SkeletonLoading label={t('catalogLoadingResults')} place="top">
      <ul className="b2b-catalog-filter-products">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="b2b-catalog-filter-product">
            <span className="b2b-catalog-filter-picture b2b-skeleton" />
            <div className="b2b-catalog-filter-product-info">
              <p className="b2b-catalog-filter-product-name">
                <SkeletonLines lines={2} />
              </p>
              <p>
                <SkeletonLines />
              </p>
              <p>
                <SkeletonLines lines={2} />
              </p>
              <p>
                <SkeletonLines />
              </p>
            </div>
            <div className="b2b-catalog-filter-product-actions">
              <span className="b2b-catalog-filter-wish--skeleton b2b-skeleton">{productText('productWish')}</span>
              <span className="b2b-catalog-filter-wish--skeleton b2b-skeleton">{productText('productNeed')}</span>
              <AddToBasketSkeleton />
            </div>
          </li>
        ))}
      </ul>
    </SkeletonLoading>
  );
}
