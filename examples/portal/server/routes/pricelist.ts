/**
 * Price list and uploads (docs/api.md "Price list and uploads"):
 * getPriceList makes a real .xlsx kept for its owner only; uploadsFromFile and
 * uploadsFromBuffer read an order and say what each line is, changing nothing;
 * addCartFromPricelist adds the chosen lines, all or none. The work:
 * pricelist/price-list.ts, pricelist/preview.ts (with read.ts and match.ts) and basket/lines.ts.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  PRICE_BUFFER_MAX_CHARS,
  PRICE_UPLOAD_MAX_BYTES,
  PRICE_UPLOAD_MAX_LINE_CHARS,
  PRICE_UPLOAD_MAX_LINES,
} from '../../../../src/core/constants';
import { formatFileSize } from '../../../../src/core/format';
import { parseOrderText, readOrderTable, splitTextLines } from '../../../../src/core/rules/order-lines';
import { assertCanOrder, contractFor, warehouseFor } from '../access';
import { addLines, basketTotals, itemTypesOf } from '../basket/lines';
import { msg, priceFileMsg, priceMsg, spec } from '../messages';
import { catalogSnapshot } from '../pricelist/items';
import { catalogPaths, makePriceList, priceFileOf } from '../pricelist/price-list';
import { previewLines, tooManyLines } from '../pricelist/preview';
import { checkTextLines, fill, readUploadRows } from '../pricelist/read';
import { requireUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { HttpError, int, intList, object, optFlag, optInt, optText, parse } from '../validate';
import { api } from './api';

/** The multipart body may carry the largest file allowed plus the form around it. */
export const UPLOAD_BODY_LIMIT = PRICE_UPLOAD_MAX_BYTES + 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const priceListSchema = object({
  categories: intList('categories', 500),
  available: optFlag('available'),
  contract: optInt('contract'),
  all: optFlag('all'),
});

export function priceListRoutes(app: Hono<AppEnv>, { db, catalog }: Deps): void {
  // Load the catalogue snapshot ahead of the first price list or upload (a failure here is retried on use).
  void catalogSnapshot(db).catch(() => undefined);
  api(app, ['POST'], 'getPriceList', async (c, input) => {
    const user = requireUser(c);
    const q = parse(priceListSchema, input);
    const contract = await contractFor(db, user, q.contract);
    const paths = await catalogPaths(catalog, q.categories, q.all === 1);
    return { status: 'success', ...(await makePriceList(db, user.id, contract, paths, q.available === 1)) };
  });

  app.get('/files/:owner/price/:token/:name', async (c) => {
    const user = c.var.session.user;
    const owner = /^u(\d+)$/.exec(c.req.param('owner'));
    const row = user && owner && Number(owner[1]) === user.id ? await priceFileOf(db, user.id, c.req.param('token')) : null;
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
    return { status: 'success', ...(await previewLines(db, user, lines, q.contract, q.wms)) };
  });

  api(app, ['POST'], 'uploadsFromBuffer', async (c, input) => {
    const user = requireUser(c);
    const q = parse(object({ buffer: optText('buffer', Infinity), contract: optInt('contract'), wms: optInt('wms') }), input);
    if (q.buffer.length > PRICE_BUFFER_MAX_CHARS) {
      throw new HttpError(413, fill(spec.priceUploadTextTooLarge, { limit: PRICE_BUFFER_MAX_CHARS }));
    }
    if (q.buffer === '') throw new HttpError(400, spec.priceUploadEmptyText);
    // A line's split tries every tail as a quantity: its cost grows with the square of its length.
    checkTextLines(
      splitTextLines(q.buffer),
      () => tooManyLines(splitTextLines(q.buffer).filter((l) => l.trim() !== '').length),
      (line) => new HttpError(413, fill(priceFileMsg.priceTextLineTooLong, { line, limit: PRICE_UPLOAD_MAX_LINE_CHARS })),
    );
    return { status: 'success', ...(await previewLines(db, user, parseOrderText(q.buffer), q.contract, q.wms)) };
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
    // Product and variant ids never overlap (docs/api.md): an id says which it is.
    const typeOf = await itemTypesOf(db, items.map((i) => i.id));
    const missing = items.find((i) => !typeOf.has(i.id));
    if (missing) throw new HttpError(404, msg.productNotFound, { id: missing.id });
    await addLines(db, user.id, items.map((i) => ({ ...i, type: typeOf.get(i.id)! })), wms, contract.id);
    return { status: 'success', added: items.length, ...(await basketTotals(db, user.id)) };
  });
}
