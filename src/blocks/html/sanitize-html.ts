/**
 * Server HTML (the legacy /ajax/getproduct/ fragment, product tabs) made safe
 * to insert (design 4: "untrusted text stays text; fragments are sanitized").
 * DOMPurify is imported on first use, so only a page that opens a product
 * popup downloads it, and no other widget's chunk carries it.
 */
import type { Config } from 'dompurify';

const CONFIG: Config = {
  // Forms and controls inside a fragment would post to the legacy site behind our back.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed', 'link', 'meta', 'base'],
  // Inline styles could cover the page (position: fixed); ids could clash with ours.
  FORBID_ATTR: ['style', 'id', 'srcset'],
  ALLOW_DATA_ATTR: false,
};

export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, CONFIG);
}
