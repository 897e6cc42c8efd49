/**
 * Price list and uploads (issue 19, docs/api.md "Price list and uploads"):
 * getPriceList makes a real .xlsx kept for its owner only; uploadsFromFile and
 * uploadsFromBuffer read an order and say what each line is, changing nothing;
 * addCartFromPricelist adds the chosen lines, all or none.
 */
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  PRICE_BUFFER_MAX_CHARS,
  PRICE_UPLOAD_MAX_BYTES,
  PRICE_UPLOAD_MAX_LINE_CHARS,
  PRICE_UPLOAD_MAX_LINES,
} from '../../../../src/core/constants';
import { formatFileSize, pluralKey, priceListFileName } from '../../../../src/core/format';
import { parseOrderText, readOrderTable, splitTextLines, type ParsedOrderLine } from '../../../../src/core/rules/order-lines';
import { assertCanOrder, contractFor, warehouseFor, warehouses } from '../access';
import { addToLine, basketTotals, type ItemType } from '../basket/lines';
import type { Db } from '../db';
import { msg, priceFileMsg, spec } from '../messages';
import type { Pricing } from '../catalog/types';
import { catalogSnapshot, priceOf, rowsUnder, stockKey, type PriceRow } from '../pricelist/items';
import { ITEM_STEP, resolveLines } from '../pricelist/match';
import { checkTextLines, fill, readUploadRows } from '../pricelist/read';
import { priceWorkbook } from '../pricelist/workbook';
import { CATALOG_ROOT_ID } from '../catalog/roots';
import { requireUser, type SessionUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { HttpError, int, intList, object, optFlag, optInt, optText, parse } from '../validate';
import { api } from './api';

/** Files older than this are deleted when their owner makes a new one. */
const KEEP_FILES_MS = 24 * 3600_000;
/** The multipart body may carry the largest file allowed plus the form around it. */
export const UPLOAD_BODY_LIMIT = PRICE_UPLOAD_MAX_BYTES + 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const priceMsg = {
  noCategories: 'Выберите хотя бы один раздел каталога',
  noFile: 'Выберите файл с заказом',
  cartListEmpty: 'Не выбрано ни одной позиции',
};

const priceListSchema = object({
  categories: intList('categories', 500),
  available: optFlag('available'),
  contract: optInt('contract'),
  all: optFlag('all'),
});

/** The per-user address of a made file: another user's session gets 404 there. */
export const priceFilePath = (userId: number, token: string, file: string) => `/files/u${userId}/price/${token}/${file}`;

async function catalogPaths({ catalog }: Pick<Deps, 'catalog'>, ids: number[], all: boolean): Promise<string[]> {
  if (all) return [(await catalog.node(CATALOG_ROOT_ID))!.path];
  if (ids.length === 0) throw new HttpError(400, priceMsg.noCategories);
  const paths: string[] = [];
  for (const id of ids) {
    const node = await catalog.node(id);
    if (!node) throw new HttpError(404, msg.catalogNotFound);
    paths.push(node.path);
  }
  return paths;
}

function tooManyLines(n: number): HttpError {
  return new HttpError(413, fill(spec[pluralKey(n, ['priceUploadTooManyLinesOne', 'priceUploadTooManyLinesFew', 'priceUploadTooManyLinesMany'])], { n, limit: PRICE_UPLOAD_MAX_LINES }));
}

/** Resolves order lines for the user's contract and warehouse (or those asked for). */
async function preview(db: Db, user: SessionUser, lines: ParsedOrderLine[], contractId?: number, wmsId?: number) {
  if (lines.length === 0) throw new HttpError(400, spec.priceUploadNoLines);
  if (lines.length > PRICE_UPLOAD_MAX_LINES) throw tooManyLines(lines.length);
  const contract = await contractFor(db, user, contractId);
  const wms = await warehouseFor(db, user, wmsId);
  const snap = await catalogSnapshot(db);
  const item = (row: PriceRow) => ({
    id: row.id,
    type: row.type,
    articul: row.articul,
    header: row.header,
    params: row.params,
    ...priceOf(row, contract as Pricing),
    stock: snap.stocks.get(stockKey(row))?.get(wms) ?? 0,
    step: ITEM_STEP,
  });
  return { status: 'success', contract: contract.id, wms, lines: resolveLines(lines, snap.index, item) };
}

export function priceListRoutes(app: Hono<AppEnv>, { db, catalog }: Deps): void {
  // Load the catalogue snapshot ahead of the first price list or upload (a failure here is retried on use).
  void catalogSnapshot(db).catch(() => undefined);
  api(app, ['POST'], 'getPriceList', async (c, input) => {
    const user = requireUser(c);
    const q = parse(priceListSchema, input);
    const contract = await contractFor(db, user, q.contract);
    const paths = await catalogPaths({ catalog }, q.categories, q.all === 1);
    const [snap, list] = await Promise.all([catalogSnapshot(db), warehouses(db)]);
    const rows = rowsUnder(snap.rows, paths);
    const inStock = (r: PriceRow) => [...(snap.stocks.get(stockKey(r))?.values() ?? [])].some((n) => n > 0);
    const chosen = q.available === 1 ? rows.filter(inStock) : rows;
    const file = priceListFileName();
    const data = await priceWorkbook({ rows: chosen, warehouses: list, stocks: snap.stocks, pricing: contract, title: `${contract.header}, ${file}` });
    const token = randomBytes(16).toString('hex');
    await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM price_files WHERE user_id = $1 AND created_at < $2`, [
        user.id,
        new Date(Date.now() - KEEP_FILES_MS).toISOString(),
      ]);
      await tx.query('INSERT INTO price_files (token, user_id, file_name, data) VALUES ($1, $2, $3, $4)', [
        token,
        user.id,
        file,
        // A Buffer: node-postgres sends only Buffers as bytea (PGlite takes any Uint8Array).
        data,
      ]);
    });
    return { status: 'success', link: priceFilePath(user.id, token, file), file, rows: chosen.length };
  });

  app.get('/files/:owner/price/:token/:name', async (c) => {
    const user = c.var.session.user;
    const owner = /^u(\d+)$/.exec(c.req.param('owner'));
    const [row] =
      user && owner && Number(owner[1]) === user.id
        ? await db.query<{ file_name: string; data: Uint8Array }>(
            'SELECT file_name, data FROM price_files WHERE token = $1 AND user_id = $2',
            [c.req.param('token'), user.id],
          )
        : [];
    if (!row || row.file_name !== c.req.param('name')) return c.json({ status: 'error', message: msg.notFound }, 404);
    return c.body(new Uint8Array(row.data), 200, {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${row.file_name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  api(app, ['POST'], 'uploadsFromFile', async (c, input) => {
    const user = requireUser(c);
    const file = input.file;
    if (!(file instanceof File)) throw new HttpError(400, priceMsg.noFile);
    if (file.size > PRICE_UPLOAD_MAX_BYTES) {
      throw new HttpError(
        413,
        fill(spec.priceUploadTooLarge, { name: file.name, size: formatFileSize(file.size), limit: formatFileSize(PRICE_UPLOAD_MAX_BYTES) }),
      );
    }
    const rows = await readUploadRows(file.name, new Uint8Array(await file.arrayBuffer()));
    const lines = readOrderTable(rows);
    if (!lines) throw new HttpError(400, priceFileMsg.priceUploadNoColumns);
    const q = parse(object({ contract: optInt('contract'), wms: optInt('wms') }), input);
    return preview(db, user, lines, q.contract, q.wms);
  });

  api(app, ['POST'], 'uploadsFromBuffer', async (c, input) => {
    const user = requireUser(c);
    const q = parse(object({ buffer: optText('buffer', Infinity), contract: optInt('contract'), wms: optInt('wms') }), input);
    if (q.buffer.length > PRICE_BUFFER_MAX_CHARS) {
      throw new HttpError(413, fill(spec.priceUploadTextTooLarge, { limit: PRICE_BUFFER_MAX_CHARS }));
    }
    if (q.buffer === '') throw new HttpError(400, spec.priceUploadEmptyText);
    // A line's split tries every tail as a quantity: its cost grows with the square of its length (issue 26).
    checkTextLines(
      splitTextLines(q.buffer),
      () => tooManyLines(splitTextLines(q.buffer).filter((l) => l.trim() !== '').length),
      (line) => new HttpError(413, fill(priceFileMsg.priceTextLineTooLong, { line, limit: PRICE_UPLOAD_MAX_LINE_CHARS })),
    );
    return preview(db, user, parseOrderText(q.buffer), q.contract, q.wms);
  });

  api(app, ['POST'], 'addCartFromPricelist', async (c, input) => {
    const user = requireUser(c);
    const q = parse(
      object({
        cartList: v.pipe(
          v.record(v.string(), v.unknown(), msg.field('cartList', 'ожидается объект { id: количество }')),
          v.check((m) => Object.keys(m).length > 0, priceMsg.cartListEmpty),
          v.check((m) => Object.keys(m).length <= PRICE_UPLOAD_MAX_LINES, msg.field('cartList', `не больше ${PRICE_UPLOAD_MAX_LINES} позиций`)),
        ),
        contract: optInt('contract'),
        wms: optInt('wms'),
      }),
      input,
    );
    const items = Object.entries(q.cartList).map(([id, qnt]) => ({
      id: parse(int('id'), id),
      qnt: parse(int('qnt', 1, 1_000_000, spec.zeroQuantity), qnt),
    }));
    const contract = await contractFor(db, user, q.contract);
    assertCanOrder(contract);
    const wms = await warehouseFor(db, user, q.wms);
    const ids = items.map((i) => i.id);
    // Product and variant ids never overlap (docs/api.md): an id says which it is.
    const known = await db.query<{ id: number; type: ItemType }>(
      `SELECT id, 'variants' AS type FROM variants WHERE id = ANY($1::int[])
       UNION ALL SELECT id, 'products' AS type FROM products WHERE id = ANY($1::int[])`,
      [ids],
    );
    const typeOf = new Map(known.map((k) => [k.id, k.type]));
    const missing = items.find((i) => !typeOf.has(i.id));
    if (missing) throw new HttpError(404, msg.productNotFound, { id: missing.id });
    // One transaction: a shortage on any line (409 with its id and the free stock) leaves the basket as it was.
    await db.transaction(async (tx) => {
      for (const i of items) await addToLine(tx, user.id, { type: typeOf.get(i.id)!, id: i.id, qnt: i.qnt, wms, contract: contract.id });
    });
    return { status: 'success', added: items.length, ...(await basketTotals(db, user.id)) };
  });
}
