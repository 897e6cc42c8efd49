/**
 * A paste into the code field: spreadsheet lines open their review (the
 * panel), anything else is text for the field, which the browser inserts.
 * The parser that tells them apart is the field's code (suggestions.tsx,
 * fetched on focus), not the cabinet's: a paste that beats it and may be lines
 * (mayHoldOrderLines) waits for it, and text that turns out to be no lines is
 * then inserted where the browser would have put it, as one input event.
 */
import type { ClipboardEvent } from 'react';
import { mayHoldOrderLines } from '../../core/rules/order-quantity';
import type { LazyModule } from '../../ui/lazy-module';
import { suggestionCode } from './use-suggestion-source';

/** `parser`: where looksLikeLines comes from (the field's code; tests hand in their own). */
export function pasteIntoCode(
  event: Pick<ClipboardEvent<HTMLElement>, 'clipboardData' | 'target' | 'preventDefault'>,
  showLines: (text: string) => void,
  parser: LazyModule<{ looksLikeLines(text: string): boolean }> = suggestionCode,
): void {
  const pasted = event.clipboardData.getData('text/plain');
  // A single code: no parser needed, the browser inserts it.
  if (!mayHoldOrderLines(pasted)) return;
  const code = parser.get();
  if (code) {
    if (!code.looksLikeLines(pasted)) return;
    event.preventDefault();
    showLines(pasted);
    return;
  }
  event.preventDefault();
  const input = event.target instanceof HTMLInputElement ? event.target : null;
  const start = input?.selectionStart ?? 0;
  const end = input?.selectionEnd ?? start;
  const asText = () => input && insertText(input, start, end, pasted);
  parser.load().then((loaded) => (loaded.looksLikeLines(pasted) ? showLines(pasted) : asText()), asText);
}

/** What the browser's own paste does: the text replaces the selection, one input event (and an undo step). */
function insertText(input: HTMLInputElement, start: number, end: number, text: string): void {
  input.focus();
  input.setSelectionRange(start, end);
  // Deprecated, yet the one call that inserts as typing does, undo step included.
  if (document.execCommand('insertText', false, text)) return;
  // Where it is refused: the value through the native setter, so React and Preact see the input event as typed.
  const value = input.value.slice(0, start) + text + input.value.slice(end);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.setSelectionRange(start + text.length, start + text.length);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
