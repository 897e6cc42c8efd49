import { useState } from 'react';
import { t } from '../../core/messages/catalog-filter';
import type { Product, Warehouse } from '../../core/types';
import { lazyModule, useLazyModule } from '../../ui/lazy-module';
import { ToastProvider } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import { ErrorState, Spinner } from '../../ui/states';
import type { ProductPopupBodyProps } from './ProductPopupBody';

/**
 * The popup's code (its flags and add, its calls, the sanitizing, the card)
 * is a chunk of its own, fetched when a product's name is pointed at, focused
 * or opened, not with the catalogue: most visits open no popup.
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
 * needs flags and «В корзину» (PopupActions.tsx), then the server's card, or
 * ours.
 */
export function ProductPopup({ product, contract, warehouses, onClose }: ProductPopupProps) {
  return (
    <Modal open={product !== null} onClose={onClose} title={product?.header ?? t('productPopupTitle')} size="large" closeOnBackdrop>
      {product && <LoadedPopup product={product} contract={contract} warehouses={warehouses} />}
    </Modal>
  );
}

type LoadedPopupProps = Omit<ProductPopupBodyProps, 'id'> & { product: Product };

/**
 * The actions and the body once their code is here; meanwhile the same busy
 * spinner the body shows while the product loads. The code waits in state,
 * not in Suspense (the same on React and Preact). A failed fetch offers a
 * retry in the popup rather than breaking the whole catalogue.
 */
function LoadedPopup(props: LoadedPopupProps) {
  const [attempt, setAttempt] = useState(0);
  return <LoadingPopup key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function LoadingPopup({ product, onRetry, ...props }: LoadedPopupProps & { onRetry(): void }) {
  const { module, error } = useLazyModule(popupCode);
  if (module)
    return (
      <>
        {/* Its own toasts, inside the dialog: outside a modal dialog everything is inert, so
            «Товар добавлен в корзину» and its links must live in it to be seen and used. */}
        <ToastProvider>
          <module.PopupActions product={product} />
        </ToastProvider>
        <module.ProductPopupBody id={product.id} {...props} />
      </>
    );
  return (
    <div className="b2b-catalog-filter-popup" part="popup" aria-busy={!error || undefined}>
      {error ? <ErrorState message={t('networkError')} onRetry={onRetry} /> : <Spinner label={t('productPopupLoading')} showLabel />}
    </div>
  );
}
