/** Strings of <b2b-acts>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const actsMessages = {
  // <b2b-acts>
  actsFormTitle: 'Запросить акт сверки',
  actsContract: 'Договор',
  actsContragent: 'Контрагент',
  actsNoContragent: 'Не указан',
  actsPeriod: 'Период',
  actsRequest: 'Запросить акт',
  actsRequested: 'Акт сверки запрошен: он будет готов через несколько минут.',
  actsRequestFailed: 'Не удалось запросить акт: {reason}',
  actsCaption: 'Акты сверки',
  actsEmpty: 'Актов сверки пока нет. Запросите акт по договору за нужный период.',
  actsFound: 'Актов сверки: {n}',
  actsColPeriod: 'Период',
  actsColContract: 'Договор',
  actsColContragent: 'Контрагент',
  actsColRequested: 'Запрошен',
  actsColState: 'Состояние',
  actsColFile: 'Файл',
  /** {start}, {end}: dd.mm.yyyy. */
  actsPeriodText: 'с {start} по {end}',
  actsStateRequested: 'Запрошен',
  actsStateProcessing: 'Готовится',
  actsStateReady: 'Готов',
  actsStateRefused: 'Отказано',
  actsDownload: 'Скачать',
  /** {start}, {end}: the act's period. */
  actsDownloadLabel: 'Скачать акт сверки с {start} по {end}',
  actsRefresh: 'Обновить',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(actsMessages);
export type ActsKey = Parameters<typeof t>[0];
