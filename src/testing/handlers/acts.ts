/** POST act and POST getActs over FakeActs (docs/api.md "Reconciliation acts"). */
import { http } from 'msw';
import { actPeriod } from '../../core/rules/acts';
import { defaultMessages } from '../../core/messages';
import * as fx from '../fixtures';
import { fakeAct, type FakeActs } from '../acts';
import { fail, failedOnce, num, ok, str, type Ctx } from './http';

export function actHandlers({ api, signedIn }: Ctx, fake: FakeActs) {
  const failed = failedOnce(fake.failNext);
  return [
    http.post(api('getActs'), async ({ request }) => {
      const { refused, input } = await signedIn(request);
      if (refused) return refused;
      const page = num(input.page) ?? 1;
      const perpage = num(input.perpage) ?? 20;
      fake.log.push(`list page=${page} perpage=${perpage}`);
      const f = failed('list');
      if (f) return f;
      const total = fake.acts.length;
      // A snapshot now: a held reply tells what the server knew when asked.
      const reply = {
        acts: structuredClone(fake.acts.slice((page - 1) * perpage, page * perpage)),
        count: total,
        pagination: { page, perpage, total, pages: Math.max(1, Math.ceil(total / perpage)) },
        contracts: fx.contracts,
        contragents: fake.contragents,
      };
      if (fake.holdLists) await new Promise<void>((release) => fake.held.push(release));
      return ok(reply);
    }),
    http.post(api('act'), async ({ request }) => {
      const { refused, input } = await signedIn(request);
      if (refused) return refused;
      const startdate = str(input.startdate);
      const enddate = str(input.enddate);
      fake.log.push(`act contract=${str(input.contract)} contragent=${str(input.contragent)} ${startdate}-${enddate}`);
      const f = failed('request');
      if (f) return f;
      if (actPeriod(startdate, enddate) === 'invalid') return fail(400, defaultMessages.dateRange);
      const contract = fx.contracts.find((c) => c.id === num(input.contract));
      if (!contract) return fail(404, 'Договор не найден');
      const id = Math.max(100, ...fake.acts.map((a) => a.id)) + 1;
      const act = { ...fakeAct(id, 'requested', 0, contract), startdate, enddate, contragent_id: num(input.contragent) ?? null };
      act.contragent = fake.contragents.find((c) => c.id === act.contragent_id)?.company ?? '';
      fake.acts.unshift(act);
      return ok({ status: 'success', act });
    }),
  ];
}
