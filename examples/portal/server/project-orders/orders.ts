/**
 * Project orders: the order for an event (partner, district, region,
 * city) with its import lines, checked by the same rule as the form
 * (core/rules/project-lines) and stored in one transaction; and the admin's list.
 */
import { checkProjectLine, isBlankProjectLine, parsePriceWish, type ProjectLine } from '../../../../src/core/rules/project-lines';
import { parseOrderQuantity } from '../../../../src/core/rules/order-lines';
import type { Db, Queryable } from '../db';
import { formsMsg, spec } from '../messages';
import { badRequest } from '../validate';

const PROBLEM_TEXT = {
  firstIncomplete: spec.projectLineFirstIncomplete,
  incomplete: spec.projectLineIncomplete,
  badQuantity: spec.projectLineBadQuantity,
  badPrice: spec.projectLineBadPrice,
} as const;

export interface ProjectOrderInput {
  partner: string;
  eventFederalDistrict: number;
  eventRegion: number;
  eventCity: string;
  comment: string;
  /** As the form's grid sends them, blank spare rows too. */
  lines: ProjectLine[];
}

/** 400 unless the event's district exists and its region exists in it. */
export async function checkEventPlace(db: Queryable, districtId: number, regionId: number): Promise<void> {
  const [region] = await db.query<{ federal_district_id: number }>('SELECT federal_district_id FROM event_regions WHERE id = $1', [regionId]);
  const district = await db.query('SELECT 1 FROM federal_districts WHERE id = $1', [districtId]);
  if (!district.length) throw badRequest(formsMsg.districtUnknown);
  if (!region) throw badRequest(formsMsg.regionUnknown);
  if (region.federal_district_id !== districtId) throw badRequest(formsMsg.regionNotInDistrict);
}

/**
 * The lines to store, numbered as the grid numbers them: the form's rule line by
 * line (400 with the line and its problem), blank lines (the grid's spare rows)
 * left out, at least one product, every articul a product's (case aside).
 */
async function checkedLines(db: Queryable, given: ProjectLine[]) {
  const lines: (ProjectLine & { line: number })[] = [];
  given.forEach((l, i) => {
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
  return { lines, byCode };
}

/** Checks the lines, then stores the user's project order on `contractId` (its place checked: checkEventPlace); its id. */
export async function placeProjectOrder(db: Db, userId: number, contractId: number, q: ProjectOrderInput): Promise<number> {
  const { lines, byCode } = await checkedLines(db, q.lines);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO project_orders (user_id, contract_id, partner, event_federal_district, event_region, event_city, comment)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [userId, contractId, q.partner, q.eventFederalDistrict, q.eventRegion, q.eventCity, q.comment],
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
}

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

/** The newest project orders with their lines (the admin's page and GET projectOrders). */
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
