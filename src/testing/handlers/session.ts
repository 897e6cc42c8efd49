/** initdata, filterinit, setContract, login, logout, getUserDemo. */
import { http } from 'msw';
import { demoUser } from '../fixtures';
import { body, csrf, fail, num, ok, str, type Ctx } from './http';

export function sessionHandlers({ state, api, wait, signedIn }: Ctx) {
  const visible = () => (state.user ? state.contracts : []);
  return [
    http.get(api('initdata'), async () => {
      await wait();
      return ok({
        user: state.user,
        contracts: visible(),
        selectedContract: state.user ? state.selectedContract : null,
        warehouses: state.warehouses,
        warehouseIdDefault: state.warehouseIdDefault,
      });
    }),

    http.post(api('filterinit'), async ({ request }) => {
      await wait();
      return (
        csrf(request) ??
        ok({
          contracts: visible(),
          catalog_tree: state.catalogTree,
          warehouses: state.warehouses,
          warehouseIdDefault: state.warehouseIdDefault,
          selectedContract: state.user ? state.selectedContract : null,
        })
      );
    }),

    http.post(api('setContract'), async ({ request }) => {
      const { refused, input: b } = await signedIn(request);
      if (refused) return refused;
      const id = num(b.id);
      // docs/api.md: unknown ids (or someone else's) are 404.
      if (!state.contracts.some((c) => c.id === id)) return fail(404, 'Договор не найден');
      const wms = num(b.wms);
      if (wms !== undefined && !state.warehouses.some((w) => w.id === wms)) return fail(404, 'Склад не найден');
      state.selectedContract = id ?? null;
      if (wms !== undefined) state.actualWms = wms;
      return ok({ status: 'success', selectedContract: id, actualWms: state.actualWms });
    }),

    http.post(api('login'), async ({ request }) => {
      await wait();
      const refused = csrf(request);
      if (refused) return refused;
      const b = await body(request);
      const account = state.accounts.find((a) => a.login === str(b.login) && a.password === str(b.password));
      if (!account) return fail(401, 'Неверный логин или пароль');
      state.user = account.user;
      return ok({ status: 'success', user: account.user });
    }),

    http.post(api('logout'), async ({ request }) => {
      await wait();
      const refused = csrf(request);
      if (refused) return refused;
      state.user = null;
      return ok({ status: 'success' });
    }),

    http.post(api('getUserDemo'), async ({ request }) => {
      await wait();
      const refused = csrf(request);
      if (refused) return refused;
      state.user = demoUser;
      return ok({ status: 'success', user: demoUser });
    }),
  ];
}
