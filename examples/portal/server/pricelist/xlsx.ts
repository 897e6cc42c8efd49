/**
 * An uploaded .xlsx -> rows of cell texts, within the limits of what one
 * upload may cost (src/core/constants.ts, beside PRICE_UPLOAD_MAX_BYTES). The
 * archive's directory is checked first (unpacked size, parts, sheets, compression
 * ratio); then the workbook's sheet list, the shared strings, and the first
 * sheet with anything on it are read as XML streams (saxes, the parser
 * exceljs itself uses) that stop at the first limit passed, so no sheet is
 * ever built whole and no part is unpacked past what the budget allows.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import {
  PRICE_UPLOAD_MAX_CELL_CHARS,
  PRICE_UPLOAD_MAX_COLUMNS,
  PRICE_UPLOAD_MAX_LINES,
  PRICE_UPLOAD_MAX_PARTS,
  PRICE_UPLOAD_MAX_RATIO,
  PRICE_UPLOAD_MAX_ROWS,
  PRICE_UPLOAD_MAX_SHEETS,
  PRICE_UPLOAD_MAX_UNPACKED_BYTES,
} from '../../../../src/core/constants';
import { formatFileSize } from '../../../../src/core/format';
import { priceFileMsg, spec } from '../messages';
import { HttpError } from '../validate';
import { fill } from './fill';
import { entryText, inflateEntry, InflateLimitError, ZipError, zipEntries, type Budget, type ZipEntry } from './zip';

/** The ratio check is for parts worth unpacking: a tiny part may pack 200 times and cost nothing. */
const RATIO_FROM_BYTES = 1024 * 1024;
/** Distinct texts of the shared-strings part: a cell each for every row and column allowed is far more than any order. */
const MAX_SHARED_STRINGS = PRICE_UPLOAD_MAX_ROWS * 20;

const refuse = (text: string, params: Record<string, string | number>) => new HttpError(413, fill(text, params));

/** Refusals from the directory alone, before a byte is unpacked. */
function checkDirectory(name: string, entries: readonly ZipEntry[]): void {
  const sheets = entries.filter((e) => /^xl\/worksheets\/[^/]+\.xml$/i.test(e.name)).length;
  if (sheets > PRICE_UPLOAD_MAX_SHEETS) throw refuse(priceFileMsg.priceUploadTooManySheets, { name, n: sheets, limit: PRICE_UPLOAD_MAX_SHEETS });
  if (entries.length > PRICE_UPLOAD_MAX_PARTS) throw refuse(priceFileMsg.priceUploadTooManyParts, { name, n: entries.length, limit: PRICE_UPLOAD_MAX_PARTS });
  const total = entries.reduce((sum, e) => sum + e.unpacked, 0);
  if (total > PRICE_UPLOAD_MAX_UNPACKED_BYTES) throw unpackedTooLarge(name);
  for (const e of entries) {
    const ratio = e.unpacked / Math.max(1, e.packed);
    if (e.unpacked > RATIO_FROM_BYTES && ratio > PRICE_UPLOAD_MAX_RATIO) {
      throw refuse(priceFileMsg.priceUploadRatio, { name, n: Math.round(ratio), limit: PRICE_UPLOAD_MAX_RATIO });
    }
  }
}

const unpackedTooLarge = (name: string) =>
  refuse(priceFileMsg.priceUploadUnpackedTooLarge, { name, limit: formatFileSize(PRICE_UPLOAD_MAX_UNPACKED_BYTES) });

/** An element's name without its namespace prefix (`x:row` from some exporters is `row`). */
const local = (tag: { name: string }) => tag.name.slice(tag.name.indexOf(':') + 1);

/** Feeds an entry's unpacked bytes to a fresh parser; `setup` adds its handlers. Limits throw out of it. */
async function parseEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: Budget,
  setup: (parser: SaxesParser<{ xmlns: false }>) => void,
): Promise<void> {
  const parser = new SaxesParser<{ xmlns: false }>({ xmlns: false });
  setup(parser);
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of inflateEntry(bytes, entry, budget)) parser.write(decoder.decode(chunk, { stream: true }));
  parser.write(decoder.decode());
  parser.close();
}

/** Target paths of the workbook's relations, by id (`rId1` -> `xl/worksheets/sheet1.xml`). */
function relations(xml: string): Map<string, { target: string; type: string }> {
  const out = new Map<string, { target: string; type: string }>();
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (local(tag) !== 'Relationship') return;
    const { Id: id, Target: target = '', Type: type = '' } = tag.attributes;
    if (!id) return;
    // Targets are relative to xl/, or absolute from the package root.
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
    out.set(id, { target: path, type });
  });
  parser.write(xml).close();
  return out;
}

/** The sheets' parts in the workbook's order. */
function sheetPaths(workbookXml: string, rels: Map<string, { target: string }>): string[] {
  const paths: string[] = [];
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (local(tag) !== 'sheet') return;
    const id = Object.entries(tag.attributes).find(([k]) => k === 'r:id' || k.endsWith(':id'))?.[1];
    const target = id ? rels.get(id)?.target : undefined;
    if (target) paths.push(target);
  });
  parser.write(workbookXml).close();
  return paths;
}

async function sharedStrings(name: string, bytes: Uint8Array, entry: ZipEntry | undefined, budget: Budget): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  await parseEntry(bytes, entry, budget, (parser) => {
    let current: string[] | null = null;
    let inText = false;
    let phonetic = false;
    parser.on('opentag', (tag) => {
      const n = local(tag);
      if (n === 'si') current = [];
      else if (n === 'rPh') phonetic = true;
      else if (n === 't' && current && !phonetic) inText = !tag.isSelfClosing;
    });
    parser.on('text', (text) => {
      if (!inText || !current) return;
      current.push(text);
      if (current.reduce((n, s) => n + s.length, 0) > PRICE_UPLOAD_MAX_CELL_CHARS) throw cellTooLong(name);
    });
    parser.on('closetag', (tag) => {
      const n = local(tag);
      if (n === 't') inText = false;
      else if (n === 'rPh') phonetic = false;
      else if (n === 'si' && current) {
        strings.push(current.join(''));
        current = null;
        if (strings.length > MAX_SHARED_STRINGS) throw refuse(priceFileMsg.priceUploadTooManyStrings, { name, limit: MAX_SHARED_STRINGS });
      }
    });
  });
  return strings;
}

const cellTooLong = (name: string) => refuse(priceFileMsg.priceUploadCellTooLong, { name, limit: PRICE_UPLOAD_MAX_CELL_CHARS });
const tooManyRows = (name: string) =>
  refuse(priceFileMsg.priceUploadTooManyRows, { name, rows: PRICE_UPLOAD_MAX_ROWS, limit: PRICE_UPLOAD_MAX_LINES });

/** 'AB12' -> 27 (0-based column), or -1 without letters. */
function columnOf(ref: string | undefined): number {
  const letters = /^[A-Z]+/i.exec(ref ?? '')?.[0];
  if (!letters) return -1;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + ch.charCodeAt(0) - 64;
  return n - 1;
}

/** What a cell shows, as exceljs' reading gave it: numbers as JS prints them, formulas by their cached result. */
function cellValue(type: string | undefined, raw: string, inline: string, shared: readonly string[]): string {
  switch (type) {
    case 's':
      return shared[Number(raw)] ?? '';
    case 'inlineStr':
      return inline;
    case 'str':
    case 'e':
      return raw;
    case 'b':
      return raw === '1' ? 'true' : raw === '0' ? 'false' : raw;
    default: {
      if (raw.trim() === '') return '';
      const n = Number(raw);
      return Number.isFinite(n) ? String(n) : raw;
    }
  }
}

/** One sheet's rows (index = row number - 1); stops at the row, column and cell limits. */
async function sheetRows(name: string, bytes: Uint8Array, entry: ZipEntry, shared: readonly string[], budget: Budget): Promise<string[][]> {
  const rows: string[][] = [];
  await parseEntry(bytes, entry, budget, (parser) => {
    let rowNumber = 0;
    let cells: string[] | null = null;
    let col = -1;
    let type: string | undefined;
    let raw: string[] = [];
    let inline: string[] = [];
    let into: string[] | null = null;
    let phonetic = false;
    let chars = 0;
    parser.on('opentag', (tag) => {
      switch (local(tag)) {
        case 'row': {
          const r = Number(tag.attributes.r);
          rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
          if (rowNumber > PRICE_UPLOAD_MAX_ROWS) throw tooManyRows(name);
          cells = [];
          col = -1;
          break;
        }
        case 'c': {
          const c = columnOf(tag.attributes.r);
          col = c > col ? c : col + 1;
          if (col >= PRICE_UPLOAD_MAX_COLUMNS) throw refuse(priceFileMsg.priceUploadTooManyColumns, { name, limit: PRICE_UPLOAD_MAX_COLUMNS });
          type = tag.attributes.t;
          raw = [];
          inline = [];
          chars = 0;
          break;
        }
        case 'v':
          into = tag.isSelfClosing ? null : raw;
          break;
        case 'rPh':
          phonetic = true;
          break;
        case 't':
          into = tag.isSelfClosing || phonetic ? null : inline;
          break;
      }
    });
    parser.on('text', (text) => {
      if (!into) return;
      chars += text.length;
      if (chars > PRICE_UPLOAD_MAX_CELL_CHARS) throw cellTooLong(name);
      into.push(text);
    });
    parser.on('closetag', (tag) => {
      switch (local(tag)) {
        case 'v':
        case 't':
          into = null;
          break;
        case 'rPh':
          phonetic = false;
          break;
        case 'c': {
          if (!cells) break;
          const text = cellValue(type, raw.join(''), inline.join(''), shared).trim();
          if (text.length > PRICE_UPLOAD_MAX_CELL_CHARS) throw cellTooLong(name);
          if (text !== '') cells[col] = text;
          break;
        }
        case 'row':
          if (cells) rows[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
          cells = null;
          break;
      }
    });
  });
  return Array.from(rows, (r) => r ?? []);
}

/** The first sheet with anything on it, as rows of trimmed cell texts; a 4xx HttpError for a file past a limit. */
export async function xlsxRows(name: string, bytes: Uint8Array, notSpreadsheet: () => HttpError): Promise<string[][]> {
  const budget: Budget = { left: PRICE_UPLOAD_MAX_UNPACKED_BYTES };
  try {
    const entries = zipEntries(bytes);
    checkDirectory(name, entries);
    const byName = new Map(entries.map((e) => [e.name, e]));
    const workbook = byName.get('xl/workbook.xml');
    const relsEntry = byName.get('xl/_rels/workbook.xml.rels');
    if (!workbook || !relsEntry) throw notSpreadsheet();
    const rels = relations(await entryText(bytes, relsEntry, budget));
    const sheets = sheetPaths(await entryText(bytes, workbook, budget), rels);
    const stringsPath = [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'))?.target ?? 'xl/sharedStrings.xml';
    const shared = await sharedStrings(name, bytes, byName.get(stringsPath), budget);
    for (const path of sheets) {
      const entry = byName.get(path);
      if (!entry) continue;
      const rows = await sheetRows(name, bytes, entry, shared, budget);
      if (rows.some((r) => r.length > 0)) return rows;
    }
    throw new HttpError(400, fill(spec.priceUploadEmpty, { name }));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof InflateLimitError) throw error.overDeclared ? damaged(name) : unpackedTooLarge(name);
    // A damaged archive, a part that is not XML, an encrypted or zip64 file.
    if (error instanceof ZipError) throw damaged(name);
    throw notSpreadsheet();
  }
}

const damaged = (name: string) => new HttpError(400, fill(priceFileMsg.priceUploadDamaged, { name }));
