/**
 * A purchased-goods report as .xlsx: one sheet named after the
 * report, a frozen header row with the widget's own column titles, sums as
 * numbers with 2 decimals, and a total row. Made with exceljs like the price list.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { MessageKey } from '../../../../src/core/messages';
import { REPORT_FIGURES, type PurchasedReport, type PurchasedSortField } from '../../../../src/core/rules/purchased-filter';
import { spec } from '../messages';
import type { ReportResult, ReportRow } from './query';

export const REPORT_TITLES: Record<PurchasedReport, MessageKey> = {
  goods: 'reportGoods',
  often: 'reportOften',
  last: 'reportLast',
  sum: 'reportSum',
};

const FIGURE_COLUMNS: Record<PurchasedSortField, { title: MessageKey; width: number; value: (r: ReportRow) => string | number; money?: boolean }> = {
  articul: { title: 'reportsColArticul', width: 16, value: (r) => r.articul },
  header: { title: 'reportsColHeader', width: 60, value: (r) => r.header },
  qnt: { title: 'reportsColQnt', width: 12, value: (r) => r.qnt },
  sum: { title: 'reportsColSum', width: 16, value: (r) => r.sum, money: true },
  orders: { title: 'reportsColOrders', width: 10, value: (r) => r.orders },
  last: { title: 'reportsColLast', width: 26, value: (r) => `${r.lastDate}, № ${r.lastNumber}` },
};

/** 'report_sum_01.10.2026-31.10.2026.xlsx' */
export function reportFileName(report: PurchasedReport, startDate: string, endDate: string): string {
  return `report_${report}_${startDate}-${endDate}.xlsx`;
}

export async function reportWorkbook(report: PurchasedReport, result: ReportResult, title: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = 'СтройОпт';
  wb.title = title;
  const ws = wb.addWorksheet(spec[REPORT_TITLES[report]], { views: [{ state: 'frozen', ySplit: 1 }] });
  const fields: PurchasedSortField[] = ['articul', 'header', ...REPORT_FIGURES[report]];
  ws.columns = fields.map((f) => {
    const c = FIGURE_COLUMNS[f];
    return { header: spec[c.title], key: f, width: c.width, ...(c.money ? { style: { numFmt: '#,##0.00' } } : {}) };
  });
  const head = ws.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF5' } };
  head.commit();
  for (const r of result.rows) ws.addRow(Object.fromEntries(fields.map((f) => [f, FIGURE_COLUMNS[f].value(r)]))).commit();
  // The period's totals under the rows (the figures a report sums: quantity and money).
  const totals: Record<string, string | number> = { header: 'Итого' };
  if (fields.includes('qnt')) totals.qnt = result.total.qnt;
  if (fields.includes('sum')) totals.sum = result.total.sum;
  const totalRow = ws.addRow(totals);
  totalRow.font = { bold: true };
  totalRow.commit();
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: fields.length } };
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}
