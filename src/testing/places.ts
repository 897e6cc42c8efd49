/**
 * A fake account's delivery addresses, consignees and notification settings
 * for stories and component tests: plain data the handlers change,
 * a log of what was sent, and one-shot failures.
 */
import type { Address, AddressSuggestion, Consignee, Notification } from '../core/types';

export interface FakePlaces {
  addresses: Address[];
  consignees: Consignee[];
  notifications: Notification[];
  newsletter: boolean;
  /** The region's address directory the suggestions come from. */
  directory: AddressSuggestion[];
  /** What the handlers were asked: 'address save', 'notify 3=0', ... */
  log: string[];
  /** The next call of that kind answers this failure, once. */
  failNext: Partial<Record<'list' | 'save' | 'delete' | 'upload' | 'notify' | 'newsletter' | 'settings', { status: number; message: string }>>;
}

export function createPlaces(opts: { empty?: boolean } = {}): FakePlaces {
  const full = !opts.empty;
  return {
    addresses: full
      ? [
          { id: 1, full_address: 'г. Москва, ул. Строителей, д. 5, склад 2', postindex: '117042' },
          { id: 2, full_address: 'Московская обл., г. Подольск, ул. Заводская, д. 18', postindex: '142100' },
        ]
      : [],
    consignees: full
      ? [
          { id: 1, surname: 'Сидоров', name: 'Пётр', file: { name: 'doverennost-1.png', type: 'image/png', size: 48_200, url: '/api/consigneeUpload/1/' } },
          { id: 2, surname: 'Кузнецова', name: 'Анна', file: null },
        ]
      : [],
    notifications: [
      { id: 1, value: 'Смена статуса заказа', enabled: true },
      { id: 2, value: 'Счёт на оплату выставлен', enabled: true },
      { id: 3, value: 'Отгрузка со склада', enabled: false },
      { id: 4, value: 'Новые сообщения в чате', enabled: true },
    ],
    newsletter: true,
    directory: [
      { full_address: 'г. Москва, ул. Строителей, д. 5', postindex: '117042' },
      { full_address: 'г. Москва, ул. Строителей, д. 7, корп. 2', postindex: '117042' },
      { full_address: 'г. Москва, Складской пр., д. 12', postindex: '109316' },
      { full_address: 'Московская обл., г. Химки, Ленинградское ш., д. 25', postindex: '141402' },
    ],
    log: [],
    failNext: {},
  };
}
