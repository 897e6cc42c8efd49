import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { t } from '../../core/messages/catalog-filter';
import type { Product } from '../../core/types';
import { Alert, ToastProvider } from '../../ui/alert';
import { StyleRoot } from '../../ui/StyleRoot';
import { useBasketStore } from '../../stores/react';
import { useEmit } from '../../blocks/element/host-context';
import { catalogFilterStyles } from './catalog-filter-styles';
import { FilterPanel } from './FilterPanel';
import type { Origin } from './filter-url';
import { ProductPopup } from './ProductPopup';
import { ProductTargetContext, type ProductTarget } from '../../blocks/product/product-target';
import { useAddedNotice } from '../../blocks/product/use-added-notice';
import { Results } from './Results';
import { useCatalogFilter } from './use-catalog-filter';
import { ContractNoticeBox } from '../../blocks/notice/contract-notice';

export interface CatalogFilterProps {
  /** Contract id; default the page's chosen contract. A contract in the address wins. */
  contract?: number;
  /** Warehouse id; default the page's chosen warehouse. A warehouse in the address wins. */
  warehouse?: number;
  /** Catalogue section; default the catalogId cookie, else 1223. A section in the address wins. */
  catalog?: number;
  /** 'catalog' or 'additional'; default both. */
  origin?: Origin;
  /** Products per page; default 20. */
  perPage?: number;
  /** Offer only these tags of the reply's tag facet; default all of it. A server without the facet offers just these, without counts. */
  tags?: string[];
}

/**
 * The catalogue: filters on the left, results on the right, the
 * whole state in the page address. Every change answers at once; a newer
 * request aborts the older one.
 */
export function CatalogFilter(props: CatalogFilterProps) {
  return (
    <StyleRoot css={catalogFilterStyles} className="b2b-catalog-filter" providers={[ToastProvider]}>
      <CatalogFilterBody {...props} />
    </StyleRoot>
  );
}

function CatalogFilterBody(props: CatalogFilterProps) {
  const root = useRef<HTMLDivElement>(null);
  const emit = useEmit(root);
  const onContractChange = useCallback(
    (contract: number, warehouse: number | undefined) => emit('b2b-contract-change', warehouse === undefined ? { contract } : { contract, warehouse }),
    [emit],
  );
  const model = useCatalogFilter({ ...props, onContractChange });
  const { session, target } = model;
  const basket = useBasketStore();
  const onAdded = useAddedNotice(root);
  const noticeId = useId();
  const [popup, setPopup] = useState<Product | null>(null);
  const closePopup = useCallback(() => setPopup(null), []);

  const stopped = session.notice?.kind === 'stopOrders';
  const productTarget = useMemo<ProductTarget>(
    () => ({ contract: target.contract, warehouse: model.stockWarehouse, stopped, noticeId, basket, onAdded }),
    [target.contract, model.stockWarehouse, stopped, noticeId, basket, onAdded],
  );

  return (
    <div ref={root} className="b2b-catalog-filter-layout" part="base">
      <FilterPanel model={model} />
      <div className="b2b-catalog-filter-main">
        {session.notice && <ContractNoticeBox id={noticeId} notice={session.notice} />}
        {session.choiceError && (
          <Alert tone="error" onRetry={session.retryChoice}>
            {t('catalogChoiceFailed', { error: session.choiceError })}
          </Alert>
        )}
        <ProductTargetContext.Provider value={productTarget}>
          <Results model={model} onOpen={setPopup} />
        </ProductTargetContext.Provider>
      </div>
      {/* The popup adds with the rows' rules (its «В корзину» is theirs). */}
      <ProductTargetContext.Provider value={productTarget}>
        <ProductPopup product={popup} contract={target.contract} warehouses={session.warehouses} onClose={closePopup} />
      </ProductTargetContext.Provider>
    </div>
  );
}
