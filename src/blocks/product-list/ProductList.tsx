import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { PAGE_SIZE } from '../../core/constants';
import { t } from '../../core/messages/product-list';
import type { ListKind } from '../../core/api/lists';
import type { Product, ProductList as ProductPage } from '../../core/types';
import { contractNotice, selectVisitor } from '../../stores/session';
import { useBasketStore, useEffectiveContract, useSession, useSessionStore } from '../../stores/react';
import { useListsStore } from '../list-flags/page-lists';
import { Alert, ToastProvider } from '../../ui/alert';
import { ConfirmProvider } from '../../ui/confirm';
import { StyleRoot } from '../../ui/StyleRoot';
import { productListStyles } from './product-list-styles';
import { Button } from '../../ui/button';
import { DataTable, type RowId } from '../../ui/data-table';
import { EmptyState } from '../../ui/states';
import { ListResults } from '../load/ListResults';
import { ProductTargetContext, type ProductTarget } from '../product/product-target';
import { useAddedNotice } from '../product/use-added-notice';
import { listColumns } from './list-columns';
import { useBulk } from './use-bulk';
import { useProductList } from './use-product-list';
import { ContractNoticeBox } from '../notice/contract-notice';

/** The props of <b2b-favorites> and <b2b-needs>: the same list of another kind. */
export interface ListTagProps {
  /** Goods per page; default 20 (spec 9). */
  perpage?: number;
  /** Contract id; default the page's chosen contract. */
  contract?: number;
  /** Warehouse whose stock the rows show and the basket uses; default the page's. */
  warehouse?: number;
}

export interface ProductListProps extends ListTagProps {
  kind: ListKind;
}

const TEXT = {
  wish: { caption: 'favoritesCaption', empty: 'favoritesEmpty', found: 'favoritesFound' },
  need: { caption: 'needsCaption', empty: 'needsEmpty', found: 'needsFound' },
} as const;

/** <b2b-favorites> or <b2b-needs>: the list of its kind in the tag's root, with its toasts and confirm dialog. */
export function ListTag({ className, ...props }: ProductListProps & { className: string }) {
  return (
    <StyleRoot css={productListStyles} className={className} providers={[ToastProvider, ConfirmProvider]}>
      <ProductList {...props} />
    </StyleRoot>
  );
}

/**
 * The body of <b2b-favorites> and <b2b-needs>: a page of the list's goods
 * with add to basket per row (the catalogue's rules), remove from the list,
 * and the checked rows into the basket or off the list at once. The rows
 * follow the page's lists store: a product taken off anywhere on the page
 * (or in another tab) leaves at once.
 */
export function ProductList({ kind, perpage = PAGE_SIZE[kind === 'wish' ? 'favourites' : 'needs'], contract, warehouse }: ProductListProps) {
  const session = useSessionStore();
  useEffect(() => {
    void session.ensureLoaded();
  }, [session]);
  const sessionStatus = useSession((s) => s.status);
  const warehouseDefault = useSession((s) => s.warehouseIdDefault);
  const visitor = useSession(selectVisitor);
  const effective = useEffectiveContract({ contract: contract ?? null, warehouse: warehouse ?? null });
  // Prices are the contract's: wait for the session's choice unless the element names one.
  const ready = !visitor && (contract !== undefined || sessionStatus === 'ready' || sessionStatus === 'error');
  const list = useProductList(kind, perpage, effective.contractId, ready);

  const root = useRef<HTMLDivElement>(null);
  const basket = useBasketStore();
  const lists = useListsStore();
  const onAddedOne = useAddedNotice(root);
  const notice = contractNotice(effective.contract);
  const stopped = notice?.kind === 'stopOrders';
  const noticeId = useId();
  const stockWarehouse = effective.warehouseId ?? warehouseDefault;
  const target = useMemo<ProductTarget>(
    () => ({ contract: effective.contractId, warehouse: stockWarehouse, stopped, noticeId, basket, onAdded: onAddedOne }),
    [effective.contractId, stockWarehouse, stopped, noticeId, basket, onAddedOne],
  );
  const onAdded = useCallback((count: number) => onAddedOne(count), [onAddedOne]);
  const bulk = useBulk({ basket, lists, kind, contract: effective.contractId, warehouse: stockWarehouse, onAdded });

  // Rows taken off the list (here, elsewhere on the page, in another tab) go at once.
  const flags = useStore(lists.store, (s) => s.flags[kind]);
  const rows = useMemo(() => (list.data?.products ?? []).filter((p) => flags[p.id] !== false), [list.data, flags]);
  const [checked, setChecked] = useState<ReadonlySet<RowId>>(new Set());
  const visibleChecked = useMemo(() => new Set([...checked].filter((id) => rows.some((p) => p.id === id))), [checked, rows]);

  const { setQuantity, remove: removeChecked } = bulk;
  const removeOne = bulk.removeOne;
  const columns = useMemo(
    () => listColumns({ kind, warehouse: stockWarehouse, setQuantity, remove: (p) => void removeOne(p.id) }),
    [kind, stockWarehouse, setQuantity, removeOne],
  );
  const getRowId = useCallback((p: Product) => p.id, []);
  const text = TEXT[kind];
  // Found: what the server counted less the rows taken off since.
  const count = (data: ProductPage) => data.count - (data.products.length - rows.length);

  const body = visitor ? (
    <EmptyState title={t('catalogVisitor')} />
  ) : (
    <ListResults
      load={list}
      skeletonLines={5}
      className="b2b-product-list-results"
      header={(data) =>
        rows.length > 0 && (
          <p className="b2b-product-list-found" role="status">
            {t(text.found, { n: count(data) })}
          </p>
        )
      }
      isEmpty={() => rows.length === 0}
      empty={t(text.empty)}
      pagination={(data) => data.pagination}
      onPage={list.setPage}
      pagesLabel={t('listPages')}
    >
      {() => (
        <ProductTargetContext.Provider value={target}>
          <DataTable
            caption={t(text.caption)}
            columns={columns}
            rows={rows}
            getRowId={getRowId}
            selectable
            checkedIds={visibleChecked}
            onCheckedChange={setChecked}
            rowLabel={(p) => p.header}
            bulkActions={(ids) => (
              <>
                <Button
                  small
                  variant="primary"
                  disabled={stopped || bulk.adding}
                  aria-busy={bulk.adding || undefined}
                  aria-describedby={stopped ? noticeId : undefined}
                  onClick={() => void bulk.add(rows.filter((p) => ids.has(p.id)))}
                >
                  {t('listAddChecked')}
                </Button>
                <Button small variant="danger" onClick={() => void removeChecked([...ids].map(Number))}>
                  {t('listRemoveChecked')}
                </Button>
              </>
            )}
          />
        </ProductTargetContext.Provider>
      )}
    </ListResults>
  );

  return (
    <div ref={root} className="b2b-product-list" part="base">
      {notice && <ContractNoticeBox id={noticeId} notice={notice} />}
      {bulk.removeError && (
        <Alert tone="error" onClose={bulk.clearRemoveError} onRetry={bulk.retryRemove}>
          {bulk.removeError}
        </Alert>
      )}
      {bulk.problems.length > 0 && (
        <Alert tone="error" onClose={bulk.clearProblems}>
          {bulk.problems.length === 1 ? bulk.problems[0] : (
            <ul>
              {bulk.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {body}
    </div>
  );
}
