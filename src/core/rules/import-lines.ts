/**
 * Order-import rules (spec 5): "a line is valid if all fields are filled or,
 * for non-first lines, exactly three fields are empty", re-checked every
 * IMPORT_CHECK_MS; and the parser for text pasted from a spreadsheet.
 */

import { parseOrderQuantity, parseOrderText, splitTextLines } from './order-lines';

function isFilled(field: string): boolean {
  return field.trim() !== '';
}

/**
 * `index` is the line's 0-based position in the form: only lines after the
 * first may be left with exactly three blank fields (an unused trailing row).
 * A line with no fields at all is not valid.
 */
export function isImportLineValid(fields: string[], index: number): boolean {
  if (fields.length === 0) return false;
  const empty = fields.filter((f) => !isFilled(f)).length;
  if (empty === 0) return true;
  return index > 0 && empty === 3;
}

export interface PastedLine {
  /** Product code (articul) as typed: the first non-empty field. */
  code: string;
  /** Quantity from the last field after the code; null when missing or not a number. */
  qnt: number | null;
  /** The line as pasted, for showing the user which line failed. */
  raw: string;
  /** 1-based line number in the pasted text (blank lines still count). */
  line: number;
}

/**
 * A quantity as typed: '2,5' and '2.5' are 2.5; '1 000' (grouped) is 1000;
 * '5 шт.' is 5; anything else is null. The shared order-line rule.
 */
export const parseQuantity = parseOrderQuantity;

/**
 * Pasted spreadsheet text -> one entry per non-blank line: code and quantity.
 * Fields between the code and the quantity (a product name copied along) are
 * ignored; a header row is skipped. The parser is core's one order-line
 * parser (rules/order-lines.ts), shared with the price-list upload.
 */
export function parsePastedLines(text: string): PastedLine[] {
  const raw = splitTextLines(text);
  return parseOrderText(text).map((l) => ({ code: l.code, qnt: l.qnt, raw: raw[l.line - 1]!, line: l.line }));
}

/**
 * Does pasted text look like spreadsheet lines rather than one code? More
 * than one non-blank line, or one line holding a code and a quantity.
 */
export function looksLikeLines(text: string): boolean {
  const lines = parsePastedLines(text);
  if (lines.length > 1) return true;
  const only = lines[0];
  return !!only && only.qnt !== null && only.raw.trim() !== only.code;
}
