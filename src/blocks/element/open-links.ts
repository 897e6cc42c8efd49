// Legacy markup opens modal widgets with no page JS:
//   <a href="#" data-b2b-open="callback">Заказать звонок</a>  ->  <b2b-callback open>
// Setting the attribute works before the tag's code has even loaded, so a click
// during loading is not lost. Installed once per page by the loader and by defineWidget.
// The loader and the widget chunks each carry a copy of this file: one flag on
// the document keeps it to one listener per page.
const INSTALLED = Symbol.for('b2b-widgets.open-links');

export function installOpenLinks(doc: Document = document): void {
  const flags = doc as unknown as Record<symbol, boolean>;
  if (flags[INSTALLED]) return;
  flags[INSTALLED] = true;
  doc.addEventListener('click', (event) => {
    const origin = event.target instanceof Element ? event.target.closest('[data-b2b-open]') : null;
    if (!origin) return;
    const name = origin.getAttribute('data-b2b-open');
    const widget = name ? doc.querySelector(`b2b-${CSS.escape(name)}`) : null;
    if (!widget) return;
    event.preventDefault();
    widget.setAttribute('open', '');
  });
}

/**
 * Opens the page's `<b2b-{name}>` as a data-b2b-open link would, from inside a
 * widget (a click in a shadow root reaches the document retargeted to its host,
 * so the listener above never sees the inner link). False when the page has none.
 */
export function openWidget(name: string, doc: Document = document): boolean {
  const widget = doc.querySelector(`b2b-${CSS.escape(name)}`);
  widget?.setAttribute('open', '');
  return widget !== null;
}
