/**
 * A user's notification settings: which notification types they
 * get (a type's default until they choose) and the newsletter. The user is
 * already the one the request may work on (scopeFor's `userId`, account/scope.ts).
 */
import type { Db, Queryable } from '../db';
import { placesMsg } from '../messages';
import { HttpError } from '../validate';

export function notificationsOf(db: Queryable, userId: number) {
  return db.query<{ id: number; value: string; enabled: boolean }>(
    `SELECT t.id, t.value, COALESCE(n.enabled, t.default_enabled) AS enabled
       FROM notification_types t LEFT JOIN user_notifications n ON n.type_id = t.id AND n.user_id = $1
      ORDER BY t.pos, t.id`,
    [userId],
  );
}

export async function newsletterOf(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ enabled: boolean }>('SELECT enabled FROM user_newsletter WHERE user_id = $1', [userId]);
  return row?.enabled ?? true;
}

/** Sets the newsletter on or off (`enabled`), or turns it over (undefined); what it is now. */
export function setNewsletter(db: Db, userId: number, enabled: boolean | undefined): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ enabled: boolean }>(
      `INSERT INTO user_newsletter (user_id, enabled)
       VALUES ($1, COALESCE($2::boolean, false))
       ON CONFLICT (user_id) DO UPDATE SET enabled = COALESCE($2::boolean, NOT user_newsletter.enabled)
       RETURNING enabled`,
      [userId, enabled ?? null],
    );
    return row!.enabled;
  });
}

/** Turns notification type `typeId` on or off for the user (404 for a type that does not exist). */
export function setNotification(db: Db, userId: number, typeId: number, enabled: boolean) {
  return db.transaction(async (tx) => {
    const [type] = await tx.query<{ id: number; value: string }>('SELECT id, value FROM notification_types WHERE id = $1', [typeId]);
    if (!type) throw new HttpError(404, placesMsg.notificationNotFound);
    await tx.query(
      `INSERT INTO user_notifications (user_id, type_id, enabled) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, type_id) DO UPDATE SET enabled = EXCLUDED.enabled`,
      [userId, typeId, enabled],
    );
    return { id: type.id, value: type.value, enabled };
  });
}
