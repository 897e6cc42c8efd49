// Legacy markup opens modal widgets with no page JS:
//   <a href="#" data-b2b-open="callback">Заказать звонок</a>  ->  <b2b-callback open>
// Setting the attribute works before the tag's code has even loaded, so a click
// during loading is not lost. Installed once per page by the loader and by defineWidget.
let installed = false;

export function installOpenLinks(doc: Document = document): void {
  if (installed) return;
  installed = true;
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
