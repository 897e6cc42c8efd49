/**
 * The wish (favourites) flag of one product: shown at once, sent with
 * setWish / unsetWish, put back with a Russian reason if the server refuses.
 * Clicks while a call is out are ignored, so the calls cannot cross.
 */
import { useCallback, useState } from 'react';
import { t } from '../../../core/messages/product';
import { setWish, unsetWish } from '../../../core/api/lists';
import { errorText } from '../../../stores/api-errors';

export interface WishState {
  on: boolean;
  busy: boolean;
  error: string | null;
  toggle(): void;
  clearError(): void;
}

export function useWish(id: number, serverWish: boolean): WishState {
  /** Our own idea while it differs from what the last reply said; null = trust the reply. */
  const [local, setLocal] = useState<{ from: boolean; on: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A newer reply (another filter, a reload) that carries a new flag wins over our memory of the old one.
  const on = local && local.from === serverWish ? local.on : serverWish;

  const toggle = useCallback(() => {
    if (busy) return;
    const next = !on;
    setLocal({ from: serverWish, on: next });
    setBusy(true);
    setError(null);
    (next ? setWish(id) : unsetWish(id)).then(
      () => setBusy(false),
      (failure: unknown) => {
        setBusy(false);
        setLocal({ from: serverWish, on: !next });
        setError(t('productWishFailed', { error: errorText(failure) }));
      },
    );
  }, [busy, on, id, serverWish]);

  const clearError = useCallback(() => setError(null), []);
  return { on, busy, error, toggle, clearError };
}
