import { t } from '../../core/messages/goods-carousel';
import { SkeletonLines, SkeletonLoading } from '../../ui/states';
import { AddToBasketSkeleton } from '../../blocks/product/AddToBasketSkeleton';

/** As many cards as the widest view shows (4); the track's overflow hides the rest on narrow boxes. */
const CARDS = [0, 1, 2, 3];

/**
 * The carousel while its first page loads: the frame, arrows and cards of
 * GoodsSlide with the same classes and line counts (picture, a two-line name,
 * articul, price and recommended price, stock, counter and button), so the box is as tall as the
 * loaded carousel and the page below it does not move when the goods arrive.
 * The status text announces the loading; the shapes are decoration.
 */
export function GoodsSkeleton() {
  return (
    <SkeletonLoading label={t('loading')}>
      <div className="b2b-goods-carousel-frame">
        <span className="b2b-goods-carousel-arrow b2b-goods-carousel-arrow--skeleton" />
        <div className="b2b-goods-carousel-viewport">
          <div className="b2b-goods-carousel-track">
            {CARDS.map((i) => (
              <div key={i} className="b2b-goods-carousel-slide">
                <div className="b2b-goods-carousel-card b2b-product-card">
                  <span className="b2b-goods-carousel-picture b2b-skeleton" />
                  <p className="b2b-goods-carousel-name">
                    <SkeletonLines lines={2} />
                  </p>
                  <p className="b2b-goods-carousel-articul">
                    <SkeletonLines />
                  </p>
                  <p className="b2b-goods-carousel-price">
                    <SkeletonLines lines={2} />
                  </p>
                  <p className="b2b-goods-carousel-stock">
                    <SkeletonLines />
                  </p>
                  <AddToBasketSkeleton />
                </div>
              </div>
            ))}
          </div>
        </div>
        <span className="b2b-goods-carousel-arrow b2b-goods-carousel-arrow--skeleton" />
      </div>
    </SkeletonLoading>
  );
}
