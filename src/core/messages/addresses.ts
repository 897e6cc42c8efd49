/** Strings of <b2b-addresses>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const addressesMessages = {
  addressesCaption: 'Адреса доставки',
  addressesEmpty: 'Адресов доставки пока нет.',
  addressFullAddress: 'Адрес',
  addressPostindex: 'Индекс',
  addressNew: 'Новый адрес доставки',
  addressEditTitle: 'Адрес доставки',
  /** {name}: the address. */
  addressRowLabel: 'Выбрать адрес {name}',
  addressEditLabel: 'Изменить адрес {name}',
  addressDeleteLabel: 'Удалить адрес {name}',
  addressSuggestHint: 'Начните вводить адрес: подскажем адреса вашего региона',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(addressesMessages);
export type AddressesKey = Parameters<typeof t>[0];
