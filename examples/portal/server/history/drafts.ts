/**
 * Drafts: a basket saved under a name, listed with its sum at today's
 * prices, renamed, removed, and repeated into the basket (repeat.ts). A user sees
 * only their own drafts; anyone else's answers 404 like an id that does not exist.
 */
import { contractFor, selectedOf, visibleContracts, type ContractRow } from '../access';
import type { Db, Queryable } from '../db';
import { fill } from '../../../../src/core/messages/fill';
import { historyMsg, msg, spec } from '../messages';
import type { SessionUser } from '../session';
import { HttpError } from '../validate';
import { draftPreview, repeatInto, type ChosenLine, type PreviewLine, type RepeatResult } from './repeat';

type User = SessionUser & { customer_id: number };

export interface DraftRow {
  id: number;
  header: string;
  date: string;
  time: string;
  contract: number | null;
  contractHeader: string;
  lines: number;
  sum: number;
}

/**
 * Sum at the prices the draft's owner pays now (the draft's contract, else the
 * user's selected one, under their price policy): the sum of the line sums of
 * the goods still on sale, the same figure the draft's lines and its repeat
 * preview add up to.
 */
const DRAFT_COLUMNS = `
  d.id, d.header, to_char(d.created_at, 'DD.MM.YYYY') AS date, to_char(d.created_at, 'HH24:MI') AS time,
  c.id AS contract, COALESCE(c.header, '') AS "contractHeader",
  (SELECT count(*)::int FROM draft_items di WHERE di.draft_id = d.id) AS lines,
  COALESCE((SELECT sum(money_line(user_price(d.user_id, c.id, COALESCE(v.base_price, p.base_price)), di.qnt))::float8
              FROM draft_items di
              LEFT JOIN variants v ON di.item_type = 'variants' AND v.id = di.item_id
              JOIN products p ON p.id = CASE WHEN di.item_type = 'variants' THEN v.product_id ELSE di.item_id END
             WHERE di.draft_id = d.id), 0) AS sum`;

const DRAFT_FROM = (contractParam: string) => `
  FROM drafts d
  LEFT JOIN contracts c ON c.id = COALESCE(d.contract_id, ${contractParam})`;

/** The contract a draft of no contract is priced on: the user's selected one, else their first; null if none. */
async function fallbackContract(db: Queryable, user: User): Promise<number | null> {
  return selectedOf(user, await visibleContracts(db, user))?.id ?? null;
}

/** A page of the user's drafts, newest first, and how many they have. */
export async function listDrafts(db: Queryable, user: User, page: number, perpage: number): Promise<{ drafts: DraftRow[]; count: number }> {
  const fallback = await fallbackContract(db, user);
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM drafts WHERE user_id = $1', [user.id]);
  const drafts = await db.query<DraftRow>(
    `SELECT ${DRAFT_COLUMNS} ${DRAFT_FROM('$2::int')} WHERE d.user_id = $1
      ORDER BY d.created_at DESC, d.id DESC LIMIT ${perpage} OFFSET ${(page - 1) * perpage}`,
    [user.id, fallback],
  );
  return { drafts, count };
}

/**
 * 404 for drafts that are not there: removed meanwhile (in another tab), or
 * never the user's (the same answer). `code` tells the widget the draft is
 * gone, not the contract it is priced on (draftContract's 404); `missing`
 * which of the ids asked for are.
 */
const draftsGone = (missing: number[]) => new HttpError(404, historyMsg.draftNotFound, { code: 'draftNotFound', missing });

/** The user's draft `id`, else 404. */
export async function draftOf(db: Queryable, user: User, id: number): Promise<DraftRow> {
  const [row] = await db.query<DraftRow>(`SELECT ${DRAFT_COLUMNS} ${DRAFT_FROM('$3::int')} WHERE d.id = $1 AND d.user_id = $2`, [
    id,
    user.id,
    await fallbackContract(db, user),
  ]);
  if (!row) throw draftsGone([id]);
  return row;
}

/** The draft with its lines as they would be repeated now (none without a contract). */
export async function draftWithLines(db: Queryable, user: User, id: number): Promise<Omit<DraftRow, 'lines'> & { lines: PreviewLine[] }> {
  const draft = await draftOf(db, user, id);
  const lines: PreviewLine[] = draft.contract === null ? [] : await draftPreview(db, id, user.id, draft.contract);
  return { ...draft, lines };
}

/**
 * Removes the drafts, all or nothing: ids that are not the user's (or no
 * longer there: removed in another tab) answer 404 with those ids in
 * `missing` and remove none.
 */
export async function removeDrafts(db: Queryable, user: User, ids: number[]): Promise<void> {
  const missing = await db.query<{ id: number }>(
    `SELECT DISTINCT a.id FROM unnest($2::int[]) AS a(id)
      WHERE NOT EXISTS (SELECT 1 FROM drafts d WHERE d.id = a.id AND d.user_id = $1) ORDER BY a.id`,
    [user.id, ids],
  );
  if (missing.length) throw draftsGone(missing.map((m) => m.id));
  await db.query('DELETE FROM drafts WHERE user_id = $1 AND id = ANY($2::int[])', [user.id, ids]);
}

/**
 * Renames the user's draft; the draft as it is now. `previous` (the name the
 * buyer saw, '' for none) guards against renaming over a name given in another
 * tab meanwhile: then 409 with the draft as it is now, renamed by nobody. A
 * draft already named `header` is no conflict.
 */
export async function renameDraft(db: Queryable, user: User, draft: DraftRow, header: string, previous?: string): Promise<DraftRow> {
  const renamed = await db.query(
    'UPDATE drafts SET header = $2 WHERE id = $1 AND ($3::text IS NULL OR header = $3 OR header = $2) RETURNING id',
    [draft.id, header, previous ?? null],
  );
  const now = await draftOf(db, user, draft.id);
  if (renamed.length) return now;
  const message = fill(spec.draftsRenamedMeanwhile, { was: draftName(previous ?? '', now), name: draftName(now.header, now) });
  throw new HttpError(409, message, { code: 'draftRenamed', draft: now });
}

/** A draft's name as the widget shows it: its header, or 'Корзина от {date} {time}' for none (spec 3). */
function draftName(header: string, draft: Pick<DraftRow, 'date' | 'time'>): string {
  return header.trim() || fill(spec.basketDraftDefault, { date: draft.date, time: draft.time });
}

/** The draft's contract if the user may still use it (a sub-manager may have lost it): 404 otherwise. */
export async function draftContract(db: Queryable, user: User, draft: DraftRow): Promise<ContractRow> {
  if (draft.contract === null) throw new HttpError(404, msg.noContracts);
  return contractFor(db, user, draft.contract);
}

/** Repeats the draft into the basket of `contract` (draftContract): `chosen` lines, or all. */
export function repeatDraft(db: Db, user: User, draft: DraftRow, contract: ContractRow, chosen?: ChosenLine[]): Promise<RepeatResult> {
  return db.transaction(async (tx) => repeatInto(tx, user.id, contract, await draftPreview(tx, draft.id, user.id, contract.id), chosen));
}

/**
 * Saves the basket as a draft named `header` (400 for an empty basket), on the
 * contract of its first line, with the price of the moment: repeating the draft
 * later shows what changed. Returns the draft's id.
 */
export function draftFromBasket(db: Db, user: User, header: string): Promise<number> {
  return db.transaction(async (tx) => {
    const lines = await tx.query<{ contract_id: number }>('SELECT contract_id FROM basket_items WHERE user_id = $1 ORDER BY added_at LIMIT 1', [user.id]);
    if (!lines.length) throw new HttpError(400, msg.basketEmpty);
    const [draft] = await tx.query<{ id: number }>(
      `INSERT INTO drafts (user_id, customer_id, contract_id, header) VALUES ($1, $2, $3, $4) RETURNING id`,
      [user.id, user.customer_id, lines[0]!.contract_id, header],
    );
    await tx.query(
      `INSERT INTO draft_items (draft_id, item_type, item_id, qnt, wms_id, payload, price)
       SELECT $1, b.item_type, b.item_id, b.qnt, b.wms_id, b.payload,
              user_price(b.user_id, c.id, COALESCE(v.base_price, p.base_price))
         FROM basket_items b
         JOIN contracts c ON c.id = b.contract_id
         LEFT JOIN variants v ON b.item_type = 'variants' AND v.id = b.item_id
         LEFT JOIN products p ON p.id = CASE WHEN b.item_type = 'variants' THEN v.product_id ELSE b.item_id END
        WHERE b.user_id = $2`,
      [draft!.id, user.id],
    );
    return draft!.id;
  });
}
