/**
 * Sessions: a random id in the httpOnly SameSite=Lax cookie `b2b_sid`, the row in
 * the `sessions` table. Logging in always starts a new session (no fixation).
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import type { ContractRow } from './access';
import type { Db } from './db';
import { accountMsg, msg } from './messages';
import { HttpError } from './validate';
import type { AppEnv } from './types';

export const COOKIE = 'b2b_sid';
/**
 * Why the last session of this browser ended, for the next page to say
 * (pages/signed-out.ts): 'disabled'. The request that finds a user disabled
 * may be a widget's call, whose refusal the buyer may not see.
 */
export const SIGNED_OUT_COOKIE = 'b2b_signed_out';
const SIGNED_OUT_TTL_S = 15 * 60;
const TTL_DAYS = 30;
/** A visitor's session only carries the captcha answer. */
const VISITOR_TTL = '2 hours';

export type Role = 'customer' | 'owner' | 'submanager' | 'admin';

export interface SessionUser {
  id: number;
  login: string;
  name: string;
  email: string;
  role: Role;
  type_id: number;
  is_demo: boolean;
  customer_id: number | null;
  selected_contract_id: number | null;
  selected_wms: number | null;
  /** Loaded with the session (one query per request): the contracts this user may use. */
  contracts?: ContractRow[];
  /** Loaded with the session: ids of the user's favourite products. */
  wishes?: ReadonlySet<number>;
  /** Loaded with the session: ids of the products on the user's needs list. */
  needs?: ReadonlySet<number>;
}

export interface Session {
  id: string | null;
  user: SessionUser | null;
  captcha: string | null;
  /** Set on the one request that found this session's user disabled (the session is then ended). */
  disabled?: boolean;
}

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;

export async function hashPassword(password: string, salt = randomBytes(16)): Promise<string> {
  const key = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, saltHex, keyHex] = stored.split('$');
  if (kind !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const key = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(key, expected);
}

export const USER_COLUMNS = `u.id, u.login, u.name, u.email, u.role, u.type_id, u.is_demo, u.customer_id,
  u.selected_contract_id, u.selected_wms`;

/**
 * JSON array of the contracts user `u` may use (see access.ts): a sub-manager only the
 * assigned ones, priced under their price policy (sql/014_account_owner.sql).
 */
export const CONTRACTS_OF_USER_SQL = `SELECT COALESCE(json_agg(json_build_object(
    'id', c.id, 'header', c.header, 'stop_orders', c.stop_orders, 'debt_alert', c.debt_alert,
    'price_coef', user_price_coef(u.id, c.id), 'rrc_coef', c.rrc_coef) ORDER BY c.pos, c.id), '[]'::json)
  FROM contracts c
 WHERE c.customer_id = u.customer_id
   AND (u.role <> 'submanager' OR EXISTS (SELECT 1 FROM user_contracts uc WHERE uc.user_id = u.id AND uc.contract_id = c.id))`;

/** Files that never depend on who asks: no session lookup for them. */
const SESSIONLESS = /^\/(static|dbpics|img)\/|^\/favicon\.ico$/;

/** How often a logged-in session's last_seen/expiry is pushed forward. */
const TOUCH_MS = 5 * 60_000;
const CACHE_MAX = 10_000;

interface CachedSession {
  session: Session;
  expiresAt: number;
  lastSeen: number;
}

/**
 * Loaded sessions, kept while `account_version` (bumped by triggers on sessions, users,
 * contracts, user_contracts, wishes: sql/005_account_version.sql) stays the same. Each
 * request reads that one row (much cheaper than the session query on PGlite), so a
 * change made by any process is seen by the next request.
 */
class SessionCache {
  version = -1;
  readonly map = new Map<string, CachedSession>();

  sync(version: number): void {
    if (version !== this.version) {
      this.map.clear();
      this.version = version;
    }
  }

  set(id: string, entry: CachedSession): void {
    if (this.map.size >= CACHE_MAX) this.map.delete(this.map.keys().next().value!);
    this.map.set(id, entry);
  }
}

async function loadSession(db: Db, sid: string): Promise<CachedSession | null> {
  // The session, its user, the user's contracts, favourites and needs, in one query.
  const rows = await db.query<
    {
      sid: string;
      captcha: string | null;
      expires_ms: number;
      last_seen_ms: number;
      user_enabled: boolean | null;
      wish_ids: number[] | null;
      need_ids: number[] | null;
    } & Partial<SessionUser>
  >(
    `SELECT s.id AS sid, s.captcha,
            (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms,
            (extract(epoch FROM s.last_seen) * 1000)::float8 AS last_seen_ms,
            u.enabled AS user_enabled, ${USER_COLUMNS},
            CASE WHEN u.id IS NULL THEN NULL ELSE (${CONTRACTS_OF_USER_SQL}) END AS contracts,
            CASE WHEN u.id IS NULL THEN NULL ELSE
              (SELECT COALESCE(array_agg(w.product_id), '{}') FROM wishes w WHERE w.user_id = u.id) END AS wish_ids,
            CASE WHEN u.id IS NULL THEN NULL ELSE
              (SELECT COALESCE(array_agg(n.product_id), '{}') FROM needs n WHERE n.user_id = u.id) END AS need_ids
       FROM sessions s LEFT JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.expires_at > now()`,
    [sid],
  );
  const row = rows[0];
  if (!row) return null;
  // Shared by the requests of this session while cached: frozen so no handler changes it.
  const user =
    row.id != null && row.user_enabled
      ? Object.freeze({
          ...pickUser(row as SessionUser),
          contracts: Object.freeze(row.contracts ?? []) as ContractRow[],
          wishes: new Set(row.wish_ids ?? []),
          needs: new Set(row.need_ids ?? []),
        })
      : null;
  const disabled = row.id != null && row.user_enabled === false;
  return { session: { id: row.sid, user, captcha: row.captcha, disabled }, expiresAt: row.expires_ms, lastSeen: row.last_seen_ms };
}

/** Loads the session named by the cookie (if valid) into c.var.session. */
export function sessionMiddleware(db: Db): MiddlewareHandler<AppEnv> {
  const cache = new SessionCache();
  return async (c, next) => {
    const sid = getCookie(c, COOKIE);
    let session: Session = { id: null, user: null, captcha: null };
    if (sid && /^[a-f0-9]{64}$/.test(sid) && !SESSIONLESS.test(c.req.path)) {
      const [v] = await db.query<{ version: number }>('SELECT version FROM account_version WHERE id = 1');
      cache.sync(v?.version ?? 0);
      let entry = cache.map.get(sid);
      if (entry && entry.expiresAt <= Date.now()) {
        cache.map.delete(sid);
        entry = undefined;
      }
      if (!entry) {
        entry = (await loadSession(db, sid)) ?? undefined;
        if (entry) cache.set(sid, entry);
      }
      if (entry?.session.disabled) {
        // The owner disabled this user: the open session ends now, this request says why,
        // and so does the next page this browser opens.
        await db.query('DELETE FROM sessions WHERE id = $1', [sid]);
        deleteCookie(c, COOKIE, { path: '/' });
        setCookie(c, SIGNED_OUT_COOKIE, 'disabled', { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SIGNED_OUT_TTL_S });
        session = { id: null, user: null, captcha: null, disabled: true };
      } else if (entry) {
        session = { ...entry.session };
        if (session.user && Date.now() - entry.lastSeen > TOUCH_MS) {
          entry.lastSeen = Date.now();
          await db.query(
            `UPDATE sessions SET last_seen = now(), expires_at = now() + interval '${TTL_DAYS} days' WHERE id = $1`,
            [sid],
          );
        }
      }
    }
    c.set('session', session);
    await next();
  };
}

function pickUser(r: SessionUser): SessionUser {
  return {
    id: r.id,
    login: r.login,
    name: r.name,
    email: r.email,
    role: r.role,
    type_id: r.type_id,
    is_demo: r.is_demo,
    customer_id: r.customer_id,
    selected_contract_id: r.selected_contract_id,
    selected_wms: r.selected_wms,
  };
}

function writeCookie(c: Context, id: string): void {
  setCookie(c, COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: TTL_DAYS * 24 * 3600,
  });
}

/** Starts a new session (for a user or a visitor), dropping the old one. */
export async function startSession(c: Context<AppEnv>, db: Db, userId: number | null): Promise<string> {
  const old = c.var.session;
  const id = randomBytes(32).toString('hex');
  // A new session: why an old one ended is no longer news.
  if (getCookie(c, SIGNED_OUT_COOKIE) !== undefined) deleteCookie(c, SIGNED_OUT_COOKIE, { path: '/' });
  await db.transaction(async (tx) => {
    if (old.id) await tx.query('DELETE FROM sessions WHERE id = $1', [old.id]);
    await tx.query(
      `INSERT INTO sessions (id, user_id, expires_at)
       VALUES ($1, $2, now() + interval '${userId === null ? VISITOR_TTL : `${TTL_DAYS} days`}')`,
      [id, userId],
    );
  });
  writeCookie(c, id);
  c.set('session', { id, user: null, captcha: null });
  return id;
}

/** The current session id, creating a visitor session if there is none (for the captcha). */
export async function ensureSession(c: Context<AppEnv>, db: Db): Promise<string> {
  return c.var.session.id ?? startSession(c, db, null);
}

/** Drops expired sessions (called on start and hourly). */
export async function purgeSessions(db: Db): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at < now()');
}

export async function endSession(c: Context<AppEnv>, db: Db): Promise<void> {
  const { id } = c.var.session;
  if (id) await db.query('DELETE FROM sessions WHERE id = $1', [id]);
  deleteCookie(c, COOKIE, { path: '/' });
  c.set('session', { id: null, user: null, captcha: null });
}

/** The logged-in user, or 401 `Требуется вход в личный кабинет`. */
export function requireUser(c: Context<AppEnv>): SessionUser & { customer_id: number } {
  const user = c.var.session.user;
  if (c.var.session.disabled) throw new HttpError(401, accountMsg.disabled, { code: 'disabled' });
  if (!user || user.customer_id == null) throw new HttpError(401, msg.loginRequired);
  return user as SessionUser & { customer_id: number };
}

export function requireAdmin(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'admin') throw new HttpError(403, msg.forbidden);
  return user;
}

/** The user as initdata and login show it. */
export function publicUser(u: SessionUser) {
  return { id: u.id, name: u.name, login: u.login, isDemo: u.is_demo, type_id: u.type_id, role: u.role };
}

export async function loadUser(db: Db, id: number): Promise<SessionUser | null> {
  const rows = await db.query<SessionUser>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1 AND u.enabled`, [id]);
  return rows[0] ?? null;
}
