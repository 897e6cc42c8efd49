/**
 * An uploaded order file -> rows of cell texts. .xlsx through
 * xlsx.ts (read within the upload limits of core/constants.ts, never unpacked whole); .csv
 * (and the text that many ".xls" exports really are) decoded as UTF-8 or,
 * failing that, Windows-1251 (1C); a real Excel 97-2003 file is refused with
 * a way out. Every refusal is a 4xx with a Russian message naming the file.
 */
import {
  PRICE_UPLOAD_MAX_BYTES,
  PRICE_UPLOAD_MAX_CELL_CHARS,
  PRICE_UPLOAD_MAX_LINE_CHARS,
  PRICE_UPLOAD_MAX_LINES,
  PRICE_UPLOAD_MAX_ROWS,
  PRICE_UPLOAD_TYPES,
} from '../../../../src/core/constants';
import { formatFileSize } from '../../../../src/core/format';
import { splitDelimited, splitTextLines } from '../../../../src/core/rules/order-lines';
import { priceFileMsg, spec } from '../messages';
import { HttpError } from '../validate';
import { fill } from './fill';
import { xlsxRows } from './xlsx';

export { fill };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export function extensionOf(name: string): string {
  const m = /\.[^.]+$/.exec(name.trim().toLowerCase());
  return m ? m[0] : '';
}

function decode(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1251').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** The separator that splits the first lines most evenly: ';' (Russian Excel, 1C), tab or ','. */
function separatorOf(lines: readonly string[]): string {
  const sample = lines.filter((l) => l.trim() !== '').slice(0, 20);
  let best = ',';
  let bestScore = 0;
  for (const sep of [';', '\t', ',']) {
    const score = sample.filter((l) => l.includes(sep)).length;
    if (score > bestScore) [best, bestScore] = [sep, score];
  }
  return best;
}

/**
 * Lines longer than PRICE_UPLOAD_MAX_LINE_CHARS or more of them than
 * PRICE_UPLOAD_MAX_ROWS: refused before anything is split, so the cost of a
 * text is bounded by the limits, not by its length. `lineTooLong` words the
 * refusal (a file names itself, pasted text does not).
 */
export function checkTextLines(lines: readonly string[], tooManyRows: () => HttpError, lineTooLong: (line: number) => HttpError): void {
  if (lines.length > PRICE_UPLOAD_MAX_ROWS) throw tooManyRows();
  const long = lines.findIndex((l) => l.length > PRICE_UPLOAD_MAX_LINE_CHARS);
  if (long >= 0) throw lineTooLong(long + 1);
}

function textRows(name: string, text: string): string[][] {
  const lines = splitTextLines(text);
  checkTextLines(
    lines,
    () => new HttpError(413, fill(priceFileMsg.priceUploadTooManyRows, { name, rows: PRICE_UPLOAD_MAX_ROWS, limit: PRICE_UPLOAD_MAX_LINES })),
    (line) => new HttpError(413, fill(priceFileMsg.priceUploadLineTooLong, { name, line, limit: PRICE_UPLOAD_MAX_LINE_CHARS })),
  );
  const sep = separatorOf(lines);
  const rows = lines.map((l) => (l.trim() === '' ? [] : splitDelimited(l, sep)));
  if (rows.some((r) => r.some((c) => c.length > PRICE_UPLOAD_MAX_CELL_CHARS))) {
    throw new HttpError(413, fill(priceFileMsg.priceUploadCellTooLong, { name, limit: PRICE_UPLOAD_MAX_CELL_CHARS }));
  }
  return rows;
}

/**
 * UTF-16 (Excel's «Текст Юникод», or a CSV saved so): a byte-order mark, or
 * the zero bytes every other byte that Latin and digits give in it.
 */
function isUtf16(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const n = Math.min(bytes.length, 4096) & ~1;
  const zeros = [0, 0];
  for (let i = 0; i < n; i++) if (bytes[i] === 0) zeros[i & 1]!++;
  return n >= 4 && Math.max(...zeros) > n / 4 && Math.min(...zeros) < n / 100;
}

/** Control characters other than tab and line ends: a binary file, not text. */
function hasBinary(text: string): boolean {
  for (let i = 0; i < Math.min(text.length, 65536); i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12 && c !== 11) return true;
  }
  return false;
}

/** The file's rows, or a 4xx HttpError saying in Russian what is wrong with it. */
export async function readUploadRows(name: string, bytes: Uint8Array): Promise<string[][]> {
  const ext = extensionOf(name);
  if (!(PRICE_UPLOAD_TYPES as readonly string[]).includes(ext)) throw new HttpError(400, fill(spec.priceUploadWrongType, { name }));
  if (bytes.length === 0) throw new HttpError(400, fill(spec.priceUploadEmpty, { name }));
  const type = ext.slice(1).toUpperCase();
  if (startsWith(bytes, ZIP)) {
    if (ext === '.csv') throw new HttpError(400, fill(priceFileMsg.priceUploadNotSpreadsheet, { name, type }));
    return xlsxRows(name, bytes, () => new HttpError(400, fill(priceFileMsg.priceUploadNotSpreadsheet, { name, type })));
  }
  if (startsWith(bytes, OLE2)) throw new HttpError(400, fill(priceFileMsg.priceUploadOldXls, { name }));
  if (ext === '.xlsx') throw new HttpError(400, fill(priceFileMsg.priceUploadNotSpreadsheet, { name, type }));
  // .csv, or an ".xls" that is text (a tab-separated export): no binary junk, no HTML.
  if (isUtf16(bytes)) throw new HttpError(400, fill(priceFileMsg.priceUploadUtf16, { name }));
  const text = decode(bytes);
  if (hasBinary(text) || /^\s*</.test(text)) {
    throw new HttpError(400, fill(priceFileMsg.priceUploadNotSpreadsheet, { name, type }));
  }
  if (text.trim() === '') throw new HttpError(400, fill(spec.priceUploadEmpty, { name }));
  return textRows(name, text);
}

/** The body limit's refusal, before the file's name is known. */
export function uploadTooLarge(): string {
  return fill(priceFileMsg.priceUploadBodyTooLarge, { limit: formatFileSize(PRICE_UPLOAD_MAX_BYTES) });
}
