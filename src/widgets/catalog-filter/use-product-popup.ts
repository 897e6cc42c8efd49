/**
 * The product popup's content: the legacy server fragment
 * `/ajax/getproduct/?id={id}`, sanitized; where the fragment is unavailable
 * (an error, an empty answer) the `product` call's data, rendered by us.
 */
import { product as productCall, productPopupHtml } from '../../core/api/catalog';
import { isAbortError } from '../../core/api/errors';
import type { ProductWithTabs } from '../../core/types';
import { sanitizeHtml } from '../../blocks/html/sanitize-html';
import { useLoad } from '../../blocks/load/use-load';

type Loaded = { kind: 'html'; html: string } | { kind: 'data'; product: ProductWithTabs; tabs: { id: string; header: string; html: string }[] };

export type PopupContent = { kind: 'loading' } | Loaded | { kind: 'error'; message: string };

async function loadContent(id: number, contract: number | null, signal: AbortSignal): Promise<Loaded> {
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

/** The popup's content for `id` (null: closed, nothing read); `retry` only where trying again can help. */
export function useProductPopup(id: number | null, contract: number | null): { content: PopupContent; retry: (() => void) | undefined } {
  const read = useLoad((signal) => loadContent(id!, contract, signal), [id, contract], { skip: id === null });
  let content: PopupContent = { kind: 'loading' };
  if (read.error) content = { kind: 'error', message: read.error };
  else if (read.data) content = read.data;
  return { content, retry: read.retry };
}
