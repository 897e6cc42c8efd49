/**
 * Big baskets for stories and performance tests (a 1,000-line basket): more
 * distinct goods than the fixtures hold, generated deterministically.
 */
import type { BasketData, Product } from '../core/types';
import { CONTRACT_CLEAN } from './fixtures';
import { basketData, createState, type FakeState } from './state';

const NOUNS = ['Болт', 'Гайка', 'Шуруп', 'Сверло', 'Бита', 'Диск отрезной', 'Хомут', 'Дюбель', 'Заклёпка', 'Шпилька'];

/** n synthetic products with ids from `firstId`, articuls 'ГН-00001'... */
export function makeProducts(n: number, firstId = 200001): Product[] {
  return Array.from({ length: n }, (_, i) => {
    const noun = NOUNS[i % NOUNS.length] ?? 'Товар';
    const price = 50 + ((i * 37) % 4950) + (i % 4) * 0.25;
    return {
      id: firstId + i,
      articul: `ГН-${String(i + 1).padStart(5, '0')}`,
      header: `${noun} тип ${(i % 97) + 1}, партия ${Math.floor(i / 97) + 1}`,
      title: `${noun} тип ${(i % 97) + 1}`,
      brand: 'Крепыш',
      tags: [],
      picture: null,
      picturetype: null,
      price,
      price_rrc: Math.round(price * 1.2),
      wish: false,
      need: false,
      stocks: [
        { wms_id: 1, quantity: (i * 13) % 500 },
        { wms_id: 2, quantity: (i * 7) % 200 },
        { wms_id: 3, quantity: 0 },
      ],
      variants: [],
    };
  });
}

/**
 * Adds n generated products and a basket line for each to `state` (chosen
 * contract, actual warehouse) so the fake server answers with that basket.
 */
export function seedBasket(state: FakeState, n: number): FakeState {
  const goods = makeProducts(n);
  state.products.push(...goods);
  const contract = state.selectedContract ?? CONTRACT_CLEAN;
  state.basket.push(
    ...goods.map((p, i) => ({ id: p.id, type: 'products' as const, qnt: (i % 9) + 1, wms: state.actualWms, contract, payload: null })),
  );
  return state;
}

/** A basket of n lines as the server sends it (getBasketData), for stores and stories. */
export function makeBasket(n: number): BasketData {
  return basketData(seedBasket(createState(), n));
}
