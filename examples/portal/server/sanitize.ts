/**
 * DOMPurify on the server (a newsletter's body): the same sanitizer the
 * widgets use in the browser, over a jsdom window. Loaded on first use, so a
 * portal that sends no newsletter never pays for jsdom at start.
 */
type Purify = { sanitize(html: string): string };
let purify: Promise<Purify> | undefined;

function load(): Promise<Purify> {
  return (purify ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    return createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis) as Purify;
  })().catch((error: unknown) => {
    purify = undefined; // the next send tries again
    throw error;
  }));
}

/** Starts loading jsdom (seconds on a busy machine) while the admin writes the letter. */
export function warmSanitizer(): void {
  load().catch(() => undefined); // a send then tries again, and says what failed
}

export async function sanitizeHtml(html: string): Promise<string> {
  return (await load()).sanitize(html);
}
