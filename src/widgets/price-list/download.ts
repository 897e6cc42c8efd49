import { siteUrl } from '../../core/api/client';

/** The file's address on the legacy site (the portal answers with a site path). */
export function fileUrl(link: string): string {
  return link.startsWith('/') ? siteUrl(link) : link;
}

/**
 * Starts a download the way a click on a link does: the portal's reply is an
 * attachment, so the page stays where it is.
 */
export function startDownload(href: string, file: string, doc: Document = document): void {
  const a = doc.createElement('a');
  a.href = href;
  if (file) a.download = file;
  a.hidden = true;
  doc.body.append(a);
  a.click();
  a.remove();
}
