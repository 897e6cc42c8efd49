import { memo } from 'react';
import { t } from '../../core/messages/goods-carousel';
import type { Product } from '../../core/types';
import { Price } from '../../ui/price';
import { AddToBasket } from '../../blocks/product/AddToBasket';
import { ProductPicture } from '../../blocks/product/ProductPicture';
import { knownStock, productStock } from '../../blocks/product/stock';
import { StockText, stockTextId } from '../../blocks/product/StockText';

export interface GoodsSlideProps {
  product: Product;
  index: number;
  total: number;
  warehouse: number | null;
}

/**
 * One product card of a carousel. Products with variants are bought per
 * variant in the catalogue, so their card links there instead of adding.
 */
export const GoodsSlide = memo(function GoodsSlide({ product, index, total, warehouse }: GoodsSlideProps) {
  return (
    <div
      className="b2b-goods-carousel-slide"
      part="slide"
      role="group"
      aria-roledescription={t('carouselSlideRole')}
      aria-label={t('carouselSlide', { n: index + 1, total })}
    >
      <div className="b2b-goods-carousel-card b2b-product-card">
        <ProductPicture picture={product.picture} picturetype={product.picturetype} size={140} className="b2b-goods-carousel-picture" />
        <p className="b2b-goods-carousel-name">{product.header}</p>
        <p className="b2b-goods-carousel-articul">
          {t('productArticul')}: {product.articul}
        </p>
        <p className="b2b-goods-carousel-price">
          <Price value={product.price} />
          {product.price_rrc > 0 && (
            <span className="b2b-goods-carousel-rrc">
              {' '}
              {t('productPriceRrc')}: <Price value={product.price_rrc} />
            </span>
          )}
        </p>
        <StockText quantity={productStock(product, warehouse)} className="b2b-goods-carousel-stock" id={stockTextId('products', product.id)} />
        {product.variants.length === 0 ? (
          <AddToBasket id={product.id} name={product.header} available={knownStock(warehouse, () => productStock(product, warehouse))} />
        ) : (
          <p className="b2b-goods-carousel-variants">
            {t('productVariants')}: {product.variants.length}
          </p>
        )}
      </div>
    </div>
  );
});
