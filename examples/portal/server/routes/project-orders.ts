/**
 * The project order (issue 22, <b2b-project-order>): the lists its form chooses
 * from (federal districts, regions, cities as typed) and the order itself with
 * its import lines, checked by the same rule as the form (core/rules/project-lines).
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { checkProjectLine, isBlankProjectLine, parsePriceWish, type ProjectLine } from '../../../../src/core/rules/project-lines';
import { parseOrderQuantity } from '../../../../src/core/rules/order-lines';
import { contractFor } from '../access';
import type { Queryable } from '../db';
import { formsMsg } from '../messages';
import { spec } from '../messages';
import { requireAdmin, requireUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { badRequest, int, object, optInt, optText, parse, text } from '../validate';
import { api } from './api';

/** Cities one suggestion reply lists. */
const CITY_LIMIT = 10;
const MAX_LINES = 500;

const PROBLEM_TEXT = {
  firstIncomplete: spec.projectLineFirstIncomplete,
  incomplete: spec.projectLineIncomplete,
  badQuantity: spec.projectLineBadQuantity,
  badPrice: spec.projectLineBadPrice,
} as const;

const lineSchema = v.pipe(
  v.unknown(),
  v.transform((x) => {
    const o = (x && typeof x === 'object' ? x : {}) as Record<string, unknown>;
    const str = (k: string) => (typeof o[k] === 'string' ? (o[k] as string) : typeof o[k] === 'number' ? String(o[k]) : '').slice(0, 500);
    return { articul: str('articul'), qnt: str('qnt'), price: str('price'), note: str('note') } satisfies ProjectLine;
  }),
);

const orderSchema = object({
  partner: text('partner', 200, formsMsg.partnerEmpty),
  eventFederalDistrict: int('eventFederalDistrict', 1, 2_147_483_647, formsMsg.districtEmpty),
  eventRegion: int('eventRegion', 1, 2_147_483_647, formsMsg.regionEmpty),
  eventCity: text('eventCity', 100, formsMsg.cityEmpty),
  contract: optInt('contract'),
  comment: optText('comment', 2000),
  lines: v.pipe(
    v.unknown(),
    v.transform((x) => (Array.isArray(x) ? x : [])),
    v.array(lineSchema),
    v.maxLength(MAX_LINES, formsMsg.linesTooMany),
  ),
});

export interface ProjectOrderRow {
  id: number;
  created_at: string;
  user_name: string;
  contract: string;
  partner: string;
  district: string;
  region: string;
  event_city: string;
  comment: string;
  lines: { line: number; articul: string; header: string | null; qnt: string | null; price_wish: string | null; note: string }[];
}

/** The newest project orders with their lines (the admin's page). */
export async function projectOrders(db: Queryable, limit = 50): Promise<ProjectOrderRow[]> {
  return db.query<ProjectOrderRow>(
    `SELECT o.id, o.created_at, u.name AS user_name, c.header AS contract, o.partner, d.header AS district,
            r.header AS region, o.event_city, o.comment,
            (SELECT COALESCE(json_agg(json_build_object('line', l.line, 'articul', l.articul, 'header', p.header,
                    'qnt', l.qnt::text, 'price_wish', l.price_wish::text, 'note', l.note) ORDER BY l.line), '[]')
               FROM project_order_lines l LEFT JOIN products p ON p.id = l.product_id
              WHERE l.project_order_id = o.id) AS lines
       FROM project_orders o JOIN users u ON u.id = o.user_id JOIN contracts c ON c.id = o.contract_id
       JOIN federal_districts d ON d.id = o.event_federal_district JOIN event_regions r ON r.id = o.event_region
      ORDER BY o.id DESC LIMIT $1`,
    [limit],
  );
}

export function projectOrderRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  // Both lists at once: the form shows them together and filters regions by district itself.
  api(app, ['GET', 'POST'], 'projectOrderLists', async (c) => {
    requireUser(c);
    const [federalDistricts, regions] = await Promise.all([
      db.query('SELECT id, header FROM federal_districts ORDER BY id'),
      db.query('SELECT id, header, federal_district_id AS "federalDistrict" FROM event_regions ORDER BY header'),
    ]);
    return { federalDistricts, regions };
  });

  // Cities as typed: names starting with the keyword first, then containing it; in the region if given.
  api(app, ['GET', 'POST'], 'projectCities', async (c, input) => {
    requireUser(c);
    const q = parse(object({ keyword: optText('keyword', 100), region: optInt('region') }), input);
    if (q.keyword === '') return { cities: [] };
    const cities = await db.query(
      `SELECT id, header, region_id AS region FROM cities
        WHERE strpos(lower(header), lower($1)) > 0 AND ($2::int IS NULL OR region_id = $2)
        ORDER BY strpos(lower(header), lower($1)) <> 1, header LIMIT $3`,
      [q.keyword, q.region ?? null, CITY_LIMIT],
    );
    return { cities };
  });

  api(app, ['POST'], 'projectOrder', async (c, input) => {
    const user = requireUser(c);
    const q = parse(orderSchema, input);
    const [region] = await db.query<{ federal_district_id: number }>('SELECT federal_district_id FROM event_regions WHERE id = $1', [q.eventRegion]);
    const district = await db.query('SELECT 1 FROM federal_districts WHERE id = $1', [q.eventFederalDistrict]);
    if (!district.length) throw badRequest(formsMsg.districtUnknown);
    if (!region) throw badRequest(formsMsg.regionUnknown);
    if (region.federal_district_id !== q.eventFederalDistrict) throw badRequest(formsMsg.regionNotInDistrict);
    const contract = await contractFor(db, user, q.contract);

    // The form's rule, line by line (the line numbers are the grid's); blank lines are its spare rows.
    const lines: (ProjectLine & { line: number })[] = [];
    q.lines.forEach((l, i) => {
      const problem = checkProjectLine(l, i);
      if (problem) throw badRequest(formsMsg.line(i + 1, PROBLEM_TEXT[problem]), { line: i + 1, problem });
      if (!isBlankProjectLine(l)) lines.push({ ...l, line: i + 1 });
    });
    const codes = [...new Set(lines.map((l) => l.articul.trim().toUpperCase()).filter(Boolean))];
    if (codes.length === 0) throw badRequest(spec.projectNoProducts, { problem: 'noProducts' });
    const found = await db.query<{ id: number; key: string }>('SELECT id, upper(articul) AS key FROM products WHERE upper(articul) = ANY($1)', [codes]);
    const byCode = new Map(found.map((p) => [p.key, p.id]));
    const unknown = lines.find((l) => l.articul.trim() !== '' && !byCode.has(l.articul.trim().toUpperCase()));
    if (unknown) {
      throw badRequest(formsMsg.unknownArticul(unknown.line, unknown.articul.trim()), { line: unknown.line, problem: 'unknownArticul' });
    }

    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO project_orders (user_id, contract_id, partner, event_federal_district, event_region, event_city, comment)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [user.id, contract.id, q.partner, q.eventFederalDistrict, q.eventRegion, q.eventCity, q.comment],
      );
      for (const l of lines) {
        const code = l.articul.trim();
        await tx.query(
          `INSERT INTO project_order_lines (project_order_id, line, articul, product_id, qnt, price_wish, note)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            row!.id,
            l.line,
            code,
            code ? (byCode.get(code.toUpperCase()) ?? null) : null,
            l.qnt.trim() ? parseOrderQuantity(l.qnt) : null,
            l.price.trim() ? parsePriceWish(l.price) : null,
            l.note.trim(),
          ],
        );
      }
      return row!.id;
    });
    return { status: 'success', id };
  });

  // Our addition for the admin (docs/api.md): the newest project orders with their lines.
  api(app, ['GET'], 'projectOrders', async (c) => {
    requireAdmin(c);
    return { orders: await projectOrders(db) };
  });
}
