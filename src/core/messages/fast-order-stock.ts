/**
 * The stock <b2b-fast-order> shows beside a product it found: in a
 * suggestion and in the pasted lines' review. Apart from ./fast-order.ts (the
 * form, on every cabinet page): it loads with those parts, chunks fetched on
 * the field's first focus and first paste of lines; overridable like every
 * message (./index.ts).
 */
import { areaText } from './text';

export const fastOrderStockMessages = {
  /** Stock of a product in the chosen warehouse; {n} is the quantity. */
  fastOrderStock: 'Склад: {n} шт.',
  fastOrderNoStock: 'Нет на складе',
} as const;

export const t = areaText(fastOrderStockMessages);
