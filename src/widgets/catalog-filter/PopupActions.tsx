// The popup's flags and «В корзину»: in the popup's own chunk (ProductPopupBody.tsx
// re-exports them), so the catalogue does not load them until a name is pointed
// at, focused or opened.
import { useMemo, useRef, useState } from 'react';
import { t } from '../../core/messages/catalog-filter';
import type { LineType, Product, Variant } from '../../core/types';
import { IdSelect } from '../../ui/select';
import { formatRubles } from '../../ui/price';
import { AddToBasket } from '../../blocks/product/AddToBasket';
import { ListToggle } from '../../blocks/product/ListToggle';
import { ProductTargetContext, useProductTarget, type ProductTarget } from '../../blocks/product/product-target';
import { useAddedNotice } from '../../blocks/product/use-added-notice';
import { knownStock, productStock, stockIn, variantParams } from '../../blocks/product/stock';
import { StockText } from '../../blocks/product/StockText';
import { useAdoptedCss } from '../../ui/StyleRoot';
import { popupCss } from './popup.css';

/** The flags are the page's (stores/lists.ts): the row behind the popup follows them. The add is the rows', told in the popup. */
export function PopupActions({ product }: { product: Product }) {
  const rows = useProductTarget();
  const box = useRef<HTMLDivElement>(null);
  const onAdded = useAddedNotice(box);
  useAdoptedCss(box, popupCss);
  const target = useMemo<ProductTarget>(() => ({ ...rows, onAdded }), [rows, onAdded]);
  const { warehouse } = rows;
  return (
    <div ref={box} className="b2b-catalog-filter-popup-lists">
      <ListToggle kind="wish" id={product.id} on={product.wish} name={product.header} />
      <ListToggle kind="need" id={product.id} on={product.need} name={product.header} />
      <ProductTargetContext.Provider value={target}>
        {product.variants.length === 0 ? (
          <PopupAdd id={product.id} type="products" name={product.header} available={knownStock(warehouse, () => productStock(product, warehouse))} />
        ) : (
          <VariantAdd product={product} warehouse={warehouse} />
        )}
      </ProductTargetContext.Provider>
    </div>
  );
}

/**
 * Goods sold by variant: the popup's «В корзину» adds the
 * variant chosen here, the first one in stock to begin with, as the catalogue
 * row's add for that variant does.
 */
function VariantAdd({ product, warehouse }: { product: Product; warehouse: number | null }) {
  const free = (v: Variant) => knownStock(warehouse, () => stockIn(v.stocks, warehouse));
  const [chosen, setChosen] = useState(() => (product.variants.find((v) => (free(v) ?? 1) > 0) ?? product.variants[0]!).id);
  const items = useMemo(
    () => product.variants.map((v) => ({ id: v.id, header: `${variantParams(v) || v.articul} — ${formatRubles(v.price)}` })),
    [product.variants],
  );
  const variant = product.variants.find((v) => v.id === chosen) ?? product.variants[0]!;
  const params = variantParams(variant);
  return (
    <div className="b2b-catalog-filter-popup-variant" part="popup-variant">
      <IdSelect
        label={t('productPopupVariant')}
        selectClassName="b2b-catalog-filter-select"
        value={variant.id}
        items={items}
        onChange={(id) => id !== null && setChosen(id)}
      />
      <PopupAdd
        // A fresh counter per variant: a quantity typed for one is not added as another's.
        key={variant.id}
        id={variant.id}
        type="variants"
        name={params ? t('productVariantName', { header: product.header, params }) : product.header}
        available={free(variant)}
      />
    </div>
  );
}

/** The add and, where the warehouse is known, its stock: the reason a disabled add gives, shown in the popup itself. */
function PopupAdd({ id, type, name, available }: { id: number; type: LineType; name: string; available: number | undefined }) {
  const stockId = `b2b-popup-stock-${type}-${id}`;
  return (
    <div className="b2b-catalog-filter-popup-add">
      {available !== undefined && <StockText quantity={available} className="b2b-catalog-filter-stock" id={stockId} />}
      <AddToBasket id={id} type={type} name={name} available={available} stockId={stockId} />
    </div>
  );
}
