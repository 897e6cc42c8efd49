/** Addresses, consignees, the scan upload and notification settings (docs/api.md) over FakePlaces. */
import { http } from 'msw';
import type { FakePlaces } from '../places';
import { csrf, fail, failedOnce, needUser, num, ok, str, type Ctx } from './http';

const IMAGE = /^image\/(png|jpeg|gif|webp)$/;

export function placesHandlers({ state, api, site, wait, signedIn }: Ctx, fake: FakePlaces) {
  const failed = failedOnce(fake.failNext);
  const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;
  const removeFrom = <T extends { id: number }>(rows: T[], ids: number[], what: string) => {
    if (!ids.length || ids.some((id) => !rows.some((r) => r.id === id))) return fail(404, `${what} не найден`);
    fake.log.push(`${what} delete ${ids.join(',')}`);
    rows.splice(0, rows.length, ...rows.filter((r) => !ids.includes(r.id)));
    return ok({ status: 'success', removed: ids });
  };
  const idsOf = (input: Record<string, unknown>) => (Array.isArray(input.ids) ? input.ids : [input.id]).map(num).filter((n): n is number => n !== undefined);

  const saveAddress = async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const { refused, input } = await signedIn(request);
    if (refused) return refused;
    if (str(input.action) === 'delete') return failed('delete') ?? removeFrom(fake.addresses, idsOf(input), 'Адрес');
    const f = failed('save');
    if (f) return f;
    const full_address = str(input.full_address).trim();
    if (!full_address) return fail(400, 'Укажите адрес доставки');
    const id = num(params.id);
    fake.log.push(`address save ${id ?? 'new'} ${full_address}`);
    const address = { id: id ?? nextId(fake.addresses), full_address, postindex: str(input.postindex) };
    const at = fake.addresses.findIndex((a) => a.id === id);
    if (id !== undefined && at < 0) return fail(404, 'Адрес не найден');
    if (at >= 0) fake.addresses[at] = address;
    else fake.addresses.push(address);
    return ok({ status: 'success', address });
  };

  return [
    http.get(`${api('addressSuggest')}`, async ({ request }) => {
      await wait();
      const query = (new URL(request.url).searchParams.get('query') ?? '').toLowerCase().trim();
      fake.log.push(`suggest ${query}`);
      const words = query.split(/[\s,.]+/).filter(Boolean);
      const suggestions = fake.directory.filter((s) => words.every((w) => s.full_address.toLowerCase().includes(w)));
      return needUser(state) ?? ok({ region: { id: 1, header: 'Москва и Московская область' }, suggestions });
    }),
    http.get(api('address'), async () => {
      await wait();
      return needUser(state) ?? failed('list') ?? ok({ addresses: fake.addresses });
    }),
    http.post(api('address'), saveAddress),
    http.post(`${api('address')}/:id`, saveAddress),
    http.delete(`${api('address')}/:id`, async ({ request, params }) => {
      await wait();
      return csrf(request) ?? needUser(state) ?? failed('delete') ?? removeFrom(fake.addresses, [num(params.id) ?? 0], 'Адрес');
    }),

    http.get(api('consignee'), async () => {
      await wait();
      return needUser(state) ?? failed('list') ?? ok({ consignees: fake.consignees });
    }),
    http.post(api('consignee'), async ({ request }) => {
      const { refused, input } = await signedIn(request);
      if (refused) return refused;
      if (str(input.action) === 'delete') return failed('delete') ?? removeFrom(fake.consignees, idsOf(input), 'Грузополучатель');
      const f = failed('save');
      if (f) return f;
      const id = num(input.id);
      const surname = str(input.surname).trim();
      const name = str(input.name).trim();
      if (!surname || !name) return fail(400, 'Укажите фамилию и имя грузополучателя');
      fake.log.push(`consignee save ${id ?? 'new'} ${surname} ${name}`);
      const old = fake.consignees.find((c) => c.id === id);
      if (id !== undefined && !old) return fail(404, 'Грузополучатель не найден');
      const consignee = { id: id ?? nextId(fake.consignees), surname, name, file: old?.file ?? null };
      if (old) fake.consignees[fake.consignees.indexOf(old)] = consignee;
      else fake.consignees.push(consignee);
      return ok({ status: 'success', consignee });
    }),
    http.delete(api('consignee'), async ({ request }) => {
      await wait();
      const id = num(new URL(request.url).searchParams.get('id'));
      return csrf(request) ?? needUser(state) ?? failed('delete') ?? removeFrom(fake.consignees, [id ?? 0], 'Грузополучатель');
    }),
    http.post(api('consigneeUpload'), async ({ request }) => {
      await wait();
      const refused = csrf(request) ?? needUser(state);
      if (refused) return refused;
      const form = await request.formData();
      const file = form.get('file');
      const consignee = fake.consignees.find((c) => c.id === num(form.get('consignee')));
      if (!consignee) return fail(404, 'Грузополучатель не найден');
      if (!(file instanceof File)) return fail(400, 'Выберите файл со сканом доверенности');
      fake.log.push(`upload ${consignee.id} ${file.name}`);
      const f = failed('upload');
      if (f) return f;
      if (!IMAGE.test(file.type)) return fail(400, 'Скан доверенности должен быть изображением: JPG, PNG, GIF или WEBP');
      consignee.file = { name: file.name, type: file.type, size: file.size, url: `/api/consigneeUpload/${consignee.id}/` };
      return ok({ status: 'success', consignee });
    }),

    http.get(api('getCustomerSettings'), async () => {
      await wait();
      return needUser(state) ?? failed('settings') ?? ok({ notification: { newsletter: fake.newsletter }, notifications: fake.notifications });
    }),
    http.post(api('newsletterSubscribeToggle'), async ({ request }) => {
      const { refused, input } = await signedIn(request);
      if (refused) return refused;
      fake.log.push(`newsletter ${str(input.enabled)}`);
      const f = failed('newsletter');
      if (f) return f;
      fake.newsletter = num(input.enabled) === 1;
      return ok({ status: 'success', notification: { newsletter: fake.newsletter } });
    }),
    http.post(site('/ajax/updatenotifystatus/'), async ({ request }) => {
      await wait();
      const refused = csrf(request) ?? needUser(state);
      if (refused) return refused;
      const form = new URLSearchParams(await request.text());
      fake.log.push(`notify ${form.get('id')}=${form.get('state')}`);
      const f = failed('notify');
      if (f) return f;
      const n = fake.notifications.find((x) => x.id === num(form.get('id')));
      if (!n) return fail(404, 'Такого уведомления нет');
      n.enabled = form.get('state') === '1';
      return ok({ status: 'success', notification: n });
    }),
  ];
}
