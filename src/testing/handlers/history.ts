/** GET order (list, one), POST order/{id} cancel | preview | repeat, POST order { action: 'repeat', ids } over a FakeHistory. */
import { http } from 'msw';
import { defaultMessages } from '../../core/messages';
import { fill } from '../../core/messages/fill';
import { cancelRefusal } from '../../core/rules/order-cancel';
import { filterPeriod, type DateSelect } from '../../core/rules/order-filter';
import { inPortalZone, parseDate } from '../../core/format';
import { contracts } from '../fixtures';
import { FAKE_PROJECT_STATUSES, FAKE_STATES, repeatIntoBasket, type FakeHistory, type FakeHistoryOrder } from '../history';
import { body, csrf, fail, failedOnce, needUser, num, ok, str, type Ctx } from './http';

const strip = ({ age: _a, preview: _p, choices: _c, ...order }: FakeHistoryOrder) => order;

export function historyHandlers({ state, api, wait }: Ctx, history: FakeHistory) {
  const failed = failedOnce(history.failNext);
  const find = (id: unknown) => history.orders.find((o) => o.id === num(id));

  return [
    http.get(api('order'), async ({ request }) => {
      await wait();
      const refused = needUser(state) ?? failed('list');
      if (refused) return refused;
      const q = new URL(request.url).searchParams;
      history.log.push(`list ?${q.toString()}`);
      const period = filterPeriod({ dateselect: (q.get('dateselect') ?? 'week') as DateSelect, startDate: q.get('startDate') ?? '', endDate: q.get('endDate') ?? '' }, inPortalZone());
      if (period === 'invalid') return fail(400, defaultMessages.dateRange);
      const start = parseDate(q.get('startDate') ?? '');
      const end = parseDate(q.get('endDate') ?? '');
      const number = q.get('numberOrder') ?? '';
      const rows = history.orders.filter((o) => {
        if (number) return o.number.includes(number);
        const d = parseDate(o.date)!;
        if ((start && d < start) || (end && d > end)) return false;
        if (q.get('contract') && o.contract !== Number(q.get('contract'))) return false;
        if (q.get('state') && o.state !== Number(q.get('state'))) return false;
        if (q.get('projectStatus') && o.projectStatus !== Number(q.get('projectStatus'))) return false;
        if (q.get('paid') && o.paid !== (q.get('paid') === '1')) return false;
        return true;
      });
      const page = Number(q.get('page') ?? 1);
      const perpage = Number(q.get('perpage') ?? 10);
      return ok({
        orders: rows.slice((page - 1) * perpage, page * perpage).map(strip),
        states: FAKE_STATES,
        projectStatuses: FAKE_PROJECT_STATUSES,
        contracts,
        count: rows.length,
        pagination: { page, perpage, total: rows.length, pages: Math.max(1, Math.ceil(rows.length / perpage)) },
      });
    }),
    http.get(`${api('order')}/:id`, async ({ params }) => {
      await wait();
      const order = find(params.id);
      if (!order) return fail(404, 'Заказ не найден');
      const lines = order.preview.map((l) => ({ type: l.type, id: l.id, articul: l.articul, header: l.header, qnt: l.qnt, price: l.priceThen ?? 0, sum: (l.priceThen ?? 0) * l.qnt }));
      return ok({ order: { ...strip(order), ...order.choices, lines } });
    }),
    http.post(`${api('order')}/:id`, async ({ request, params }) => {
      await wait();
      const refused = csrf(request) ?? needUser(state);
      if (refused) return refused;
      const order = find(params.id);
      if (!order) return fail(404, 'Заказ не найден');
      const input = await body(request);
      const action = str(input.action);
      history.log.push(`${action} ${order.id}`);
      if (action === 'cancel') {
        const f = failed('cancel');
        if (f) return f;
        if (!order.cancellable) {
          // As the portal answers (docs/api.md): the reason worded from the order as it is now, and that order.
          const refusal = cancelRefusal(order);
          return fail(409, fill(defaultMessages[refusal.key], refusal.params), { code: 'notCancellable', order: strip(order) });
        }
        Object.assign(order, { state: 4, status: 'Отменён', marker: 'danger', cancellable: false });
        return ok({ status: 'success', order: strip(order) });
      }
      if (action === 'preview') return failed('preview') ?? ok({ order: strip(order), lines: order.preview });
      if (action === 'repeat') {
        const f = failed('repeat');
        if (f) return f;
        const lines = Array.isArray(input.lines) ? (input.lines as { id: number; qnt: number }[]) : undefined;
        return ok({ status: 'success', count: repeatIntoBasket(state, order, lines) });
      }
      return fail(400, 'Некорректный запрос');
    }),
    http.post(api('order'), async ({ request }) => {
      await wait();
      const input = await body(request);
      if (input.action !== 'repeat') return undefined;
      const ids = Array.isArray(input.ids) ? input.ids.map(Number) : [];
      history.log.push(`repeat-many ${ids.join(',')}`);
      const f = failed('repeat');
      if (f) return f;
      let count = 0;
      for (const id of ids) {
        const order = find(id);
        if (!order) return fail(404, 'Заказ не найден');
        count += repeatIntoBasket(state, order);
      }
      return ok({ status: 'success', count });
    }),
  ];
}
