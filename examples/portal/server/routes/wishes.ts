/**
 * The wish list toggles of spec 7: POST setWish / unsetWish with `{ id }`.
 * Both are idempotent (setting twice keeps one row); an unknown product is 404.
 * The flag comes back as `wish` on every product the user sees, from the set
 * the session loads per request.
 */
import type { Hono } from 'hono';
import { msg } from '../messages';
import { requireUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { HttpError, int, object, parse } from '../validate';
import { api } from './api';

export function wishRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  const productId = async (input: Record<string, unknown>) => {
    const { id } = parse(object({ id: int('id') }), input);
    const [found] = await db.query<{ id: number }>('SELECT id FROM products WHERE id = $1', [id]);
    if (!found) throw new HttpError(404, msg.productNotFound);
    return id;
  };

  api(app, ['POST'], 'setWish', async (c, input) => {
    const user = requireUser(c);
    const id = await productId(input);
    await db.query('INSERT INTO wishes (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user.id, id]);
    return { status: 'success' };
  });

  api(app, ['POST'], 'unsetWish', async (c, input) => {
    const user = requireUser(c);
    const id = await productId(input);
    await db.query('DELETE FROM wishes WHERE user_id = $1 AND product_id = $2', [user.id, id]);
    return { status: 'success' };
  });
}
