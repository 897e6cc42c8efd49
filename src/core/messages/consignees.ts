/** Strings of <b2b-consignees>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const consigneesMessages = {
  consigneesCaption: 'Грузополучатели',
  consigneesEmpty: 'Грузополучателей пока нет.',
  consigneeSurname: 'Фамилия',
  consigneeName: 'Имя',
  consigneeScan: 'Скан доверенности',
  consigneeScanNone: 'не загружен',
  consigneeNew: 'Новый грузополучатель',
  consigneeEditTitle: 'Грузополучатель',
  /** {name}: surname and name. */
  consigneeRowLabel: 'Выбрать грузополучателя {name}',
  consigneeEditLabel: 'Изменить грузополучателя {name}',
  consigneeDeleteLabel: 'Удалить грузополучателя {name}',
  consigneeScanLink: 'Скан доверенности: {name}',
  /** Saved, but the scan did not go up: {reason}. */
  consigneeScanFailed: 'Грузополучатель сохранён, но скан не загружен: {reason}',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(consigneesMessages);
export type ConsigneesKey = Parameters<typeof t>[0];
