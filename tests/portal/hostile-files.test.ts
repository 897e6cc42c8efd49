// Hostile upload files: each is refused with a 4xx and a Russian message naming the
// file and the limit, in under 2 s of the portal's CPU, with the process growing by less than
// 200 MB, and the portal answers the next call. Runs on PGlite (portal) and on a server (portal-pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRICE_UPLOAD_MAX_BYTES,
  PRICE_UPLOAD_MAX_CELL_CHARS,
  PRICE_UPLOAD_MAX_LINE_CHARS,
  PRICE_UPLOAD_MAX_LINES,
  PRICE_UPLOAD_MAX_ROWS,
  PRICE_UPLOAD_MAX_SHEETS,
  PRICE_UPLOAD_MAX_UNPACKED_BYTES,
} from '../../src/core/constants';
import { formatFileSize } from '../../src/core/format';
import { priceFileMsg } from '../../examples/portal/server/messages';
import { fill } from '../../examples/portal/server/pricelist/read';
import { bombSheet, deflated, longSheet, randomLetters, rowXml, sheetXml, xlsx } from './hostile-files';
import { isRussian, START_TIMEOUT, startTestPortal, type Client, type TestPortal } from './helpers';

const MB = 1024 * 1024;
const sheet = (n: number, rows: string) => deflated(`xl/worksheets/sheet${n}.xml`, sheetXml(rows));
let t: TestPortal;
let demo: Client;
let articuls: string[];

/**
 * The files, built before the portal starts: building one blocks this process for seconds,
 * long enough for the server to drop the client's idle keep-alive connection under it.
 */
const files: Record<'bomb' | 'liar' | 'rows' | 'sheets' | 'cell' | 'line' | 'utf16' | 'garbage', Uint8Array> = {
  bomb: xlsx([bombSheet('xl/worksheets/sheet1.xml', 4_700_000)]),
  liar: xlsx([bombSheet('xl/worksheets/sheet1.xml', 4_700_000, 200_000)]),
  rows: xlsx([longSheet('xl/worksheets/sheet1.xml', 600_000)]),
  sheets: new Uint8Array(),
  cell: new Uint8Array(),
  line: new Uint8Array(),
  utf16: new Uint8Array(),
  garbage: new Uint8Array(),
};

beforeAll(async () => {
  const letters = randomLetters(5 * MB);
  files.sheets = xlsx(Array.from({ length: 3000 }, (_, i) => sheet(i + 1, rowXml(1, [`КР-${i}`, 1]))));
  files.cell = xlsx([sheet(1, rowXml(1, ['Артикул', 'Количество']) + rowXml(2, ['КР-00001', 1]) + rowXml(3, [letters, 1]))]);
  files.line = Buffer.from(`Артикул;Количество\r\nКР-00001;1\r\n${letters.slice(100)};1\r\n`, 'utf8');
  const text = `Артикул;Количество\r\n${'КР-00001;1\r\n'.repeat(100_000)}`.slice(0, 2 * MB);
  files.utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  files.garbage = new Uint8Array(4 * MB);
  for (let i = 0; i < files.garbage.length; i += 65536) files.garbage.set(crypto.getRandomValues(new Uint8Array(65536)), i);
  t = await startTestPortal();
  demo = await t.demo();
  articuls = (await t.portal.db.query<{ articul: string }>('SELECT articul FROM products ORDER BY id LIMIT 3')).map((r) => r.articul);
}, START_TIMEOUT);
afterAll(() => t?.close());

function fileForm(name: string, data: Uint8Array): FormData {
  const fd = new FormData();
  fd.append('file', new File([data as Uint8Array<ArrayBuffer>], name));
  return fd;
}

/**
 * One upload, with what it cost: wall and CPU time of this process (the portal runs in it),
 * and the growth of its resident memory, sampled while the call runs and from the peak the
 * kernel records (a spike between samples still counts).
 */
async function upload(name: string, bytes: Uint8Array) {
  expect(bytes.length).toBeLessThanOrEqual(PRICE_UPLOAD_MAX_BYTES); // under the size limit: the reading must refuse it
  const body = fileForm(name, bytes);
  const rss0 = process.memoryUsage().rss;
  const peak0 = process.resourceUsage().maxRSS * 1024;
  let rss = rss0;
  const sampler = setInterval(() => (rss = Math.max(rss, process.memoryUsage().rss)), 5);
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const reply = await demo.json('/api/uploadsFromFile/', { method: 'POST', body });
  const wall = Math.round(performance.now() - wall0);
  const cpuUsed = process.cpuUsage(cpu0);
  clearInterval(sampler);
  const peak1 = process.resourceUsage().maxRSS * 1024;
  rss = Math.max(rss, process.memoryUsage().rss, peak1 > peak0 ? peak1 : 0);
  const cpu = Math.round((cpuUsed.user + cpuUsed.system) / 1000);
  const growth = Math.round((rss - rss0) / MB);
  console.log(`bench: hostile ${name} (${formatFileSize(bytes.length)}): ${reply.status} in ${cpu} ms CPU, ${wall} ms wall, rss +${growth} MB`);
  return { ...reply, cpu, wall, growth };
}

/** What every hostile file must get, and that the portal goes on answering. */
async function expectRefused(name: string, bytes: Uint8Array, message: string) {
  const r = await upload(name, bytes);
  expect(r.status).toBeGreaterThanOrEqual(400);
  expect(r.status).toBeLessThan(500);
  expect(r.body).toEqual({ status: 'error', message });
  expect(isRussian(r.body.message)).toBe(true);
  expect(r.body.message).toContain(`«${name}»`);
  expect(r.cpu).toBeLessThan(2000);
  expect(r.growth).toBeLessThan(200);
  expect((await t.client().fetch('/healthz')).status).toBe(200);
  const next = await demo.api('uploadsFromBuffer', { buffer: `${articuls[0]}\t2` });
  expect(next.status).toBe(200);
  expect(next.body.lines).toHaveLength(1);
}

describe('hostile .xlsx files', () => {
  it('the builders make real workbooks: a small one of the same making is read as an order', async () => {
    const rows = [rowXml(1, ['Артикул', 'Количество']), ...articuls.map((a, i) => rowXml(i + 2, [a, i + 1]))].join('');
    const r = await upload('заказ.xlsx', xlsx([sheet(1, rows)]));
    expect(r.status).toBe(200);
    expect(r.body.lines.map((l: { qnt: number }) => l.qnt)).toEqual([1, 2, 3]);
  });

  it('a zip bomb (4.7 MB that unpacks to 750 MB) is refused from the archive directory', async () => {
    await expectRefused('bomb.xlsx', files.bomb, fill(priceFileMsg.priceUploadUnpackedTooLarge, { name: 'bomb.xlsx', limit: formatFileSize(PRICE_UPLOAD_MAX_UNPACKED_BYTES) }));
  });

  it('a zip bomb whose directory lies about its size stops at the size it claimed', async () => {
    await expectRefused('liar.xlsx', files.liar, fill(priceFileMsg.priceUploadDamaged, { name: 'liar.xlsx' }));
  });

  it(`a sheet of 600,000 rows stops at row ${PRICE_UPLOAD_MAX_ROWS + 1}`, async () => {
    await expectRefused(
      'rows.xlsx',
      files.rows,
      fill(priceFileMsg.priceUploadTooManyRows, { name: 'rows.xlsx', rows: PRICE_UPLOAD_MAX_ROWS, limit: PRICE_UPLOAD_MAX_LINES }),
    );
  });

  it('a workbook of 3,000 sheets is refused from the archive directory', async () => {
    await expectRefused('sheets.xlsx', files.sheets, fill(priceFileMsg.priceUploadTooManySheets, { name: 'sheets.xlsx', n: 3000, limit: PRICE_UPLOAD_MAX_SHEETS }));
  });

  it('a cell of 5 MB is refused at its limit', async () => {
    await expectRefused('cell.xlsx', files.cell, fill(priceFileMsg.priceUploadCellTooLong, { name: 'cell.xlsx', limit: PRICE_UPLOAD_MAX_CELL_CHARS }));
  });
});

describe('hostile .csv files', () => {
  it('a line of 5 MB is refused at its limit', async () => {
    await expectRefused('line.csv', files.line, fill(priceFileMsg.priceUploadLineTooLong, { name: 'line.csv', line: 3, limit: PRICE_UPLOAD_MAX_LINE_CHARS }));
  });

  it('a CSV in UTF-16 is refused, naming the encodings it may have', async () => {
    await expectRefused('utf16.csv', files.utf16, fill(priceFileMsg.priceUploadUtf16, { name: 'utf16.csv' }));
  });

  it('binary garbage named .csv is refused as not a table', async () => {
    await expectRefused('garbage.csv', files.garbage, fill(priceFileMsg.priceUploadNotSpreadsheet, { name: 'garbage.csv', type: 'CSV' }));
  });
});
