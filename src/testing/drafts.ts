/**
 * Fake drafts for stories and component tests: baskets put aside,
 * newest first, some without a name (the list shows the default label), each
 * with lines whose preview (price now vs then, stock, withdrawn) is fixed here.
 * Handlers in handlers/drafts.ts mutate it.
 */
import { format, subDays } from 'date-fns';
import { inPortalZone } from '../core/format';
import type { Draft, PreviewLine } from '../core/types';
import * as fx from './fixtures';
import { previewOf, stockedGoods, type PreviewKind } from './history';
import type { FakeState } from './state';

export interface FakeDraft extends Draft {
  preview: PreviewLine[];
}

export interface FakeDrafts {
  drafts: FakeDraft[];
  /** The next call of this kind fails with status and message (then the fake works again). */
  failNext: Partial<Record<'list' | 'remove' | 'rename' | 'preview' | 'repeat', { status: number; message: string }>>;
  /** Requests seen, in order: 'list page=1 perpage=10', 'remove 3,4', 'rename 3 Новое', 'repeat 3', ... */
  log: string[];
}

const NAMES = ['Объект на Ленинском', '', 'Ежемесячный заказ крепежа', 'Ремонт магазина', 'Филиал Казань — сентябрь'];

/**
 * `count` drafts, newest first, one a day; every fifth has no name; the third
 * has changed lines, the fourth nothing in stock (by default).
 */
export function createDrafts(state: FakeState, count = 5, kinds: (i: number) => PreviewKind = (i) => (i === 2 ? 'changed' : i === 3 ? 'none' : 'same')): FakeDrafts {
  const stocked = stockedGoods(state);
  const today = inPortalZone();
  const drafts: FakeDraft[] = [];
  for (let i = 0; i < count; i++) {
    const contract = fx.contracts[i % fx.contracts.length]!;
    const goods = [0, 1, 2].map((k) => stocked[(i * 3 + k + 5) % stocked.length]!);
    const preview = previewOf(goods, kinds(i));
    const id = 500 + count - i;
    drafts.push({
      id,
      header: i < NAMES.length ? NAMES[i]! : `Черновик ${i + 1}`,
      date: format(subDays(today, i), 'dd.MM.yyyy'),
      time: `${String(9 + (i % 9)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
      contract: contract.id,
      contractHeader: contract.header,
      lines: preview.length,
      sum: Math.round(preview.reduce((s, l) => s + (l.priceNow ?? 0) * l.qnt, 0) * 100) / 100,
      preview,
    });
  }
  return { drafts, failNext: {}, log: [] };
}
