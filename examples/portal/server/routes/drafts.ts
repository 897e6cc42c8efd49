/**
 * Drafts (docs/api.md "Drafts"): GET drafts (a page of them), GET
 * drafts/{id} (one with its lines as they would be repeated now), POST drafts
 * { action: remove | rename | preview | repeat }, and saving the basket as a
 * draft (addToDraft). The SQL: history/drafts.ts and history/repeat.ts.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { PAGE_SIZE } from '../../../../src/core/constants';
import {
  draftContract,
  draftFromBasket,
  draftOf,
  draftWithLines,
  listDrafts,
  removeDrafts,
  renameDraft,
  repeatDraft,
} from '../history/drafts';
import { chosenLines, draftPreview } from '../history/repeat';
import { msg } from '../messages';
import { requireUser, type SessionUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { badRequest, int, intList, object, optInt, optOneOf, parse, text } from '../validate';
import { api, paginationOf } from './api';

const MAX_PERPAGE = 100;

const draftListSchema = object({ page: optInt('page'), perpage: optInt('perpage', 1, MAX_PERPAGE) });

const draftActionSchema = object({
  id: optInt('id'),
  ids: intList('ids', 100),
  action: optOneOf('action', ['remove', 'repeat', 'preview', 'rename'] as const),
  lines: chosenLines,
  header: v.unknown(),
  /** A rename's guard: the name the buyer saw ('' for none); absent, the rename is not guarded. */
  previous: v.optional(v.pipe(v.string(msg.field('previous', 'ожидается строка')), v.trim(), v.maxLength(200, msg.field('previous', 'не длиннее 200 символов')))),
  page: optInt('page'),
  perpage: optInt('perpage', 1, MAX_PERPAGE),
});

export function draftRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  const list = async (user: SessionUser & { customer_id: number }, page: number, perpage: number) => {
    const { drafts, count } = await listDrafts(db, user, page, perpage);
    return { drafts, count, pagination: paginationOf(page, perpage, count) };
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
          return { draft: await draftWithLines(db, user, id) };
        }
        const q = parse(draftListSchema, input);
        return list(user, q.page ?? 1, q.perpage ?? PAGE_SIZE.drafts);
      }
      const q = parse(draftActionSchema, input);
      if (!q.action) return list(user, q.page ?? 1, q.perpage ?? PAGE_SIZE.drafts);
      if (q.action === 'remove') {
        const ids = q.id !== undefined ? [q.id, ...q.ids] : q.ids;
        if (!ids.length) throw badRequest(msg.field('id', 'не заполнено'));
        await removeDrafts(db, user, ids);
        return { status: 'success', removed: ids };
      }
      if (q.id === undefined) throw badRequest(msg.field('id', 'не заполнено'));
      const draft = await draftOf(db, user, q.id);
      if (q.action === 'rename') {
        const header = parse(text('header', 200, msg.draftHeaderEmpty), q.header);
        return { status: 'success', draft: await renameDraft(db, user, draft, header, q.previous) };
      }
      const contract = await draftContract(db, user, draft);
      if (q.action === 'preview') return { draft, lines: await draftPreview(db, draft.id, user.id, contract.id) };
      return { status: 'success', ...(await repeatDraft(db, user, draft, contract, q.lines)) };
    },
    { withId: true },
  );

  api(app, ['POST'], 'addToDraft', async (c, input) => {
    const user = requireUser(c);
    const q = parse(object({ header: text('header', 200, msg.draftHeaderEmpty) }), input);
    return { status: 'success', id: await draftFromBasket(db, user, q.header), header: q.header };
  });
}
