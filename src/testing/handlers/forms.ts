/**
 * The forms' calls, faked: the project order's lists and the order (checked with
 * the form's own rule), and the admin's newsletter (idempotent by id). What they
 * saved is kept per state (formsOf) for tests to read.
 */
import { http } from 'msw';
import { defaultMessages as msg } from '../../core/messages';
import { checkProjectLine, isBlankProjectLine, type ProjectLine } from '../../core/rules/project-lines';
import type { FakeState } from '../state';
import { fail, needUser, num, ok, str, type Ctx } from './http';

export const FAKE_DISTRICTS = [
  { id: 1, header: 'Центральный' },
  { id: 5, header: 'Приволжский' },
];
export const FAKE_REGIONS = [
  { id: 77, header: 'Москва', federalDistrict: 1 },
  { id: 50, header: 'Московская область', federalDistrict: 1 },
  { id: 16, header: 'Республика Татарстан', federalDistrict: 5 },
];
export const FAKE_CITIES = [
  { id: 1, header: 'Москва', region: 77 },
  { id: 2, header: 'Подольск', region: 50 },
  { id: 3, header: 'Казань', region: 16 },
  { id: 4, header: 'Набережные Челны', region: 16 },
];
/** Customers with the newsletter on, in the fake. */
export const FAKE_SUBSCRIBERS = 3;

export interface FormsState {
  projectOrders: { id: number; partner: string; eventRegion: number; eventCity: string; lines: ProjectLine[] }[];
  newsletters: Map<string, { header: string; sent: number }>;
}

const stores = new WeakMap<FakeState, FormsState>();

export function formsOf(state: FakeState): FormsState {
  let s = stores.get(state);
  if (!s) stores.set(state, (s = { projectOrders: [], newsletters: new Map() }));
  return s;
}

const PROBLEM = {
  firstIncomplete: msg.projectLineFirstIncomplete,
  incomplete: msg.projectLineIncomplete,
  badQuantity: msg.projectLineBadQuantity,
  badPrice: msg.projectLineBadPrice,
} as const;

export function formHandlers({ state, api, site, wait, signedIn }: Ctx) {
  return [
    http.get(api('projectOrderLists'), async () => {
      await wait();
      return needUser(state) ?? ok({ federalDistricts: FAKE_DISTRICTS, regions: FAKE_REGIONS });
    }),
    http.get(api('projectCities'), async ({ request }) => {
      await wait();
      const q = new URL(request.url).searchParams;
      const keyword = (q.get('keyword') ?? '').toLowerCase();
      const region = num(q.get('region'));
      const cities = keyword ? FAKE_CITIES.filter((c) => c.header.toLowerCase().includes(keyword) && (region === undefined || c.region === region)) : [];
      return needUser(state) ?? ok({ cities });
    }),
    http.post(api('projectOrder'), async ({ request }) => {
      const { refused, input: b } = await signedIn(request);
      if (refused) return refused;
      if (!str(b.partner).trim()) return fail(400, 'Укажите партнёра');
      const lines: ProjectLine[] = (Array.isArray(b.lines) ? b.lines : []).map((l: Record<string, unknown>) => ({
        articul: str(l.articul),
        qnt: str(l.qnt),
        price: str(l.price),
        note: str(l.note),
      }));
      for (const [i, l] of lines.entries()) {
        const problem = checkProjectLine(l, i);
        if (problem) return fail(400, `Строка ${i + 1}: ${PROBLEM[problem]}`, { line: i + 1, problem });
        const code = l.articul.trim();
        if (code && !state.products.some((p) => p.articul.toUpperCase() === code.toUpperCase())) {
          return fail(400, `Строка ${i + 1}: товара с артикулом «${code}» нет в каталоге`, { line: i + 1, problem: 'unknownArticul' });
        }
      }
      if (!lines.some((l) => l.articul.trim())) return fail(400, msg.projectNoProducts);
      const saved = formsOf(state).projectOrders;
      const id = 100 + saved.length + 1;
      saved.push({ id, partner: str(b.partner), eventRegion: num(b.eventRegion) ?? 0, eventCity: str(b.eventCity), lines: lines.filter((l) => !isBlankProjectLine(l)) });
      return ok({ status: 'success', id });
    }),
    http.post(site('/openapi/sendNewsletter'), async ({ request }) => {
      const { refused, input: b } = await signedIn(request);
      if (refused) return refused;
      const id = str(b.id);
      if (!str(b.header).trim() || !str(b.body).trim()) return fail(400, 'Укажите заголовок и текст рассылки');
      const sent = formsOf(state).newsletters;
      const before = sent.get(id);
      if (before) return ok({ status: 'success', message: msg.newsletterDone, sent: before.sent, repeated: true });
      sent.set(id, { header: str(b.header), sent: FAKE_SUBSCRIBERS });
      return ok({ status: 'success', message: msg.newsletterDone, sent: FAKE_SUBSCRIBERS, repeated: false });
    }),
  ];
}
