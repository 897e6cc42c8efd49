// One constructable stylesheet per CSS text, shared by every shadow root on the
// page: adopting is cheap and the browser parses each text once.
const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adds the sheets for `cssTexts` to a shadow root or document, once each. */
export function adoptCss(root: Document | ShadowRoot, cssTexts: readonly string[]): void {
  const wanted = cssTexts.filter(Boolean).map(sheetFor);
  const missing = wanted.filter((s) => !root.adoptedStyleSheets.includes(s));
  if (missing.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

/** The document or shadow root a node lives in, where its styles must go. */
export function styleRootOf(node: Node): Document | ShadowRoot | undefined {
  const root = node.getRootNode();
  return root instanceof ShadowRoot || root instanceof Document ? root : undefined;
}
