/** Focus helpers that see through shadow roots (widgets live in them). */
import { deepActiveElement } from '../focus/deep-active-element';

/** The element that really has focus: document.activeElement is only the shadow host. */
export { deepActiveElement };

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

/**
 * The page's main heading, if the page made it focusable (`<h1 tabindex="-1">`):
 * where focus goes back when a dialog closes that nothing focused had opened.
 */
export function pageHeading(doc: Document = document): HTMLElement | null {
  const heading = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
  return heading?.hasAttribute('tabindex') ? heading : null;
}
