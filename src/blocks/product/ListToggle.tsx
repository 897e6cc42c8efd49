import { t } from '../../core/messages/product';
import type { ListKind } from '../../core/api/lists';
import { Alert } from '../../ui/alert';
import { useListToggle } from './use-list-toggle';

const TEXT = {
  wish: { label: 'productWishLabel', text: 'productWish' },
  need: { label: 'productNeedLabel', text: 'productNeed' },
} as const;

/** The heart of favourites; the clipboard of needs. */
const ICONS: Record<ListKind, string> = {
  wish: 'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.7 1.1 5.3 3 1.6-1.9 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z',
  need: 'M6 3.5h12a1.5 1.5 0 0 1 1.5 1.5v15a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 20V5A1.5 1.5 0 0 1 6 3.5z',
};
/**
 * The tick inside the clipboard: drawn only for goods on the needs list: a tick
 * drawn always read as 'on the list' for every product.
 */
const NEED_TICK = 'M8.5 12.5l2.5 2.5 4.5-5';

export interface ListToggleProps {
  kind: ListKind;
  id: number;
  /** The flag in the product's reply; the page's lists store wins once it knows better. */
  on: boolean;
  /** The product's name, for the accessible name. */
  name: string;
}

/** A toggle button (aria-pressed) for the product's favourites or needs flag, with its own error and retry. */
export function ListToggle({ kind, id, on, name }: ListToggleProps) {
  const state = useListToggle(kind, id, on);
  return (
    <div className="b2b-product-wish">
      <button
        type="button"
        className="b2b-product-wish-button"
        part={kind}
        aria-pressed={state.on}
        aria-label={t(TEXT[kind].label, { header: name })}
        aria-busy={state.busy || undefined}
        onClick={state.toggle}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d={ICONS[kind]} fill={state.on && kind === 'wish' ? 'currentColor' : state.on ? 'color-mix(in srgb, currentColor 20%, transparent)' : 'none'} stroke="currentColor" strokeWidth="1.8" />
          {kind === 'need' && state.on && <path className="b2b-product-need-tick" d={NEED_TICK} fill="none" stroke="currentColor" strokeWidth="1.8" />}
        </svg>
        <span className="b2b-product-wish-text" aria-hidden="true">
          {t(TEXT[kind].text)}
        </span>
      </button>
      {state.error && (
        <Alert tone="error" onRetry={state.retryable ? state.retry : undefined} onClose={state.clearError}>
          {state.error}
        </Alert>
      )}
    </div>
  );
}
