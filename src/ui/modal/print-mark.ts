/**
 * An open modal prints alone, as a page of its own. The widget's sheet
 * (modal.css.ts) hides the rest of the widget; the rest of the page is the
 * host page's sheet's to hide (styles.css), and it cannot see into a shadow
 * root: so each element whose shadow root the dialog is in carries this
 * attribute while the dialog is open.
 */
export const MODAL_OPEN_ATTRIBUTE = 'data-b2b-modal-open';

/** Per host, its dialogs open now: a confirmation over a form closes first, the mark stays. */
const openIn = new WeakMap<Element, number>();

function hostsOf(node: Node): Element[] {
  const hosts: Element[] = [];
  for (let root = node.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) hosts.push(root.host);
  return hosts;
}

/** Marks the hosts `dialog` is in; the function returned takes the marks off. */
export function markOpenModal(dialog: Element): () => void {
  const hosts = hostsOf(dialog);
  for (const host of hosts) {
    openIn.set(host, (openIn.get(host) ?? 0) + 1);
    host.setAttribute(MODAL_OPEN_ATTRIBUTE, '');
  }
  return () => {
    for (const host of hosts) {
      const left = (openIn.get(host) ?? 1) - 1;
      openIn.set(host, left);
      if (left === 0) host.removeAttribute(MODAL_OPEN_ATTRIBUTE);
    }
  };
}
