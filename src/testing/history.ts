/**
 * A fake order history for stories and component tests: orders in
 * every state over the last months, each with lines whose preview (price now vs
 * then, stock, withdrawn) is fixed here, so a test knows what the portal would
 * say. Handlers in handlers/history.ts mutate it.
 */
import { format, subDays } from 'date-fns';
import { inPortalZone } from '../core/format';
import type { Order, OrderChoices, PreviewLine } from '../core/types';
import * as fx from './fixtures';
import type { FakeState } from './state';

export interface FakeHistoryOrder extends Order {
  /** Days before today it was placed. */
  age: number;
  /** What the buyer chose when placing it: GET order/{id} returns it with the lines. */
  choices: OrderChoices;
  preview: PreviewLine[];
}

export interface FakeHistory {
  orders: FakeHistoryOrder[];
  /** The next call of this kind fails with status and message (then the fake works again). */
  failNext: Partial<Record<'list' | 'cancel' | 'preview' | 'repeat', { status: number; message: string }>>;
  /** Requests seen, in order: 'list ?query', 'cancel 3', 'repeat 3', ... */
  log: string[];
}

export const FAKE_STATES = [
  { id: 1, header: 'Новый', marker: 'info' },
  { id: 2, header: 'В обработке', marker: 'warning' },
  { id: 3, header: 'Выполнен', marker: 'success' },
  { id: 4, header: 'Отменён', marker: 'danger' },
  { id: 5, header: 'Ожидает оплаты', marker: 'warning' },
  { id: 10, header: 'Отгружен', marker: 'primary' },
];

export const FAKE_PROJECT_STATUSES = [
  { id: 0, header: 'Не проект' },
  { id: 1, header: 'На согласовании' },
  { id: 2, header: 'Согласован' },
];

/** Which preview an order gets: every line fine, one of each change, or nothing to be had. */
export type PreviewKind = 'same' | 'changed' | 'none';

/** Goods that repeat cleanly in the fake basket: plenty in warehouse 1, no variants. */
export function stockedGoods(state: FakeState) {
  return state.products.filter((p) => (p.stocks.find((s) => s.wms_id === 1)?.quantity ?? 0) >= 20 && !p.variants.length);
}

/** Lines of `goods` (4 of each) as the preview says they are now: all fine, one of each change, or none to be had. */
export function previewOf(goods: readonly FakeState['products'][number][], kind: PreviewKind): PreviewLine[] {
  return goods.map((p, k) => {
    const base = { type: 'products' as const, id: p.id, articul: p.articul, header: p.header, qnt: 4, priceThen: p.price, priceNow: p.price, available: 20, withdrawn: false };
    if (kind === 'none') return { ...base, available: 0 };
    if (kind !== 'changed') return base;
    if (k === 0) return { ...base, priceThen: Math.round(p.price * 80) / 100 };
    if (k === 1) return { ...base, available: 2 };
    return { ...base, withdrawn: true, priceNow: null, available: 0 };
  });
}

/**
 * `count` orders, newest first, one every `spacing` days; states cycle through
 * every state. Lines are goods of `state.products` (so a repeat fills the fake basket).
 */
/**
 * Repeats an order's or a draft's lines (all of them, or the chosen `lines`)
 * into the fake basket: withdrawn and out-of-stock goods are skipped, a
 * quantity above the stock is cut to it. The fake basket shows the selected
 * contract's lines, so repeated lines join them there. Answers how many were added.
 */
export function repeatIntoBasket(state: FakeState, source: { preview: PreviewLine[]; contract?: number | null }, lines?: { id: number; qnt: number }[]): number {
  let count = 0;
  for (const want of lines ?? source.preview.map((l) => ({ id: l.id, qnt: l.qnt }))) {
    const line = source.preview.find((l) => l.id === want.id);
    if (!line || line.withdrawn || line.available <= 0) continue;
    const qnt = Math.min(want.qnt, line.available);
    const had = state.basket.find((b) => b.type === 'products' && b.id === line.id);
    if (had) had.qnt += qnt;
    else state.basket.push({ id: line.id, type: 'products', qnt, wms: 1, contract: state.selectedContract ?? source.contract ?? 0, payload: null });
    count += 1;
  }
  return count;
}

export function createHistory(state: FakeState, count = 25, spacing = 1, kinds: (i: number) => PreviewKind = (i) => (i % 7 === 3 ? 'changed' : i % 7 === 5 ? 'none' : 'same')): FakeHistory {
  const stocked = stockedGoods(state);
  // The portal's day, as the real portal counts it, not the browser's.
  const today = inPortalZone();
  const orders: FakeHistoryOrder[] = [];
  for (let i = 0; i < count; i++) {
    const st = FAKE_STATES[i % FAKE_STATES.length]!;
    const contract = fx.contracts[i % fx.contracts.length]!;
    const goods = [0, 1, 2].map((k) => stocked[(i * 3 + k) % stocked.length]!);
    const preview = previewOf(goods, kinds(i));
    const id = 1000 + count - i;
    orders.push({
      id,
      number: `З-2025-${String(id).padStart(5, '0')}`,
      date: format(subDays(today, i * spacing), 'dd.MM.yyyy'),
      contract: contract.id,
      contractHeader: contract.header,
      sum: Math.round(preview.reduce((s, l) => s + (l.priceThen ?? 0) * l.qnt, 0) * 100) / 100,
      paid: st.id === 3 || st.id === 10,
      state: st.id,
      status: st.header,
      marker: st.marker,
      projectStatus: i % 5 === 0 ? 1 : 0,
      projectStatusHeader: i % 5 === 0 ? 'На согласовании' : 'Не проект',
      deliveryDate: format(subDays(today, i * spacing - 3), 'dd.MM.yyyy'),
      lines: preview.length,
      cancellable: st.id === 1 || st.id === 2,
      age: i * spacing,
      choices: {
        placedAt: `${format(subDays(today, i * spacing), 'dd.MM.yyyy')} ${String(9 + (i % 9)).padStart(2, '0')}:15`,
        deliveryId: '3',
        deliveryHeader: 'Транспортной компанией',
        companyHeader: 'ПЭК',
        companyAddress: 'Казань, ул. Техническая, 10',
        typeAddress: '',
        warehouseHeader: 'Основной склад',
        availability: ((i % 3) + 1) as 1 | 2 | 3,
        comment: i % 2 ? '' : 'Позвонить за час до доставки',
      },
      preview,
    });
  }
  return { orders, failNext: {}, log: [] };
}
