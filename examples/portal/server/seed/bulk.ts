/**
 * Bulk inserts: one `INSERT ... SELECT FROM unnest($1::int[], $2::text[], ...)` per
 * chunk of rows, so seeding thousands of rows takes a handful of statements.
 */
import type { Queryable } from '../db';

/** `name:type` or `name:type>cast` (sent as an array of `type`, stored as `cast`). */
export type ColumnSpec = `${string}:${string}`;

const CHUNK = 2500;

export async function bulkInsert(db: Queryable, table: string, columns: ColumnSpec[], rows: unknown[][]): Promise<void> {
  const specs = columns.map((c) => {
    const [name, types] = c.split(':') as [string, string];
    const [type, cast] = types.split('>') as [string, string | undefined];
    return { name, type, cast };
  });
  const names = specs.map((s) => s.name).join(', ');
  const unnest = specs.map((s, i) => `$${i + 1}::${s.type}[]`).join(', ');
  const select = specs.map((s) => (s.cast ? `${s.name}::${s.cast}` : s.name)).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT ${select} FROM unnest(${unnest}) AS t(${names})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params = specs.map((_, i) => chunk.map((r) => r[i] ?? null));
    await db.query(sql, params);
  }
}

/** A PostgreSQL array literal of strings: ['a', 'b"c'] -> {"a","b\"c"}. */
export function pgTextArray(list: readonly string[]): string {
  return `{${list.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** Resets a serial column's sequence after rows were inserted with explicit ids. */
export async function syncSequence(db: Queryable, table: string): Promise<void> {
  await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT COALESCE(max(id), 1) FROM ${table}))`);
}
