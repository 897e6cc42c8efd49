/**
 * The lists of docs/api.md "Lists": favorites / needs (pages of the fake
 * catalogue's products with the flag, by id), setWish / unsetWish, setNeed /
 * unsetNeed (the flag on the product; unset of a product not on the list is
 * 404, several ids all or none).
 */
import { http } from 'msw';
import { PAGE_SIZE } from '../../core/constants';
import { body, csrf, fail, needUser, num, ok, type Ctx } from './http';

const LISTS = [
  { flag: 'wish', list: 'favorites', set: 'setWish', unset: 'unsetWish', perpage: PAGE_SIZE.favourites },
  { flag: 'need', list: 'needs', set: 'setNeed', unset: 'unsetNeed', perpage: PAGE_SIZE.needs },
] as const;

export function listHandlers({ state, api, wait, signedIn }: Ctx) {
  return LISTS.flatMap(({ flag, list, set, unset, perpage: defaultPerpage }) => [
    http.post(api(list), async ({ request }) => {
      const { refused, input: b } = await signedIn(request);
      if (refused) return refused;
      const perpage = num(b.perpage) ?? defaultPerpage;
      const listed = state.products.filter((p) => p[flag]);
      const total = listed.length;
      const pages = Math.max(1, Math.ceil(total / perpage));
      const page = Math.min(num(b.page) ?? 1, pages);
      const products = listed.slice((page - 1) * perpage, page * perpage);
      return ok({ products, count: total, pagination: { page, perpage, total, pages } });
    }),
    http.post(api(set), async ({ request }) => {
      await wait();
      const refused = csrf(request) ?? needUser(state);
      if (refused) return refused;
      const id = num((await body(request)).id);
      const product = state.products.find((p) => p.id === id);
      if (!product) return fail(404, 'Товар не найден');
      product[flag] = true;
      return ok({ status: 'success' });
    }),
    http.post(api(unset), async ({ request }) => {
      const { refused, input: b } = await signedIn(request);
      if (refused) return refused;
      const ids = Array.isArray(b.ids) ? b.ids.map(num) : [num(b.id)];
      const found = ids.map((id) => state.products.find((p) => p.id === id && p[flag]));
      if (!ids.length || found.some((p) => !p)) return fail(404, 'Товара нет в вашем списке');
      for (const p of found) p![flag] = false;
      return ok({ status: 'success', removed: ids });
    }),
  ]);
}
