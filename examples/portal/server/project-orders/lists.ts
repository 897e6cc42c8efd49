/**
 * What the project order's form (<b2b-project-order>) chooses from: federal
 * districts, the event regions of each, and cities as typed.
 */
import type { Queryable } from '../db';

/** Cities one suggestion reply lists. */
const CITY_LIMIT = 10;

/** Both lists at once: the form shows them together and filters regions by district itself. */
export async function districtsAndRegions(db: Queryable) {
  const [federalDistricts, regions] = await Promise.all([
    db.query('SELECT id, header FROM federal_districts ORDER BY id'),
    db.query('SELECT id, header, federal_district_id AS "federalDistrict" FROM event_regions ORDER BY header'),
  ]);
  return { federalDistricts, regions };
}

/** Cities whose name holds `keyword` (case aside), those starting with it first; in `region` if given. */
export function citiesLike(db: Queryable, keyword: string, region: number | null) {
  return db.query(
    `SELECT id, header, region_id AS region FROM cities
      WHERE strpos(lower(header), lower($1)) > 0 AND ($2::int IS NULL OR region_id = $2)
      ORDER BY strpos(lower(header), lower($1)) <> 1, header LIMIT $3`,
    [keyword, region, CITY_LIMIT],
  );
}
