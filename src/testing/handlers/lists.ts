/** setWish / unsetWish: the product's `wish` flag in the fake catalogue. */
import { http } from 'msw';
import { body, csrf, fail, needUser, num, ok, type Ctx } from './http';

export function listHandlers({ state, api, wait }: Ctx) {
  const toggle = (method: string, wish: boolean) =>
    http.post(api(method), async ({ request }) => {
      await wait();
      const refused = csrf(request) ?? needUser(state);
      if (refused) return refused;
      const id = num((await body(request)).id);
      const product = state.products.find((p) => p.id === id);
      if (!product) return fail(404, 'Товар не найден');
      product.wish = wish;
      return ok({ status: 'success' });
    });
  return [toggle('setWish', true), toggle('unsetWish', false)];
}
