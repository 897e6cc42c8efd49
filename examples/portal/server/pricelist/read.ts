/**
 * An uploaded order file -> rows of cell texts (issue 19). .xlsx through
 * exceljs; .csv (and the text that many ".xls" exports really are) decoded as
 * UTF-8 or, failing that, Windows-1251 (1C); a real Excel 97-2003 file is
 * refused with a way out. Every refusal is a 4xx with a Russian message.
 */
import ExcelJS from 'exceljs';
import { PRICE_UPLOAD_MAX_BYTES, PRICE_UPLOAD_TYPES } from '../../../../src/core/constants';
import { formatFileSize } from '../../../../src/core/format';
import { splitDelimited, splitTextLines } from '../../../../src/core/rules/order-lines';
import { priceFileMsg, spec } from '../messages';
import { HttpError } from '../validate';

/** `{name}` placeholders of a message filled in (the widgets' t() without the page config). */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export function extensionOf(name: string): string {
  const m = /\.[^.]+$/.exec(name.trim().toLowerCase());
  return m ? m[0] : '';
}

function cellText(cell: ExcelJS.Cell): string {
  // A merged range (a section title across the row) has its text in the first cell only.
  if (cell.isMerged && cell.master !== cell) return '';
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v;
  return cell.text ?? '';
}

async function xlsxRows(bytes: Uint8Array, name: string, type: string): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, fill(priceFileMsg.priceUploadNotSpreadsheet, { name, type }));
  }
  // The first sheet with anything on it.
  const sheet = wb.worksheets.find((ws) => ws.actualRowCount > 0);
  if (!sheet) throw new HttpError(400, fill(spec.priceUploadEmpty, { name }));
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      cells[col - 1] = cellText(cell).trim();
    });
    rows[n - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
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

export function textRows(text: string): string[][] {
  const lines = splitTextLines(text);
  const sep = separatorOf(lines);
  return lines.map((l) => (l.trim() === '' ? [] : splitDelimited(l, sep)));
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
    return xlsxRows(bytes, name, type);
  }
  if (startsWith(bytes, OLE2)) throw new HttpError(400, fill(priceFileMsg.priceUploadOldXls, { name }));
  if (ext === '.xlsx') throw new HttpError(400, fill(priceFileMsg.priceUploadNotSpreadsheet, { name, type }));
  // .csv, or an ".xls" that is text (a tab-separated export): no binary junk, no HTML.
  const text = decode(bytes);
  if (hasBinary(text) || /^\s*</.test(text)) {
    throw new HttpError(400, fill(priceFileMsg.priceUploadNotSpreadsheet, { name, type }));
  }
  if (text.trim() === '') throw new HttpError(400, fill(spec.priceUploadEmpty, { name }));
  return textRows(text);
}

/** The body limit's refusal, before the file's name is known. */
export function uploadTooLarge(): string {
  return fill(priceFileMsg.priceUploadBodyTooLarge, { limit: formatFileSize(PRICE_UPLOAD_MAX_BYTES) });
}
