import { useMemo, useRef, useState } from 'react';
import { t } from '../../core/messages/catalog-filter';
import type { LineType, Product, Variant, Warehouse } from '../../core/types';
import { lazyModule, useLazyModule } from '../../ui/lazy-module';
import { ToastProvider } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import { IdSelect } from '../../ui/select';
import { formatRubles } from '../../ui/price';
import { ErrorState, Spinner } from '../../ui/states';
import { AddToBasket } from '../../blocks/product/AddToBasket';
import { ListToggle } from '../../blocks/product/ListToggle';
import { ProductTargetContext, useProductTarget, type ProductTarget } from '../../blocks/product/product-target';
import { useAddedNotice } from '../../blocks/product/use-added-notice';
import { knownStock, productStock, stockIn, variantParams } from '../../blocks/product/stock';
import { StockText } from '../../blocks/product/StockText';
import type { ProductPopupBodyProps } from './ProductPopupBody';

/**
 * The popup's body (its calls, the sanitizing, the card) is a chunk of its
 * own, fetched when a product's name is pointed at, focused or opened, not
 * with the catalogue: most visits open no popup.
 */
export const popupCode = lazyModule(() => import('./ProductPopupBody'));

export interface ProductPopupProps {
  /** The product whose popup is open; null = closed. */
  product: Product | null;
  contract: number | null;
  warehouses: readonly Warehouse[];
  onClose(): void;
}

/**
 * The product popup in the shared Modal (native dialog): the favourites and
 * needs flags and «В корзину» (the catalogue row's own add, with its stock and
 * stop-orders rules; for goods sold by variant, of the variant chosen: issue 27
 * item 17), then the server's card, or ours.
 */
export function ProductPopup({ product, contract, warehouses, onClose }: ProductPopupProps) {
  return (
    <Modal open={product !== null} onClose={onClose} title={product?.header ?? t('productPopupTitle')} size="large" closeOnBackdrop>
      {product && (
        // Its own toasts, inside the dialog: outside a modal dialog everything is inert, so
        // «Товар добавлен в корзину» and its links must live in it to be seen and used.
        <ToastProvider>
          <PopupActions product={product} />
        </ToastProvider>
      )}
      {product && <LoadedBody id={product.id} contract={contract} warehouses={warehouses} />}
    </Modal>
  );
}

/** The flags are the page's (stores/lists.ts): the row behind the popup follows them. The add is the rows', told in the popup. */
function PopupActions({ product }: { product: Product }) {
  const rows = useProductTarget();
  const box = useRef<HTMLDivElement>(null);
  const onAdded = useAddedNotice(box);
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
 * Goods sold by variant (issue 27 item 17): the popup's «В корзину» adds the
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

/**
 * The body once its code is here; meanwhile the same busy spinner the body
 * shows while the product loads. The code waits in state, not in Suspense
 * (the same on React and Preact). A failed fetch offers a retry in the popup
 * rather than breaking the whole catalogue.
 */
function LoadedBody(props: ProductPopupBodyProps) {
  const [attempt, setAttempt] = useState(0);
  return <LoadingBody key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function LoadingBody({ onRetry, ...props }: ProductPopupBodyProps & { onRetry(): void }) {
  const { module, error } = useLazyModule(popupCode);
  if (module) return <module.ProductPopupBody {...props} />;
  return (
    <div className="b2b-catalog-filter-popup" part="popup" aria-busy={!error || undefined}>
      {error ? <ErrorState message={t('networkError')} onRetry={onRetry} /> : <Spinner label={t('productPopupLoading')} showLabel />}
    </div>
  );
}
