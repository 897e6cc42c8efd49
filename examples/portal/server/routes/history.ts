/**
 * Order history and drafts (issue 18, docs/api.md "Order history" and "Drafts"):
 * GET order (the list with the filter of spec 7), GET order/{id} (one order with
 * its lines), POST order/{id} { action: cancel | repeat | preview }, POST order
 * { action: 'repeat', ids } (bulk repeat, our addition), and the drafts calls.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { filterPeriod, periodOf, DATESELECTS, type DateSelect } from '../../../../src/core/rules/order-filter';
import { PAGE_SIZE } from '../../../../src/core/constants';
import { formatDate } from '../../../../src/core/format';
import { contractFor, selectedOf, toContract, visibleContracts, type ContractRow } from '../access';
import type { Db, Queryable } from '../db';
import {
  cancelOrder,
  draftPreview,
  listOrders,
  orderChoices,
  orderLines,
  orderPreview,
  repeatInto,
  visibleOrder,
  type ChosenLine,
  type PreviewLine,
  type RepeatResult,
} from '../history';
import { historyMsg, msg, spec } from '../messages';
import { requireUser, type SessionUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { HttpError, badRequest, int, intList, object, optInt, optOneOf, optText, parse, readInput, text } from '../validate';
import { api } from './api';

type User = SessionUser & { customer_id: number };

const MAX_PERPAGE = 100;

const listSchema = object({
  contract: optInt('contract'),
  dateselect: optOneOf('dateselect', DATESELECTS),
  startDate: optText('startDate', 10),
  endDate: optText('endDate', 10),
  paid: optOneOf('paid', ['0', '1'] as const),
  state: optInt('state'),
  projectStatus: optInt('projectStatus', 0),
  numberOrder: optText('numberOrder', 50),
  page: optInt('page'),
  perpage: optInt('perpage', 1, MAX_PERPAGE),
});

const chosenLines = v.pipe(
  v.unknown(),
  v.transform((x) => (x === undefined || x === null || x === '' ? undefined : x)),
  v.union([
    v.undefined(),
    v.pipe(
      v.array(
        object({
          id: int('lines.id'),
          qnt: int('lines.qnt', 1, 1_000_000, spec.zeroQuantity),
          type: v.pipe(
            optOneOf('lines.type', ['products', 'variants'] as const),
            v.transform((t) => t ?? 'products'),
          ),
        }),
        msg.field('lines', 'ожидается список позиций'),
      ),
      v.maxLength(500, msg.field('lines', 'не больше 500 позиций')),
    ),
  ]),
);

const actionSchema = object({
  id: int('id'),
  action: optOneOf('action', ['cancel', 'repeat', 'preview', 'remove', 'rename'] as const),
  lines: chosenLines,
  header: optText('header', 200),
});

/** The period of the list: dateselect (week by default) or a custom one checked by the spec 5 rule. */
function period(q: v.InferOutput<typeof listSchema>, today: Date): { dateselect: DateSelect; start: Date; end: Date } {
  const custom = q.dateselect === 'custom' || (!q.dateselect && (q.startDate || q.endDate));
  if (!custom) {
    const dateselect = (q.dateselect ?? 'week') as Exclude<DateSelect, 'custom'>;
    return { dateselect, ...periodOf(dateselect, today) };
  }
  const found = filterPeriod({ dateselect: 'custom', startDate: q.startDate, endDate: q.endDate }, today);
  if (found === 'invalid') throw badRequest(spec.dateRange);
  return { dateselect: 'custom', ...found };
}

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const paginationOf = (page: number, perpage: number, total: number) => ({
  page,
  perpage,
  total,
  pages: Math.max(1, Math.ceil(total / perpage)),
});

async function referenceLists(db: Queryable) {
  const [states, projectStatuses] = await Promise.all([
    db.query<{ id: number; header: string; marker: string | null }>('SELECT id, header, marker FROM order_states ORDER BY id'),
    db.query<{ id: number; header: string }>('SELECT id, header FROM project_statuses ORDER BY id'),
  ]);
  return { states, projectStatuses };
}

/** Reference lists change only with a migration: read once per process. */
let lists: Promise<Awaited<ReturnType<typeof referenceLists>>> | null = null;

async function repeatOrder(db: Db, user: User, contracts: ContractRow[], id: number, chosen?: ChosenLine[]): Promise<RepeatResult> {
  const order = await visibleOrder(db, user, contracts, id);
  const contract = contracts.find((c) => c.id === order.contract)!;
  return db.transaction(async (tx) => repeatInto(tx, user.id, contract, await orderPreview(tx, id, user.id, contract.id), chosen));
}

export function historyRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  api(
    app,
    ['GET'],
    'order',
    async (c, input) => {
      const user = requireUser(c);
      const contracts = await visibleContracts(db, user);
      if (input.id !== undefined) {
        const { id } = parse(object({ id: int('id') }), input);
        const order = await visibleOrder(db, user, contracts, id);
        const [choices, lines] = await Promise.all([orderChoices(db, id), orderLines(db, id)]);
        return { order: { ...order, ...choices, lines } };
      }
      const q = parse(listSchema, input);
      if (q.contract !== undefined) await contractFor(db, user, q.contract);
      const { dateselect, start, end } = period(q, new Date());
      const page = q.page ?? 1;
      const perpage = q.perpage ?? PAGE_SIZE.orders;
      lists ??= referenceLists(db);
      const { states, projectStatuses } = await lists;
      const query = {
        contracts: q.contract !== undefined ? [q.contract] : contracts.map((x) => x.id),
        start: isoDay(start),
        end: isoDay(end),
        paid: q.paid === undefined ? undefined : q.paid === '1',
        state: q.state,
        projectStatus: q.projectStatus,
        numberOrder: q.numberOrder,
        page,
        perpage,
      };
      const { orders, count } = await listOrders(db, user.customer_id, query, { contracts, states, projectStatuses });
      return {
        orders,
        states,
        projectStatuses,
        contracts: contracts.map(toContract),
        count,
        pagination: paginationOf(page, perpage, count),
        filter: { dateselect, startDate: formatDate(start), endDate: formatDate(end) },
      };
    },
    { withId: true },
  );

  app.post('/api/order/:id', async (c) => {
    const user = requireUser(c);
    const input = { ...(await readInput(c)), id: c.req.param('id') };
    const q = parse(actionSchema, input);
    const contracts = await visibleContracts(db, user);
    if (q.action === 'cancel') {
      const order = await cancelOrder(db, user, contracts, await visibleOrder(db, user, contracts, q.id));
      return c.json({ status: 'success', order });
    }
    if (q.action === 'preview') {
      const order = await visibleOrder(db, user, contracts, q.id);
      return c.json({ order, lines: await orderPreview(db, q.id, user.id, order.contract) });
    }
    if (q.action === 'repeat') return c.json({ status: 'success', ...(await repeatOrder(db, user, contracts, q.id, q.lines)) });
    throw badRequest(msg.field('action', 'допустимо: cancel, repeat, preview'));
  });

  draftRoutes(app, db);
}

// ---- drafts ---------------------------------------------------------------------------

interface DraftRow {
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
 * preview add up to (issue 27 item 4).
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

const draftListSchema = object({ page: optInt('page'), perpage: optInt('perpage', 1, MAX_PERPAGE) });

const draftActionSchema = object({
  id: optInt('id'),
  ids: intList('ids', 100),
  action: optOneOf('action', ['remove', 'repeat', 'preview', 'rename'] as const),
  lines: chosenLines,
  header: v.unknown(),
  page: optInt('page'),
  perpage: optInt('perpage', 1, MAX_PERPAGE),
});

function draftRoutes(app: Hono<AppEnv>, db: Db): void {
  const fallbackContract = async (user: User) => selectedOf(user, await visibleContracts(db, user))?.id ?? null;

  const list = async (user: User, page: number, perpage: number) => {
    const fallback = await fallbackContract(user);
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM drafts WHERE user_id = $1', [user.id]);
    const drafts = await db.query<DraftRow>(
      `SELECT ${DRAFT_COLUMNS} ${DRAFT_FROM('$2::int')} WHERE d.user_id = $1
        ORDER BY d.created_at DESC, d.id DESC LIMIT ${perpage} OFFSET ${(page - 1) * perpage}`,
      [user.id, fallback],
    );
    return { drafts, count, pagination: paginationOf(page, perpage, count) };
  };

  const one = async (user: User, id: number): Promise<DraftRow> => {
    const [row] = await db.query<DraftRow>(`SELECT ${DRAFT_COLUMNS} ${DRAFT_FROM('$3::int')} WHERE d.id = $1 AND d.user_id = $2`, [
      id,
      user.id,
      await fallbackContract(user),
    ]);
    if (!row) throw new HttpError(404, historyMsg.draftNotFound);
    return row;
  };

  /** The draft's contract if the user may still use it (a sub-manager may have lost it): 404 otherwise. */
  const contractOf = async (user: User, draft: DraftRow): Promise<ContractRow> => {
    if (draft.contract === null) throw new HttpError(404, msg.noContracts);
    return contractFor(db, user, draft.contract);
  };

  api(
    app,
    ['GET', 'POST'],
    'drafts',
    async (c, input) => {
      const user = requireUser(c);
      if (c.req.method === 'GET') {
        if (input.id !== undefined) {
          const { id } = parse(object({ id: int('id') }), input);
          const draft = await one(user, id);
          const lines: PreviewLine[] = draft.contract === null ? [] : await draftPreview(db, id, user.id, draft.contract);
          return { draft: { ...draft, lines } };
        }
        const q = parse(draftListSchema, input);
        return list(user, q.page ?? 1, q.perpage ?? PAGE_SIZE.drafts);
      }
      const q = parse(draftActionSchema, input);
      if (!q.action) return list(user, q.page ?? 1, q.perpage ?? PAGE_SIZE.drafts);
      if (q.action === 'remove') {
        const ids = q.id !== undefined ? [q.id, ...q.ids] : q.ids;
        if (!ids.length) throw badRequest(msg.field('id', 'не заполнено'));
        // All or nothing: one id that is not the user's answers 404 and removes none.
        for (const id of ids) await one(user, id);
        await db.query('DELETE FROM drafts WHERE user_id = $1 AND id = ANY($2::int[])', [user.id, ids]);
        return { status: 'success', removed: ids };
      }
      if (q.id === undefined) throw badRequest(msg.field('id', 'не заполнено'));
      const draft = await one(user, q.id);
      if (q.action === 'rename') {
        const header = parse(text('header', 200, msg.draftHeaderEmpty), q.header);
        await db.query('UPDATE drafts SET header = $2 WHERE id = $1', [draft.id, header]);
        return { status: 'success', draft: await one(user, draft.id) };
      }
      const contract = await contractOf(user, draft);
      if (q.action === 'preview') return { draft, lines: await draftPreview(db, draft.id, user.id, contract.id) };
      const result = await db.transaction(async (tx) =>
        repeatInto(tx, user.id, contract, await draftPreview(tx, draft.id, user.id, contract.id), q.lines),
      );
      return { status: 'success', ...result };
    },
    { withId: true },
  );
}
