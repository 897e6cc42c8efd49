/**
 * The element that really has focus: document.activeElement is only the
 * shadow host. Apart from the modal's focus helpers so a widget that only
 * needs this (the chat, to give focus back to its opener) carries no modal.
 */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
