/** POST drafts (list, remove, rename, preview, repeat) and GET drafts/{id} over FakeDrafts. */
import { http } from 'msw';
import { defaultMessages } from '../../core/messages';
import { fill } from '../../core/messages/fill';
import type { FakeDraft, FakeDrafts } from '../drafts';
import { repeatIntoBasket } from '../history';
import { fail, failedOnce, needUser, num, ok, str, type Ctx } from './http';

const strip = ({ preview: _p, ...draft }: FakeDraft) => draft;
/** As the portal answers for drafts that are not there (removed in another tab): docs/api.md. */
const gone = (missing: number[]) => fail(404, 'Черновик не найден', { code: 'draftNotFound', missing });

export function draftHandlers({ state, api, wait, signedIn }: Ctx, fake: FakeDrafts) {
  const failed = failedOnce(fake.failNext);
  const find = (id: unknown) => fake.drafts.find((d) => d.id === num(id));

  return [
    http.get(`${api('drafts')}/:id`, async ({ params }) => {
      await wait();
      const refused = needUser(state);
      if (refused) return refused;
      const draft = find(params.id);
      if (!draft) return gone([num(params.id) ?? 0]);
      return ok({ draft: { ...strip(draft), lines: draft.preview } });
    }),
    http.post(api('drafts'), async ({ request }) => {
      const { refused, input } = await signedIn(request);
      if (refused) return refused;
      const action = str(input.action);
      if (!action) {
        const page = num(input.page) ?? 1;
        const perpage = num(input.perpage) ?? 10;
        fake.log.push(`list page=${page} perpage=${perpage}`);
        const f = failed('list');
        if (f) return f;
        const total = fake.drafts.length;
        return ok({
          drafts: fake.drafts.slice((page - 1) * perpage, page * perpage).map(strip),
          count: total,
          pagination: { page, perpage, total, pages: Math.max(1, Math.ceil(total / perpage)) },
        });
      }
      if (action === 'remove') {
        const ids = (Array.isArray(input.ids) ? input.ids : [input.id]).map(num).filter((n): n is number => n !== undefined);
        fake.log.push(`remove ${ids.join(',')}`);
        const f = failed('remove');
        if (f) return f;
        if (!ids.length) return fail(400, 'Поле «id»: не заполнено');
        const missing = ids.filter((id) => !find(id));
        if (missing.length) return gone(missing);
        fake.drafts = fake.drafts.filter((d) => !ids.includes(d.id));
        return ok({ status: 'success', removed: ids });
      }
      const draft = find(input.id);
      if (!draft) return gone([num(input.id) ?? 0]);
      if (action === 'rename') {
        const header = str(input.header).trim();
        fake.log.push(`rename ${draft.id} ${header}`);
        const f = failed('rename');
        if (f) return f;
        if (!header) return fail(400, 'Укажите название черновика');
        // Renamed meanwhile (another tab): refused with the draft as it is now, as the portal does.
        const previous = typeof input.previous === 'string' ? input.previous.trim() : undefined;
        if (previous !== undefined && draft.header !== previous && draft.header !== header) {
          const name = (h: string) => h || fill(defaultMessages.basketDraftDefault, { date: draft.date, time: draft.time });
          const message = fill(defaultMessages.draftsRenamedMeanwhile, { was: name(previous), name: name(draft.header) });
          return fail(409, message, { code: 'draftRenamed', draft: strip(draft) });
        }
        draft.header = header;
        return ok({ status: 'success', draft: strip(draft) });
      }
      fake.log.push(`${action} ${draft.id}`);
      if (action === 'preview') return failed('preview') ?? ok({ draft: strip(draft), lines: draft.preview });
      if (action === 'repeat') {
        const f = failed('repeat');
        if (f) return f;
        const lines = Array.isArray(input.lines) ? (input.lines as { id: number; qnt: number }[]) : undefined;
        return ok({ status: 'success', count: repeatIntoBasket(state, draft, lines) });
      }
      return fail(400, 'Некорректный запрос');
    }),
  ];
}
