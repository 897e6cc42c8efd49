import { t } from '../../../core/messages/product';
import { Alert } from '../../../ui/alert';
import { useWish } from './use-wish';

/** A toggle button (aria-pressed) for the product's wish flag, with its own error and retry. */
export function WishToggle({ id, wish, name }: { id: number; wish: boolean; name: string }) {
  const state = useWish(id, wish);
  return (
    <div className="b2b-product-wish">
      <button
        type="button"
        className="b2b-product-wish-button"
        part="wish"
        aria-pressed={state.on}
        aria-label={t('productWishLabel', { header: name })}
        aria-busy={state.busy || undefined}
        onClick={state.toggle}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.7 1.1 5.3 3 1.6-1.9 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
            fill={state.on ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span className="b2b-product-wish-text" aria-hidden="true">
          {t('productWish')}
        </span>
      </button>
      {state.error && (
        <Alert tone="error" actions={[{ label: t('retry'), onClick: state.toggle }]} onClose={state.clearError}>
          {state.error}
        </Alert>
      )}
    </div>
  );
}
