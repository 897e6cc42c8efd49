import { expect } from 'vitest';
import type { Locator } from 'vitest/browser';

/**
 * Puts `file` in a file input as a user's choice does (a `change` event with
 * the input's files set), inside the page. userEvent.upload carries the
 * file's bytes from the test's browser to Playwright and back: for a file of
 * several MB (a size limit's test) that took seconds on a busy machine and
 * timed the test out.
 */
export async function pickFile(input: Locator, file: File): Promise<void> {
  await expect.element(input).toBeInTheDocument(); // a dialog's body may still be on its way, as userEvent.upload waits
  const element = input.element() as HTMLInputElement;
  const chosen = new DataTransfer();
  chosen.items.add(file);
  element.files = chosen.files;
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}
