/**
 * The product popup's content: the legacy server fragment
 * `/ajax/getproduct/?id={id}`, sanitized; where the fragment is unavailable
 * (an error, an empty answer) the `product` call's data, rendered by us.
 */
import { useCallback, useEffect, useState } from 'react';
import { product as productCall, productPopupHtml } from '../../core/api/catalog';
import { isAbortError } from '../../core/api/errors';
import type { ProductWithTabs } from '../../core/types';
import { errorText } from '../../stores/api-errors';
import { sanitizeHtml } from '../../blocks/html/sanitize-html';

export type PopupContent =
  | { kind: 'loading' }
  | { kind: 'html'; html: string }
  | { kind: 'data'; product: ProductWithTabs; tabs: { id: string; header: string; html: string }[] }
  | { kind: 'error'; message: string };

async function loadContent(id: number, contract: number | null, signal: AbortSignal): Promise<PopupContent> {
  try {
    const html = (await sanitizeHtml(await productPopupHtml(id, { signal }))).trim();
    if (html) return { kind: 'html', html };
  } catch (error) {
    if (isAbortError(error)) throw error;
    // The fragment is unavailable: fall through to the data.
  }
  const { product } = await productCall(id, contract ?? undefined, { signal });
  const tabs = await Promise.all(
    product.tabs
      .filter((tab) => !tab.async && tab.data.trim() !== '')
      .map(async (tab) => ({ id: String(tab.id), header: tab.header, html: await sanitizeHtml(tab.data) })),
  );
  return { kind: 'data', product, tabs };
}

export function useProductPopup(id: number | null, contract: number | null): { content: PopupContent; retry(): void } {
  const [content, setContent] = useState<PopupContent>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    setContent({ kind: 'loading' });
    loadContent(id, contract, controller.signal).then(setContent, (error: unknown) => {
      if (!controller.signal.aborted && !isAbortError(error)) setContent({ kind: 'error', message: errorText(error) });
    });
    return () => controller.abort();
  }, [id, contract, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { content, retry };
}
