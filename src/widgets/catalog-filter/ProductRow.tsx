import { memo } from 'react';
import { t } from '../../core/messages/catalog-filter';
import type { Product } from '../../core/types';
import { Price } from '../../ui/price';
import { AddToBasket } from '../../blocks/product/AddToBasket';
import { ProductPicture } from '../../blocks/product/ProductPicture';
import { sameProduct } from '../../blocks/product/same-product';
import { knownStock, productStock, stockIn, variantParams } from '../../blocks/product/stock';
import { StockText, stockTextId } from '../../blocks/product/StockText';
import { ListToggle } from '../../blocks/product/ListToggle';
import { popupCode } from './ProductPopup';

export interface ProductRowProps {
  product: Product;
  /** Whose stock to show. */
  warehouse: number | null;
  onOpen(product: Product): void;
}

/**
 * One product of the results: picture, name (opens the popup), articul,
 * contract price and RRP, stock in the warehouse, the wish and need flags, and the
 * add to basket; a product with variants adds per variant.
 */
export const ProductRow = memo(function ProductRow({ product, warehouse, onOpen }: ProductRowProps) {
  return (
    <li className="b2b-catalog-filter-product" part="product">
      <ProductPicture picture={product.picture} picturetype={product.picturetype} className="b2b-catalog-filter-picture" />
      <div className="b2b-catalog-filter-product-info">
        <h3 className="b2b-catalog-filter-product-name">
          {/* Heading for a name: fetch the popup's code, so it opens without waiting for it. */}
          <button
            type="button"
            className="b2b-catalog-filter-product-open"
            part="product-open"
            onClick={() => onOpen(product)}
            onPointerEnter={popupCode.prefetch}
            onFocus={popupCode.prefetch}
          >
            {product.header}
          </button>
        </h3>
        <p className="b2b-catalog-filter-product-articul">
          {t('productArticul')}: {product.articul}
        </p>
        <p className="b2b-catalog-filter-product-prices">
          <span>
            {t('productPrice')}: <Price value={product.price} className="b2b-catalog-filter-product-price" />
          </span>
          {product.price_rrc > 0 && (
            <span className="b2b-catalog-filter-product-rrc">
              {t('productPriceRrc')}: <Price value={product.price_rrc} />
            </span>
          )}
        </p>
        <StockText quantity={productStock(product, warehouse)} className="b2b-catalog-filter-stock" id={stockTextId('products', product.id)} />
      </div>
      <div className="b2b-catalog-filter-product-actions">
        <ListToggle kind="wish" id={product.id} on={product.wish} name={product.header} />
        <ListToggle kind="need" id={product.id} on={product.need} name={product.header} />
        {product.variants.length === 0 && <AddToBasket id={product.id} name={product.header} available={knownStock(warehouse, () => productStock(product, warehouse))} />}
      </div>
      {product.variants.length > 0 && (
        <div className="b2b-catalog-filter-variants" part="variants">
          <h4 className="b2b-catalog-filter-variants-title">{t('productVariants')}</h4>
          <ul>
            {product.variants.map((variant) => {
              const params = variantParams(variant);
              const name = params ? t('productVariantName', { header: product.header, params }) : product.header;
              return (
                <li key={variant.id} className="b2b-catalog-filter-variant" part="variant">
                  <span className="b2b-catalog-filter-variant-articul">{variant.articul}</span>
                  <span className="b2b-catalog-filter-variant-params">{params}</span>
                  <Price value={variant.price} />
                  <StockText quantity={stockIn(variant.stocks, warehouse)} className="b2b-catalog-filter-stock" id={stockTextId('variants', variant.id)} />
                  <AddToBasket id={variant.id} type="variants" name={name} available={knownStock(warehouse, () => stockIn(variant.stocks, warehouse))} />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </li>
  );
},
(prev, next) => prev.warehouse === next.warehouse && prev.onOpen === next.onOpen && sameProduct(prev.product, next.product));
