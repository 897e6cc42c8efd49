import { useStore } from 'zustand';
import { getConfig } from '../../core/config';
import { t } from '../../core/messages/basket-counter';
import { StyleRoot } from '../../ui/StyleRoot';
import { basketCounterStyles } from './basket-counter-styles';
import { goodsNoun } from './counter-name';
import { useCounterBasket } from './use-counter-basket';

export interface BasketCounterProps {
  /** Where the counter links. Default: the site's `/cart/`. */
  href?: string;
}

/**
 * The header's basket link with `count.products` from the page's basket store.
 * The store loads getBasketData once per page and follows every change made by
 * any widget here or in another tab, so this only reads it (a visitor's basket
 * is empty without it: use-counter-basket.ts).
 */
export function BasketCounter({ href }: BasketCounterProps) {
  const basket = useCounterBasket();
  const count = useStore(basket.store, (s) => s.count.products);
  const status = useStore(basket.store, (s) => s.status);
  const error = useStore(basket.store, (s) => s.error);
  const retryable = useStore(basket.store, (s) => s.retryable);

  const known = status === 'ready';
  // npm users get the same styles as the element: StyleRoot adopts them where it renders.
  const cartHref = href || `${getConfig().siteBase}/cart/`;
  return (
    <StyleRoot css={basketCounterStyles} className="b2b-basket-counter">
      <a
        className="b2b-basket-counter-link"
        part="link"
        href={cartHref}
        aria-busy={status === 'loading' || undefined}
      >
        <svg className="b2b-basket-counter-icon" part="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l.9 2H21a1 1 0 0 1 .9 1.4l-3.6 7A2 2 0 0 1 16.5 14H8.1l-1 2H19v2H7a2 2 0 0 1-1.8-2.9l1.4-2.7L3.7 4H3V2Z"
          />
        </svg>
        <span className="b2b-basket-counter-label" part="label">
          {t('basketCounterLabel')}
          {/* Heard, not seen: «Корзина, 3 товара» reads as a phrase; «Корзина пуста» needs none. */}
          {known && count > 0 && <span className="b2b-basket-counter-comma">,</span>}
        </span>{' '}
        {known && (
          <span className="b2b-basket-counter-badge" part="count" data-empty={count === 0 || undefined}>
            {count === 0 ? t('basketCounterEmpty') : count}
          </span>
        )}
        {/* While the count loads, an empty badge holds its place: the link keeps its width (no layout shift). */}
        {(status === 'idle' || status === 'loading') && (
          <span className="b2b-basket-counter-badge" part="count" data-pending aria-hidden="true">
            {'\u00a0'}
          </span>
        )}
        {known && count > 0 && <span className="b2b-visually-hidden">{` ${goodsNoun(count)}`}</span>}
      </a>
      {status === 'error' && retryable && (
        <button
          type="button"
          className="b2b-basket-counter-retry"
          part="retry"
          title={error ?? undefined}
          aria-label={`${error ?? t('serverError')} ${t('retry')}`}
          onClick={basket.retry}
        >
          {t('retry')}
        </button>
      )}
    </StyleRoot>
  );
}
