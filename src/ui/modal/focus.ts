/** Focus helpers that see through shadow roots (widgets live in them). */

/** The element that really has focus: document.activeElement is only the shadow host. */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not(:disabled)',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[role="combobox"]:not([aria-disabled="true"])',
].join(', ');

/** The first form field inside `root`, where a form dialog should put the caret. */
export function firstField(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(FIELD_SELECTOR);
}
