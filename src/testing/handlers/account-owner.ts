/** The account owner's calls (docs/api.md "Account") over FakeAccountOwner, with the portal's rules and messages. */
import { http } from 'msw';
import type { FakeAccountOwner, FakeManager } from '../account-owner';
import { body, csrf, fail, failedOnce, msg, needUser, num, ok, str, type Ctx } from './http';

const ids = (input: Record<string, unknown>) =>
  [...(Array.isArray(input.ids) ? input.ids : []), ...(input.id !== undefined ? [input.id] : [])].map(num).filter((n): n is number => n !== undefined);

export function accountOwnerHandlers({ state, api, wait, signedIn }: Ctx, fake: FakeAccountOwner) {
  const failed = failedOnce(fake.failNext);
  const header = (id: number) => fake.contracts.find(([, c]) => c === id)?.[2] ?? '';
  const managerReply = (m: FakeManager) => ({ ...m, contracts: m.contracts.map((id) => ({ id, header: header(id) })) });
  const policies = (m: FakeManager) =>
    m.contracts.map((c) => {
      const p = fake.policies.get(m.id)?.get(c);
      return { contract: c, header: header(c), kind: p?.kind ?? 'discount', percent: p?.percent ?? 0 };
    });

  return [
    http.get(api('contragent'), async () => {
      await wait();
      const refused = needUser(state) ?? failed('list');
      if (refused) return refused;
      return ok({ status: 'success', contragents: fake.contragents, count: fake.contragents.length });
    }),
    http.post(`${api('contragent')}/:id?`, async ({ request, params }) => {
      await wait();
      const refused = csrf(request) ?? needUser(state) ?? failed('save');
      if (refused) return refused;
      const input = await body(request);
      const id = num(params.id);
      fake.log.push(`save contragent ${id ?? 'new'} ${JSON.stringify(input)}`);
      const inn = str(input.inn);
      const kpp = str(input.kpp);
      const dup = fake.takenInn.includes(`${inn}/${kpp}`) || fake.contragents.some((a) => a.id !== id && a.inn === inn && a.kpp === kpp);
      if (dup) return fail(409, msg.contragentTaken, { state: 'error', field: 'inn' });
      const row = { id: id ?? (fake.nextId += 1), company: str(input.company), inn, kpp, enabled: '1' as const, duplicate: false };
      const at = fake.contragents.findIndex((a) => a.id === id);
      if (at >= 0) fake.contragents[at] = { ...fake.contragents[at]!, ...row, enabled: fake.contragents[at]!.enabled };
      else fake.contragents.push(row);
      return ok({ status: 'success', state: 'success', contragent: fake.contragents.find((a) => a.id === row.id)! });
    }),
    http.post(`${api('account')}/:id?`, async ({ request, params }) => {
      await wait();
      const refused = csrf(request) ?? needUser(state) ?? failed('action');
      if (refused) return refused;
      const input = await body(request);
      const list = ids({ ...input, id: params.id ?? input.id });
      const action = str(input.action);
      fake.log.push(`account ${action} ${list.join(',')}`);
      if (action === 'delete') fake.contragents = fake.contragents.filter((a) => !list.includes(a.id));
      else for (const a of fake.contragents) if (list.includes(a.id)) a.enabled = action === 'activate' ? '1' : '0';
      return ok({ status: 'success', state: 'success' });
    }),
    http.get(api('manager'), async () => {
      await wait();
      const refused = needUser(state) ?? failed('list');
      if (refused) return refused;
      return ok({ status: 'success', managers: fake.managers.map(managerReply), count: fake.managers.length });
    }),
    http.post(`${api('manager')}/:id?`, async ({ request, params }) => {
      const { refused, input } = await signedIn(request);
      if (refused) return refused;
      const id = num(params.id);
      if (input.action !== undefined) {
        const f = failed('action');
        if (f) return f;
        const list = ids(input);
        fake.log.push(`manager ${str(input.action)} ${list.join(',')}`);
        if (input.action === 'delete') fake.managers = fake.managers.filter((m) => !list.includes(m.id));
        else for (const m of fake.managers) if (list.includes(m.id)) m.enabled = input.action === 'enable' ? '1' : '0';
        return ok({ status: 'success' });
      }
      if (input.login === undefined && input.enabled !== undefined) {
        const f = failed('action');
        if (f) return f;
        const m = fake.managers.find((x) => x.id === id);
        if (!m) return fail(404, 'Менеджер не найден');
        m.enabled = str(input.enabled) === '1' ? '1' : '0';
        fake.log.push(`manager enabled ${id} ${m.enabled}`);
        return ok({ status: 'success', manager: managerReply(m) });
      }
      const f = failed('save');
      if (f) return f;
      fake.log.push(`save manager ${id ?? 'new'} ${JSON.stringify(input)}`);
      const contracts = (Array.isArray(input.contracts) ? input.contracts : []).map(num).filter((n): n is number => n !== undefined);
      if (!contracts.length) return fail(400, msg.chooseContract, { state: 'error', field: 'contracts' });
      const login = str(input.login);
      const email = str(input.email).toLowerCase();
      const others = fake.managers.filter((m) => m.id !== id);
      if (fake.takenLogins.includes(login.toLowerCase()) || others.some((m) => m.login.toLowerCase() === login.toLowerCase())) {
        return fail(409, msg.loginTaken, { state: 'error', field: 'login' });
      }
      if (fake.takenEmails.includes(email) || others.some((m) => m.email === email)) return fail(409, msg.emailTaken, { state: 'error', field: 'email' });
      const row: FakeManager = {
        id: id ?? (fake.nextId += 1),
        login,
        email,
        name: str(input.name),
        phone: str(input.phone),
        enabled: '1',
        type_id: num(input.type_id) ?? 2,
        contracts,
        addresses: (Array.isArray(input.addresses) ? input.addresses : []).map(num).filter((n): n is number => n !== undefined),
      };
      const at = fake.managers.findIndex((m) => m.id === id);
      if (at >= 0) fake.managers[at] = { ...row, enabled: fake.managers[at]!.enabled };
      else fake.managers.push(row);
      return ok({
        status: 'success',
        state: 'success',
        message: msg.dataSaved,
        manager: managerReply(fake.managers.find((m) => m.id === row.id)!),
        ...(id === undefined ? { passwordSentTo: email } : {}),
      });
    }),
    http.post(api('getManagerContragentsContracts'), async ({ request }) => {
      const { refused, input } = await signedIn(request);
      if (refused) return refused;
      const m = fake.managers.find((x) => x.id === num(input.manager_id));
      const groups = fake.contragents
        .map((a) => ({
          id: a.id,
          company: a.company,
          contracts: fake.contracts.filter(([cid]) => cid === a.id).map(([, id, h]) => ({ id, header: h, isChecked: Boolean(m?.contracts.includes(id)) })),
        }))
        .filter((g) => g.contracts.length);
      return ok({
        status: 'success',
        contragents: groups,
        addresses: fake.addresses.map((a) => ({ ...a, isChecked: Boolean(m?.addresses.includes(a.id)) })),
      });
    }),
    http.all(`${api('pricepolitics')}/:id`, async ({ request, params }) => {
      await wait();
      const refused = csrf(request) ?? needUser(state);
      if (refused) return refused;
      const m = fake.managers.find((x) => x.id === num(params.id));
      if (!m) return fail(404, 'Менеджер не найден');
      if (request.method === 'POST') {
        const f = failed('pricepolitics');
        if (f) return f;
        const input = await body(request);
        fake.log.push(`pricepolitics ${m.id} ${JSON.stringify(input.policies)}`);
        const map = fake.policies.get(m.id) ?? new Map();
        for (const p of (input.policies as { contract: number; kind: 'discount' | 'markup'; percent: number }[]) ?? []) {
          map.set(p.contract, { kind: p.kind, percent: p.percent });
        }
        fake.policies.set(m.id, map);
      }
      return ok({ status: 'success', manager: { id: m.id, name: m.name }, policies: policies(m) });
    }),
  ];
}
