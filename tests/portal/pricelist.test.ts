// Price list and uploads: the real .xlsx, its per-user address, reading
// files and pasted lines with the forgiving matcher, the limits, and the all-or-nothing add.
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PRICE_BUFFER_MAX_CHARS,
  PRICE_UPLOAD_MAX_BYTES,
  PRICE_UPLOAD_MAX_LINES,
} from '../../src/core/constants';
import { formatFileSize, pluralKey, priceListFileName } from '../../src/core/format';
import { priceFileMsg } from '../../examples/portal/server/messages';

import { isRussian, messages as core, filePortal, type Client, type TestPortal } from './helpers';

const m = { ...core, ...priceFileMsg };

let t: TestPortal;

/**
 * Wall and CPU time of a call. The portal runs in this process, so CPU time is
 * what the work itself cost, whatever else the machine runs; the CPU limits
 * below are checked on it, wall time is printed beside it.
 */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const value = await work();
  const cpu = process.cpuUsage(cpu0);
  return { value, wall: Math.round(performance.now() - wall0), cpu: Math.round((cpu.user + cpu.system) / 1000) };
}
let demo: Client;

filePortal((portal, user) => ((t = portal), (demo = user)));
beforeEach(async () => {
  await demo.api('setContract', { id: 103, wms: 1 });
  await demo.api('clearBasket');
});

async function sheetOf(bytes: ArrayBuffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes);
  expect(wb.worksheets).toHaveLength(1);
  return wb.worksheets[0]!;
}

async function download(client: Client, link: string) {
  const res = await client.fetch(link);
  return { res, bytes: await res.arrayBuffer() };
}

/** Plain products (no variants) with their stock in warehouse 1. */
async function plainProducts(n: number, minStock: number): Promise<{ id: number; articul: string; stock: number }[]> {
  return t.portal.db.query(
    `SELECT p.id, p.articul, s.quantity AS stock FROM products p JOIN stocks s ON s.item_type = 'products' AND s.item_id = p.id AND s.wms_id = 1
      WHERE s.quantity >= $1 AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id) ORDER BY p.id LIMIT $2`,
    [minStock, n],
  );
}

function fileForm(name: string, data: BlobPart, type = ''): FormData {
  const fd = new FormData();
  fd.append('file', new File([data], name, { type }));
  return fd;
}

describe('getPriceList', () => {
  it('makes the whole catalogue as a real .xlsx in <= 2 s, with the contract prices of filter, served as an attachment', async () => {
    await demo.api('getPriceList', { all: 1, available: 1, categories: [] }); // the catalogue snapshot is loaded once per version
    const { value: { status, body }, wall, cpu } = await timed(() => demo.api('getPriceList', { categories: [], all: 1, available: 0, contract: 103 }));
    expect(status).toBe(200);
    const file = priceListFileName(); // the portal's date (Moscow), whatever the test machine's zone
    expect(body.file).toBe(file);
    expect(body.link).toMatch(new RegExp(`^/files/u\\d+/price/[0-9a-f]{32}/${file.replace(/\./g, '\\.')}$`));
    console.log(`bench: price list of ${body.rows} rows: ${cpu} ms CPU, ${wall} ms wall`);
    expect(body.rows).toBeGreaterThan(5000);
    expect(cpu).toBeLessThanOrEqual(2000);

    const { res, bytes } = await download(demo, body.link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
    const ws = await sheetOf(bytes);
    const warehouses = (await demo.apiGet('initdata')).body.warehouses.map((w: { header: string }) => w.header);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      m.priceFileArticul,
      m.priceFileHeader,
      m.priceFileBrand,
      m.priceFilePrice,
      m.priceFileRrc,
      ...warehouses,
      m.priceFileQuantity,
    ]);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getColumn(4).numFmt).toBe('#,##0.00');

    // Three products' prices as filter shows them for the same contract.
    const { body: page } = await demo.api('filter', { contract: 103, perpage: 3, sorting: 'articul_asc' });
    const byArticul = new Map<string, ExcelJS.Row>();
    ws.eachRow((row) => byArticul.set(String(row.getCell(1).value), row));
    for (const p of page.products as { articul: string; price: number; price_rrc: number; variants: unknown[] }[]) {
      const row = byArticul.get(p.articul);
      if (p.variants.length) continue;
      expect(row, p.articul).toBeDefined();
      expect(row!.getCell(4).value).toBe(p.price);
      expect(row!.getCell(5).value).toBe(p.price_rrc);
    }
  });

  it('takes the chosen sections only, and only goods in stock when asked', async () => {
    const { body: roots } = await demo.apiGet('rootCategories');
    const first = roots.categories[0];
    const { body } = await demo.api('getPriceList', { categories: [first.id], available: 1 });
    const ws = await sheetOf((await download(demo, body.link)).bytes);
    const stockCols = (ws.getRow(1).values as unknown[]).length - 1 - 6;
    let goods = 0;
    ws.eachRow((row, n) => {
      if (n === 1 || typeof row.getCell(4).value !== 'number') return; // header, section titles
      goods++;
      const stocks = Array.from({ length: stockCols }, (_, i) => Number(row.getCell(6 + i).value));
      expect(stocks.some((q) => q > 0)).toBe(true);
    });
    expect(goods).toBe(body.rows);
    const { body: all } = await demo.api('getPriceList', { all: 1, available: 0 });
    expect(body.rows).toBeLessThan(all.rows);
  });

  it('refuses no sections; another user or a visitor gets 404 at the file address', async () => {
    const none = await demo.api('getPriceList', { categories: [], available: 0 });
    expect(none.status).toBe(400);
    expect(isRussian(none.body.message)).toBe(true);
    const { body } = await demo.api('getPriceList', { all: 1 });
    const owner = await t.login('owner');
    expect((await owner.fetch(body.link)).status).toBe(404);
    expect((await t.client().fetch(body.link)).status).toBe(404);
    // The same token under another user's folder is not it either.
    expect((await demo.fetch(body.link.replace(/\/u\d+\//, '/u999999/'))).status).toBe(404);
  });
});

describe('uploadsFromFile and uploadsFromBuffer', () => {
  it('the downloaded price list with 5 quantities filled in comes back as 5 found lines', async () => {
    const { body } = await demo.api('getPriceList', { all: 1 });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await download(demo, body.link)).bytes);
    const ws = wb.worksheets[0]!;
    const qntCol = (ws.getRow(1).values as unknown[]).length - 1;
    const wanted = await plainProducts(5, 3);
    const rowOf = new Map<string, number>();
    ws.eachRow((row, n) => rowOf.set(String(row.getCell(1).value), n));
    wanted.forEach((p, i) => (ws.getRow(rowOf.get(p.articul)!).getCell(qntCol).value = i + 1));
    const filled = Buffer.from(await wb.xlsx.writeBuffer());

    const { value: up, wall, cpu } = await timed(() => demo.json('/api/uploadsFromFile/', { method: 'POST', body: fileForm('заказ.xlsx', filled) }));
    console.log(`bench: upload of the filled price list (${formatFileSize(filled.length)}) to preview: ${cpu} ms CPU, ${wall} ms wall`);
    expect(cpu).toBeLessThanOrEqual(3000);
    expect(up.status).toBe(200);
    expect(up.body.lines.map((l: { status: string }) => l.status)).toEqual(Array(5).fill('found'));
    expect(up.body.lines.map((l: { item: { id: number }; qnt: number }) => [l.item.id, l.qnt]).sort((a: number[], b: number[]) => a[1]! - b[1]!)).toEqual(
      wanted.map((p, i) => [p.id, i + 1]),
    );
    // Nothing reaches the basket before the buyer confirms.
    expect((await demo.apiGet('getBasketData')).body.count.products).toBe(0);
  });

  it('a 5,000-line order .xlsx is previewed in <= 3 s', async () => {
    const goods = await t.portal.db.query<{ articul: string }>(
      `SELECT articul FROM (SELECT articul FROM products p WHERE NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id)
         UNION ALL SELECT articul FROM variants) a ORDER BY articul LIMIT 5000`,
    );
    expect(goods).toHaveLength(5000);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Заказ');
    ws.addRow(['Артикул', 'Количество']);
    for (const p of goods) ws.addRow([p.articul, 1]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const { value: up, wall, cpu } = await timed(() => demo.json('/api/uploadsFromFile/', { method: 'POST', body: fileForm('5000.xlsx', bytes) }));
    console.log(`bench: ${goods.length}-line .xlsx (${formatFileSize(bytes.length)}) to preview: ${cpu} ms CPU, ${wall} ms wall`);
    expect(up.status).toBe(200);
    expect(up.body.lines).toHaveLength(goods.length);
    expect(cpu).toBeLessThanOrEqual(3000);
  });

  it('pasted lines: lookalikes, case, spaces, variants, duplicates summed, unknown, bad and rounded quantities, shortage', async () => {
    const [a, b] = await plainProducts(2, 5);
    const [variant] = await t.portal.db.query<{ id: number; articul: string; parent: string; product_id: number }>(
      `SELECT v.id, v.articul, p.articul AS parent, p.id AS product_id FROM variants v JOIN products p ON p.id = v.product_id
         JOIN stocks s ON s.item_type = 'variants' AND s.item_id = v.id AND s.wms_id = 1 AND s.quantity > 0 ORDER BY v.id LIMIT 1`,
    );
    const latin = a!.articul.replace('К', 'K').replace('Р', 'P').replace('Е', 'E').replace('Т', 'T').replace('С', 'C').replace('Н', 'H');
    const text = [
      `${latin}\t2`, // Latin lookalikes
      `${b!.articul.toLowerCase().replace('-', ' ')};1`, // case and a space for the dash
      `${variant!.articul} 1`, // a variant by its own articul
      `${variant!.parent}\t1`, // the product with variants: pick one
      `НЕТ-99999\t3`, // unknown
      `${b!.articul}\t0`, // bad quantity
      `${a!.articul}\t1,5`, // duplicate of line 1, rounded up to 2
      `${b!.articul}\t${b!.stock + 100}`, // more than the stock (summed with line 2)
    ].join('\n');
    const { status, body } = await demo.api('uploadsFromBuffer', new URLSearchParams({ buffer: text }));
    expect(status).toBe(200);
    const lines = body.lines as { line: number; status: string; qnt: number; item: { id: number; articul: string } | null; candidates: { id: number }[]; summed: number[]; into: number | null; rounded: boolean; available: number | null; how: string }[];
    expect(lines.map((l) => [l.line, l.status])).toEqual([
      [1, 'found'],
      [2, 'short'],
      [3, 'found'],
      [4, 'ambiguous'],
      [5, 'unknown'],
      [6, 'badQuantity'],
      [7, 'duplicate'],
      [8, 'duplicate'],
    ]);
    expect(lines[0]).toMatchObject({ qnt: 4, summed: [7], how: 'loose', item: { id: a!.id, articul: a!.articul } });
    expect(lines[6]).toMatchObject({ into: 1, rounded: true, qnt: 2 });
    expect(lines[1]).toMatchObject({ qnt: 1 + b!.stock + 100, available: b!.stock, summed: [8] });
    expect(lines[2]!.item).toMatchObject({ id: variant!.id, type: 'variants' });
    expect(lines[3]!.candidates.map((c) => c.id)).toContain(variant!.id);
  });

  it('1,000 pasted lines are previewed in <= 1 s', async () => {
    const goods = await plainProducts(1000, 0);
    const text = goods.map((p) => `${p.articul}\t1`).join('\n');
    const { value: { status, body }, wall, cpu } = await timed(() => demo.api('uploadsFromBuffer', new URLSearchParams({ buffer: text })));
    console.log(`bench: 1000 pasted lines to preview: ${cpu} ms CPU, ${wall} ms wall`);
    expect(status).toBe(200);
    expect(body.lines).toHaveLength(1000);
    expect(cpu).toBeLessThanOrEqual(1000);
  });

  it('a CSV in Windows-1251 with a 1C-style header and ";" is read', async () => {
    const [p] = await plainProducts(1, 3);
    const csv = `Артикул;Наименование;Кол-во\r\n${p!.articul};Что-то;2 шт.\r\n`;
    const bytes = new Uint8Array([...csv].map((ch) => {
      const code = ch.charCodeAt(0);
      if (code === 0x401) return 0xa8;
      if (code === 0x451) return 0xb8;
      return code >= 0x410 && code <= 0x44f ? code - 0x350 : code;
    }));
    const { status, body } = await demo.json('/api/uploadsFromFile/', { method: 'POST', body: fileForm('1c.csv', bytes) });
    expect(status).toBe(200);
    expect(body.lines).toMatchObject([{ line: 2, status: 'found', qnt: 2, item: { id: p!.id } }]);
  });

  it('refuses with a Russian message and a 4xx, leaving the basket as it was', async () => {
    const [p] = await plainProducts(1, 3);
    await demo.api('processBasket', { id: p!.id, qnt: 1 });
    const cases: [FormData | URLSearchParams, number, string][] = [
      [fileForm('price.xlsx', 'Артикул\tКоличество\nКР-01001\t1\n'), 400, m.priceUploadNotSpreadsheet.replace('{name}', 'price.xlsx').replace('{type}', 'XLSX')],
      [fileForm('virus.exe', 'MZ'), 400, m.priceUploadWrongType.replace('{name}', 'virus.exe')],
      [fileForm('empty.csv', ''), 400, m.priceUploadEmpty.replace('{name}', 'empty.csv')],
      [fileForm('old.xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])), 400, m.priceUploadOldXls.replace('{name}', 'old.xls')],
      [fileForm('words.csv', 'привет;мир\nкак;дела\n'), 400, m.priceUploadNoColumns],
      [
        fileForm('big.csv', new Uint8Array(PRICE_UPLOAD_MAX_BYTES + 10).fill(0x31)),
        413,
        m.priceUploadTooLarge
          .replace('{name}', 'big.csv')
          .replace('{size}', formatFileSize(PRICE_UPLOAD_MAX_BYTES + 10))
          .replace('{limit}', formatFileSize(PRICE_UPLOAD_MAX_BYTES)),
      ],
      [new URLSearchParams({ buffer: '   ' }), 400, m.priceUploadEmptyText],
      [new URLSearchParams({ buffer: 'x'.repeat(PRICE_BUFFER_MAX_CHARS + 1) }), 413, m.priceUploadTextTooLarge.replace('{limit}', String(PRICE_BUFFER_MAX_CHARS))],
      [
        new URLSearchParams({ buffer: Array.from({ length: PRICE_UPLOAD_MAX_LINES + 1 }, (_, i) => `А-${i}\t1`).join('\n') }),
        413,
        m[pluralKey(PRICE_UPLOAD_MAX_LINES + 1, ['priceUploadTooManyLinesOne', 'priceUploadTooManyLinesFew', 'priceUploadTooManyLinesMany'])].replace('{n}', String(PRICE_UPLOAD_MAX_LINES + 1)).replace('{limit}', String(PRICE_UPLOAD_MAX_LINES)),
      ],
    ];
    for (const [body, status, message] of cases) {
      const method = body instanceof FormData ? 'uploadsFromFile' : 'uploadsFromBuffer';
      const reply = await demo.json(`/api/${method}/`, { method: 'POST', body });
      expect([reply.status, reply.body.message]).toEqual([status, message]);
    }
    const basket = (await demo.apiGet('getBasketData')).body;
    expect(basket.items.map((l: { id: number; qnt: number }) => [l.id, l.qnt])).toEqual([[p!.id, 1]]);
  });
});

describe('addCartFromPricelist', () => {
  it('adds the chosen lines; a shortage or an unknown id adds nothing', async () => {
    const [a, b] = await plainProducts(2, 3);
    const ok = await demo.api('addCartFromPricelist', { cartList: { [a!.id]: 2, [b!.id]: 1 } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'success', added: 2, count: { products: 2 } });
    const before = (await demo.apiGet('getBasketData')).body.items.map((l: { id: number; qnt: number }) => [l.id, l.qnt]);
    expect(before).toEqual([[a!.id, 2], [b!.id, 1]]);

    const short = await demo.api('addCartFromPricelist', { cartList: { [a!.id]: 1, [b!.id]: b!.stock + 1 } });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ message: m.stockShortage, id: b!.id, available: b!.stock });
    const unknown = await demo.api('addCartFromPricelist', { cartList: { [a!.id]: 1, 999999: 1 } });
    expect(unknown.status).toBe(404);
    const empty = await demo.api('addCartFromPricelist', { cartList: {} });
    expect(empty.status).toBe(400);
    expect(isRussian(empty.body.message)).toBe(true);
    const after = (await demo.apiGet('getBasketData')).body.items.map((l: { id: number; qnt: number }) => [l.id, l.qnt]);
    expect(after).toEqual(before);
  });

  it('a contract with stopped orders takes nothing', async () => {
    const [a] = await plainProducts(1, 3);
    const { body: init } = await demo.apiGet('initdata');
    const stopped = init.contracts.find((c: { stopOrders: boolean }) => c.stopOrders);
    const reply = await demo.api('addCartFromPricelist', { cartList: { [a!.id]: 1 }, contract: stopped.id });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect((await demo.apiGet('getBasketData')).body.count.products).toBe(0);
  });
});
