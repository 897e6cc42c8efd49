/**
 * The price-list file: one sheet, a frozen header row in Russian,
 * the contract's prices as numbers with 2 decimals, stock per warehouse and an
 * empty «Количество» column to fill in, grouped by catalogue section. The
 * upload reads the same file back (its header row names the columns).
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { priceFileMsg as spec } from '../messages';
import type { Warehouse } from '../access';
import type { Pricing } from '../catalog/types';
import { priceOf, stockKey, type PriceRow } from './items';

export const PRICE_SHEET_NAME = 'Прайс-лист';

export interface WorkbookInput {
  rows: readonly PriceRow[];
  warehouses: readonly Warehouse[];
  stocks: Map<string, Map<number, number>>;
  pricing: Pricing;
  /** Shown above nothing: the sheet's title property (contract and date). */
  title: string;
}

export async function priceWorkbook({ rows, warehouses, stocks, pricing, title }: WorkbookInput): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  // The streaming writer: rows go out as they are made (about twice as fast as building the whole book).
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = 'СтройОпт';
  wb.title = title;
  const ws = wb.addWorksheet(PRICE_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  const wmsCols = warehouses.map((w) => ({ header: w.header, key: `w${w.id}`, width: 14 }));
  ws.columns = [
    { header: spec.priceFileArticul, key: 'articul', width: 16 },
    { header: spec.priceFileHeader, key: 'header', width: 60 },
    { header: spec.priceFileBrand, key: 'brand', width: 16 },
    { header: spec.priceFilePrice, key: 'price', width: 12, style: { numFmt: '#,##0.00' } },
    { header: spec.priceFileRrc, key: 'rrc', width: 12, style: { numFmt: '#,##0.00' } },
    ...wmsCols,
    { header: spec.priceFileQuantity, key: 'qnt', width: 12 },
  ];
  const head = ws.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF5' } };
  head.commit();
  const width = ws.columns.length;

  let section = -1;
  for (const r of rows) {
    if (r.catalog_id !== section) {
      section = r.catalog_id;
      // A section title row: a code-less row the upload skips.
      const titleRow = ws.addRow([r.section]);
      titleRow.font = { bold: true, italic: true };
      ws.mergeCells(titleRow.number, 1, titleRow.number, width);
      titleRow.commit();
    }
    const stock = stocks.get(stockKey(r));
    const { price, price_rrc } = priceOf(r, pricing);
    const values: Record<string, unknown> = {
      articul: r.articul,
      header: r.params ? `${r.header} (${r.params})` : r.header,
      brand: r.brand,
      price,
      rrc: price_rrc,
    };
    for (const w of warehouses) values[`w${w.id}`] = stock?.get(w.id) ?? 0;
    ws.addRow(values).commit();
  }
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: width } };
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}
