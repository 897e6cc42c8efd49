/**
 * Order lines ("код количество"): the one parser behind the fast-order paste,
 * the price-upload paste and the portal's reading of uploaded files.
 * Pure and React-free; the portal does the authoritative match of codes.
 *
 * Shapes it reads: Excel copies (tabs, a name column between code and
 * quantity, quoted cells), 1C exports (';'), 'КР-1,5' (comma), 'КР-1 5 шт.'
 * (spaces, a trailing unit), decimal commas, thousands grouped with spaces,
 * a header row in Russian or English, or no header at all.
 */

// Quantities: the light rule every quantity field needs lives in
// order-quantity.ts, so the rest of this parser loads only with a paste or an
// upload.
import { parseOrderQuantity } from './order-quantity';
export { parseOrderQuantity, mayHoldOrderLines } from './order-quantity';

export interface ParsedOrderLine {
  /** 1-based line (or sheet row) number in the source: what the buyer is told. */
  line: number;
  /** The code (articul) as given, trimmed. */
  code: string;
  /** The quantity as given, trimmed; '' when there is none. */
  qntText: string;
  /** The quantity read as a number (may be 0, negative or fractional); null when empty or not a number. */
  qnt: number | null;
}

// ---- fields of a line ---------------------------------------------------------

/** Splits on `sep` outside double quotes; '""' inside quotes is one quote (CSV, Excel's copy). */
export function splitDelimited(line: string, sep: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === sep) {
      out.push(field.trim());
      field = '';
    } else field += ch;
  }
  out.push(field.trim());
  return out;
}

/** Words a quantity may take: '1 000 000 000 шт.' is five. */
const QUANTITY_MAX_WORDS = 8;

/**
 * The fields of one pasted line. Tab (a spreadsheet copy) wins, then ';'
 * (1C, Russian CSV), then ',' when nothing else separates ('КР-1,5'), then
 * spaces: the code is the first word and the quantity the longest tail that
 * reads as one ('1 000', '5 шт.'), words between are a name.
 */
export function splitOrderLine(line: string): string[] {
  if (line.includes('\t')) return splitDelimited(line, '\t');
  if (line.includes(';')) return splitDelimited(line, ';');
  const text = line.trim();
  if (text.includes(',') && !/\s/.test(text.replace(/\s*,\s*/g, ','))) return splitDelimited(text, ',');
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 2) return words;
  // A quantity is a few words at most ('1 000 000 шт.'): trying every tail of a
  // long line would cost the square of its length (a pasted line of
  // 20,000 characters took 2 s of the portal's one thread).
  for (let k = Math.max(1, words.length - QUANTITY_MAX_WORDS); k < words.length; k++) {
    const tail = words.slice(k).join(' ');
    if (parseOrderQuantity(tail) !== null) return [...words.slice(0, k), tail];
  }
  return words;
}

// ---- header row -----------------------------------------------------------------

const clean = (cell: string) => cell.toLowerCase().replace(/ё/g, 'е').replace(/[^a-zа-я0-9]+/g, ' ').trim();

const CODE_HEADERS = ['артикул', 'арт', 'код', 'код товара', 'артикул товара', 'articul', 'article', 'art', 'sku', 'code', 'item', 'item code', 'part number', 'vendor code'];
const QNT_HEADER = /^(количество|кол во|колво|кол|qty|quantity|qnt|заказ|в заказ|заказать)( шт| штук| ед)?$/;

export function isCodeHeader(cell: string): boolean {
  return CODE_HEADERS.includes(clean(cell));
}

export function isQuantityHeader(cell: string): boolean {
  return QNT_HEADER.test(clean(cell));
}

export interface OrderColumns {
  code: number;
  qnt: number;
  /** 0-based index of the header row; null when the columns were found by content. */
  headerRow: number | null;
}

/** Rows looked at for a header: a title and a blank line or two may come first. */
const HEADER_SCAN_ROWS = 20;

function findHeader(rows: readonly (readonly string[])[]): OrderColumns | null {
  for (let r = 0; r < Math.min(rows.length, HEADER_SCAN_ROWS); r++) {
    const row = rows[r]!;
    const code = row.findIndex(isCodeHeader);
    const qnt = row.findIndex(isQuantityHeader);
    if (code >= 0 && qnt >= 0 && code !== qnt) return { code, qnt, headerRow: r };
  }
  return null;
}

const CODE_LIKE = /^[\p{L}\d][\p{L}\d\s\-‐-―−_./]{1,39}$/u;
const looksLikeCode = (cell: string) => CODE_LIKE.test(cell) && /\d/.test(cell);

/**
 * No header: the quantity column is the rightmost one that is mostly numbers,
 * the code column the leftmost other one that is mostly codes with letters,
 * else mostly codes of digits only. Null when either is missing.
 */
function findByContent(rows: readonly (readonly string[])[]): OrderColumns | null {
  const width = Math.max(0, ...rows.map((r) => r.length));
  const share = (col: number, test: (cell: string) => boolean) => {
    let filled = 0;
    let hits = 0;
    for (const row of rows) {
      const cell = row[col]?.trim() ?? '';
      if (cell === '') continue;
      filled++;
      if (test(cell)) hits++;
    }
    return filled === 0 ? 0 : hits / filled;
  };
  let qnt = -1;
  for (let c = width - 1; c >= 0 && qnt < 0; c--) if (share(c, (x) => parseOrderQuantity(x) !== null) >= 0.5) qnt = c;
  if (qnt < 0) return null;
  // Codes with letters first ('КР-01001'): a column of row numbers must not pass for codes.
  const lettered = (cell: string) => looksLikeCode(cell) && /\p{L}/u.test(cell);
  for (const test of [lettered, looksLikeCode]) {
    for (let c = 0; c < width; c++) {
      if (c !== qnt && share(c, test) >= 0.5) return { code: c, qnt, headerRow: null };
    }
  }
  return null;
}

/** Which columns hold the code and the quantity: by the header row, else by content. */
export function findOrderColumns(rows: readonly (readonly string[])[]): OrderColumns | null {
  return findHeader(rows) ?? findByContent(rows);
}

/**
 * A sheet (or CSV) as rows of cell texts -> order lines. Rows without a code
 * or without a quantity are skipped: a price list comes back with most rows
 * untouched, and section titles have no code. Null: no columns recognised.
 * `firstLine` is the number of rows[0] in the source (1 for a whole sheet).
 */
export function readOrderTable(rows: readonly (readonly string[])[], firstLine = 1): ParsedOrderLine[] | null {
  const columns = findOrderColumns(rows);
  if (!columns) return null;
  const out: ParsedOrderLine[] = [];
  const start = columns.headerRow === null ? 0 : columns.headerRow + 1;
  for (let r = start; r < rows.length; r++) {
    const row = rows[r]!;
    const code = row[columns.code]?.trim() ?? '';
    const qntText = row[columns.qnt]?.trim() ?? '';
    if (code === '' || qntText === '') continue;
    out.push({ line: r + firstLine, code, qntText, qnt: parseOrderQuantity(qntText) });
  }
  return out;
}

export function splitTextLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/**
 * Pasted text -> order lines, one per non-blank line. A header row
 * ('Артикул<TAB>Наименование<TAB>Количество') is recognised and its columns
 * used; otherwise the code is the first field and the quantity the last
 * (fields between, a product name, are ignored). A line with a code and no
 * quantity is kept with qnt null: the buyer is told, not silently ignored.
 */
export function parseOrderText(text: string): ParsedOrderLine[] {
  const raw = splitTextLines(text);
  const rows = raw.map((l) => (l.trim() === '' ? [] : splitOrderLine(l)));
  const header = findHeader(rows.slice(0, 1));
  const out: ParsedOrderLine[] = [];
  rows.forEach((fields, i) => {
    if (fields.length === 0 || fields.every((f) => f === '') || (header && i === 0)) return;
    let code: string;
    let qntText: string;
    if (header) {
      code = fields[header.code] ?? '';
      qntText = fields[header.qnt] ?? '';
    } else {
      const first = fields.findIndex((f) => f !== '');
      code = fields[first] ?? '';
      qntText = fields.length - 1 > first ? fields[fields.length - 1]! : '';
    }
    out.push({ line: i + 1, code: code.trim(), qntText: qntText.trim(), qnt: parseOrderQuantity(qntText) });
  });
  return out;
}

// ---- codes --------------------------------------------------------------------

/** Latin capitals that look like Cyrillic ones: 'KP-02936' typed on a Latin layout is 'КР-02936'. */
const LOOKALIKES: Record<string, string> = {
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  Y: 'У',
};

/**
 * The forgiving form of a code, compared on both sides: upper case, ё as е,
 * no spaces, dashes, dots, slashes or underscores, Latin lookalikes as Cyrillic.
 * 'kp 02936', 'KP-02936' and 'КР-02936' all give 'КР02936'.
 */
export function codeKey(code: string): string {
  return code
    .toUpperCase()
    .replace(/Ё/g, 'Е')
    .replace(/[\s\u00A0\-‐-―−_./\\]/g, '')
    .replace(/[ABCEHKMOPTXY]/g, (ch) => LOOKALIKES[ch]!);
}

/** Upper case and trimmed: the code as typed, only case aside. */
export function exactCodeKey(code: string): string {
  return code.trim().toUpperCase().replace(/Ё/g, 'Е');
}
