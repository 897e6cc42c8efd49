import { useRef, type ReactNode } from 'react';
import { t } from '../../core/messages/catalog-filter';
import { t as productText } from '../../core/messages/product';
import type { Warehouse } from '../../core/types';
import { Price } from '../../ui/price';
import { useAdoptedCss } from '../../ui/StyleRoot';
import { ErrorState, Spinner } from '../../ui/states';
import { ProductPicture } from '../../blocks/product/ProductPicture';
import { stockIn, variantParams } from '../../blocks/product/stock';
import { useProductPopup, type PopupContent } from './use-product-popup';
import { popupCss } from './popup.css';

// The popup's flags and add ride in this chunk too: ProductPopup shows them with the body.
export { PopupActions } from './PopupActions';

export interface ProductPopupBodyProps {
  /** The product shown. */
  id: number;
  contract: number | null;
  warehouses: readonly Warehouse[];
}

/** What the open popup shows: the server's card, or ours (ProductPopup loads this on first use). */
export function ProductPopupBody({ id, contract, warehouses }: ProductPopupBodyProps) {
  const { content, retry } = useProductPopup(id, contract);
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedCss(ref, popupCss);
  return (
    <div ref={ref} className="b2b-catalog-filter-popup" part="popup" aria-busy={content.kind === 'loading' || undefined}>
      <PopupBody content={content} warehouses={warehouses} onRetry={retry} />
    </div>
  );
}

function PopupBody({ content, warehouses, onRetry }: { content: PopupContent; warehouses: readonly Warehouse[]; onRetry: (() => void) | undefined }) {
  switch (content.kind) {
    case 'loading':
      return <Spinner label={t('productPopupLoading')} showLabel />;
    case 'error':
      return <ErrorState message={content.message} onRetry={onRetry} />;
    case 'html':
      // Sanitized by DOMPurify in use-product-popup (sanitize-html.ts): the one place server HTML goes in.
      return <div className="b2b-catalog-filter-popup-html" dangerouslySetInnerHTML={{ __html: content.html }} />;
    case 'data': {
      const { product, tabs } = content;
      return (
        <div className="b2b-catalog-filter-popup-data">
          <ProductPicture picture={product.picture} picturetype={product.picturetype} alt={product.header} size={240} />
          <dl className="b2b-catalog-filter-popup-facts">
            <Fact term={t('productArticul')}>{product.articul}</Fact>
            <Fact term={t('productPrice')}>
              <Price value={product.price} />
            </Fact>
            {product.price_rrc > 0 && (
              <Fact term={t('productPriceRrc')}>
                <Price value={product.price_rrc} />
              </Fact>
            )}
            {warehouses.map((w) => (
              <Fact key={w.id} term={w.header}>
                {stockIn(product.stocks, w.id) > 0 ? productText('productStock', { n: stockIn(product.stocks, w.id) }) : productText('productNoStock')}
              </Fact>
            ))}
          </dl>
          {product.variants.length > 0 && (
            <section>
              <h3>{t('productVariants')}</h3>
              <ul>
                {product.variants.map((v) => (
                  <li key={v.id}>
                    {v.articul} {variantParams(v)} — <Price value={v.price} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {tabs.map((tab) => (
            <section key={tab.id} className="b2b-catalog-filter-popup-tab">
              <h3>{tab.header}</h3>
              {/* Sanitized by DOMPurify (sanitize-html.ts). */}
              <div dangerouslySetInnerHTML={{ __html: tab.html }} />
            </section>
          ))}
        </div>
      );
    }
  }
}

/** One term of the facts list; every pair in its own div, as the dl content model wants. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="b2b-catalog-filter-popup-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
