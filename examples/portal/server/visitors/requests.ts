/**
 * What visitors send (and logged-in users, for a callback): callback requests
 * and registration requests, stored as they came, and the admin's list of the
 * newest (GET visitorRequests). A registration's file stays in the database:
 * the list gives only its name, type and size.
 */
import * as v from 'valibot';
import type { Queryable } from '../db';
import { msg, spec } from '../messages';
import { object, optText, text } from '../validate';

/** Stores a callback request; `userId` when a logged-in user asked. */
export async function saveCallbackRequest(db: Queryable, userId: number | null, phone: string, firstname: string): Promise<void> {
  await db.query('INSERT INTO callback_requests (user_id, phone, firstname) VALUES ($1, $2, $3)', [userId, phone, firstname]);
}

/** The largest file a registration may carry. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The registration form, both kinds. */
export const registrationSchema = object({
  surname: text('surname', 100, spec.required),
  name: text('name', 100, spec.required),
  patronymic: optText('patronymic', 100),
  phone: v.pipe(
    text('phone', 40, spec.required),
    v.check((s) => s.replace(/\D/g, '').length > 9, spec.required),
  ),
  email: v.pipe(text('email', 200, spec.required), v.email(msg.emailInvalid)),
  company: text('company', 300, spec.required),
  inn: v.pipe(
    optText('inn', 12),
    v.check((s) => s === '' || /^(\d{10}|\d{12})$/.test(s), msg.field('inn', 'ИНН — 10 или 12 цифр')),
  ),
  city: optText('city', 100),
  region: optText('region', 100),
  region_other: optText('region_other', 200),
  captcha: text('captcha', 20, msg.captchaEmpty),
});

export type RegistrationForm = v.InferOutput<typeof registrationSchema>;

/** Stores a registration request: 'full', the form with a file (POST /registration), or 'simple' (POST /registration/). */
export async function saveRegistrationRequest(db: Queryable, kind: 'full' | 'simple', r: RegistrationForm, file: File | null): Promise<void> {
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
  await db.query(
    `INSERT INTO registration_requests
       (kind, surname, name, patronymic, phone, email, company, inn, city, region, region_other,
        file_name, file_type, file_size, file_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      kind,
      r.surname,
      r.name,
      r.patronymic,
      r.phone,
      r.email,
      r.company,
      r.inn,
      r.city,
      r.region,
      r.region_other,
      file?.name.slice(0, 255) ?? null,
      file ? file.type || 'application/octet-stream' : null,
      file?.size ?? null,
      bytes,
    ],
  );
}

const UTC = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

/** The newest `limit` callback and registration requests each, newest first. */
export async function latestVisitorRequests(db: Queryable, limit: number) {
  const callbacks = await db.query(`SELECT id, user_id, phone, firstname, ${UTC} FROM callback_requests ORDER BY id DESC LIMIT $1`, [limit]);
  const registrations = await db.query(
    `SELECT id, kind, surname, name, patronymic, phone, email, company, inn, city, region, region_other,
            file_name, file_type, file_size, ${UTC}
       FROM registration_requests ORDER BY id DESC LIMIT $1`,
    [limit],
  );
  return { callbacks, registrations };
}
