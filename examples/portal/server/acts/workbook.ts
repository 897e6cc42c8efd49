/**
 * The reconciliation act as a real .xlsx: a title with the contract,
 * the counterparty and the period, then one table (date, document, debit,
 * credit, balance) opened by the balance at the start, a row per shipment and
 * payment with the running balance, the period's totals and the balance at the
 * end. Amounts are numbers in roubles with 2 decimals, not text.
 */
import { toRoubles } from '../../../../src/core/rules/money';
import ExcelJS from 'exceljs';
import { actMsg } from '../messages';
import type { Ledger } from './ledger';

export const ACT_SHEET_NAME = 'Акт сверки';

export interface ActWorkbookInput {
  ledger: Ledger;
  contract: string;
  /** The counterparty's company, or the customer's name. */
  party: string;
  /** dd.mm.yyyy */
  startdate: string;
  enddate: string;
}

const rub = toRoubles;
const MONEY = '#,##0.00';

export async function actWorkbook({ ledger, contract, party, startdate, enddate }: ActWorkbookInput): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'СтройОпт';
  wb.title = `${actMsg.title}: ${contract}, ${startdate} – ${enddate}`;
  const ws = wb.addWorksheet(ACT_SHEET_NAME);
  ws.columns = [
    { key: 'date', width: 12 },
    { key: 'document', width: 48 },
    { key: 'debit', width: 16, style: { numFmt: MONEY } },
    { key: 'credit', width: 16, style: { numFmt: MONEY } },
    { key: 'balance', width: 16, style: { numFmt: MONEY } },
  ];
  const line = (text: string, bold = false) => {
    const row = ws.addRow([text]);
    ws.mergeCells(row.number, 1, row.number, 5);
    if (bold) row.font = { bold: true, size: 13 };
  };
  line(actMsg.title, true);
  line(`${actMsg.period} ${startdate} – ${enddate}`);
  line(`${actMsg.contract}: ${contract}`);
  line(`${actMsg.party}: ${party}`);
  ws.addRow([]);
  const head = ws.addRow([actMsg.colDate, actMsg.colDocument, actMsg.colDebit, actMsg.colCredit, actMsg.colBalance]);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF5' } };
  ws.views = [{ state: 'frozen', ySplit: head.number }];

  ws.addRow(['', actMsg.opening, null, null, rub(ledger.opening)]).font = { bold: true };
  let balance = ledger.opening;
  for (const e of ledger.entries) {
    balance += e.debit - e.credit;
    ws.addRow([e.date, e.document, e.debit ? rub(e.debit) : null, e.credit ? rub(e.credit) : null, rub(balance)]);
  }
  ws.addRow(['', actMsg.turnover, rub(ledger.debit), rub(ledger.credit), null]).font = { bold: true };
  ws.addRow(['', actMsg.closing, null, null, rub(ledger.closing)]).font = { bold: true };
  ws.addRow([]);
  line(ledger.closing > 0 ? actMsg.debtOf(rub(ledger.closing)) : ledger.closing < 0 ? actMsg.prepaid(rub(-ledger.closing)) : actMsg.settled);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
