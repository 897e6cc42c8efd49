/**
 * DOMPurify on the server (a newsletter's body, issue 22): the same sanitizer the
 * widgets use in the browser, over a jsdom window. Loaded on first use, so a
 * portal that sends no newsletter never pays for jsdom at start.
 */
type Purify = { sanitize(html: string): string };
let purify: Promise<Purify> | undefined;

export async function sanitizeHtml(html: string): Promise<string> {
  purify ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    return createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis) as Purify;
  })();
  return (await purify).sanitize(html);
}
