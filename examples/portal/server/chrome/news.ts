/**
 * Materials (spec 7 `material`) and the top news line: the newest top material a
 * user has not hidden (`hidetopnews`, on every page and device of theirs).
 */
import type { Queryable } from '../db';

export interface Material {
  id: number;
  header: string;
  anons: string;
  body: string;
}

export async function material(db: Queryable, id: number): Promise<Material | null> {
  const [row] = await db.query<Material>('SELECT id, header, anons, body FROM materials WHERE id = $1', [id]);
  return row ?? null;
}

/** The top news line for a user: the newest top material they have not hidden. */
export async function topNews(db: Queryable, userId: number): Promise<Material | null> {
  const [row] = await db.query<Material>(
    `SELECT m.id, m.header, m.anons, m.body FROM materials m
      WHERE m.top AND NOT EXISTS (SELECT 1 FROM hidden_top_news h WHERE h.user_id = $1 AND h.material_id = m.id)
      ORDER BY m.created_at DESC, m.id DESC LIMIT 1`,
    [userId],
  );
  return row ?? null;
}

/** Hides material `materialId` from the user's top news line (again: nothing changes). */
export async function hideTopNews(db: Queryable, userId: number, materialId: number): Promise<void> {
  await db.query('INSERT INTO hidden_top_news (user_id, material_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, materialId]);
}
