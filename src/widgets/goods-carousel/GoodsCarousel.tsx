import { useEffect, useId, useMemo, useRef } from 'react';
import { t, type GoodsCarouselKey } from '../../core/messages/goods-carousel';
import { contractNotice, selectVisitor } from '../../stores/session';
import { useBasketStore, useEffectiveContract, useSession, useSessionStore } from '../../stores/react';
import { ToastProvider } from '../../ui/alert';
import { EmptyState, ErrorState } from '../../ui/states';
import { StyleRoot } from '../../ui/StyleRoot';
import { ProductTargetContext, type ProductTarget } from '../../blocks/product/product-target';
import { useAddedNotice } from '../../blocks/product/use-added-notice';
import { goodsCarouselStyles } from './goods-carousel-styles';
import { GoodsSkeleton } from './GoodsSkeleton';
import { GoodsSlide } from './GoodsSlide';
import { useCarousel } from './use-carousel';
import { DEFAULT_PER_PAGE, isGoodsKind, useGoodsPages, type GoodsKind } from './use-goods-pages';
import { ContractNoticeBox } from '../../blocks/notice/contract-notice';

export interface GoodsCarouselProps {
  /** Which goods: hits (hitGoods), novelties (noveltyGoods) or special offers (specGoods). Default 'hit'. */
  kind?: GoodsKind;
  /** Contract id; default the page's chosen contract. */
  contract?: number;
  /** Warehouse whose stock the cards show and the basket uses; default the page's. */
  warehouse?: number;
  /** Catalogue section; default the server's whole catalogue. */
  catalog?: number;
  /** Goods per page loaded; default 20. */
  perPage?: number;
  /** Accessible name of the carousel; default by kind ('Хиты продаж', ...). */
  label?: string;
}

const LABELS: Record<GoodsKind, GoodsCarouselKey> = { hit: 'carouselHit', novelty: 'carouselNovelty', spec: 'carouselSpec' };

/** Hit, novelty or special-offer goods in a carousel with add to basket. */
export function GoodsCarousel(props: GoodsCarouselProps) {
  return (
    <StyleRoot css={goodsCarouselStyles} className="b2b-goods-carousel" providers={[ToastProvider]}>
      <GoodsCarouselBody {...props} />
    </StyleRoot>
  );
}

function GoodsCarouselBody({ kind: kindProp, contract, warehouse, catalog, perPage, label }: GoodsCarouselProps) {
  const kind: GoodsKind = isGoodsKind(kindProp) ? kindProp : 'hit';
  const session = useSessionStore();
  useEffect(() => {
    void session.ensureLoaded();
  }, [session]);
  const sessionStatus = useSession((s) => s.status);
  const warehouseDefault = useSession((s) => s.warehouseIdDefault);
  const effective = useEffectiveContract({ contract: contract ?? null, warehouse: warehouse ?? null });
  // Prices are the contract's: wait for the session's choice unless the element names one.
  // A visitor's goods call would be refused (401): nothing is asked until a login.
  const visitor = useSession(selectVisitor);
  const ready = !visitor && (contract !== undefined || sessionStatus === 'ready' || sessionStatus === 'error');
  const query = useMemo(
    () =>
      ready
        ? { kind, contract: effective.contractId, catalog: catalog ?? null, perPage: perPage && perPage > 0 ? Math.floor(perPage) : DEFAULT_PER_PAGE }
        : null,
    [ready, kind, effective.contractId, catalog, perPage],
  );
  const goods = useGoodsPages(query);
  const carousel = useCarousel(goods.loadMore);

  const root = useRef<HTMLElement>(null);
  const onAdded = useAddedNotice(root);
  const basket = useBasketStore();
  const notice = contractNotice(effective.contract);
  const stopped = notice?.kind === 'stopOrders';
  const noticeId = useId();
  const stockWarehouse = effective.warehouseId ?? warehouseDefault;
  const target = useMemo<ProductTarget>(
    () => ({ contract: effective.contractId, warehouse: stockWarehouse, stopped, noticeId, basket, onAdded }),
    [effective.contractId, stockWarehouse, stopped, noticeId, basket, onAdded],
  );

  const name = label || t(LABELS[kind]);
  let body;
  if (visitor) body = <EmptyState title={t('catalogVisitor')} />;
  else if (goods.status === 'error') body = <ErrorState message={goods.error} onRetry={goods.retry} />;
  else if (goods.status !== 'ready') body = <GoodsSkeleton />;
  else if (goods.products.length === 0) body = <EmptyState title={t('carouselEmpty')} />;

  return (
    <section ref={root} className="b2b-goods-carousel-box" part="base" aria-roledescription={t('carouselRole')} aria-label={name} onKeyDown={carousel.onKeyDown} {...carousel.intent}>
      {stopped && notice && <ContractNoticeBox id={noticeId} notice={notice} className="b2b-goods-carousel-notice" />}
      {body ?? (
        <ProductTargetContext.Provider value={target}>
          <div className="b2b-goods-carousel-frame">
            <button
              type="button"
              className="b2b-goods-carousel-arrow b2b-goods-carousel-prev"
              part="prev"
              aria-label={t('carouselPrev')}
              aria-disabled={!carousel.canPrev || undefined}
              onClick={carousel.prev}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <div className="b2b-goods-carousel-viewport" ref={carousel.viewportRef}>
              <div className="b2b-goods-carousel-track" part="track">
                {goods.products.map((product, index) => (
                  <GoodsSlide key={product.id} product={product} index={index} total={goods.total} warehouse={stockWarehouse} />
                ))}
              </div>
            </div>
            <button
              type="button"
              className="b2b-goods-carousel-arrow b2b-goods-carousel-next"
              part="next"
              aria-label={t('carouselNext')}
              aria-disabled={(!carousel.canNext && !goods.hasMore) || undefined}
              onClick={carousel.next}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          {goods.error && <ErrorState message={goods.error} onRetry={goods.retry} />}
        </ProductTargetContext.Provider>
      )}
      {carousel.engine}
      <p className="b2b-visually-hidden" role="status">
        {goods.loadingMore ? t('carouselLoadingMore') : ''}
      </p>
    </section>
  );
}
