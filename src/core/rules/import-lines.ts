/**
 * Order-import rules (spec 5): "a line is valid if all fields are filled or,
 * for non-first lines, exactly three fields are empty", re-checked every
 * IMPORT_CHECK_MS; and the parser for text pasted from a spreadsheet.
 */

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

/** Tab (spreadsheet copy) wins, then ';' (CSV export), then any whitespace. */
function splitFields(line: string): string[] {
  const sep = line.includes('\t') ? '\t' : line.includes(';') ? ';' : /\s+/;
  return line
    .split(sep)
    .map((f) => f.trim())
    .filter((f) => f !== '');
}

/** '2,5' and '2.5' are 2.5; '1 000' (grouped) is 1000; anything else is null. */
export function parseQuantity(text: string): number | null {
  const s = text.replace(/[\s\u00A0]/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/**
 * Pasted spreadsheet text -> one entry per non-blank line: code and quantity.
 * Fields between the code and the quantity (a product name copied along) are ignored.
 */
export function parsePastedLines(text: string): PastedLine[] {
  const out: PastedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    const fields = splitFields(raw);
    const code = fields[0] ?? '';
    const last = fields.length > 1 ? fields[fields.length - 1] : undefined;
    out.push({ code, qnt: last === undefined ? null : parseQuantity(last), raw, line: i + 1 });
  });
  return out;
}
