/** The data table's strings, in its chunk with it (core/messages/text.ts says how a host overrides them). */
import { areaText } from '../../core/messages/text';

export const dataTableMessages = {
  checkAll: 'Выбрать все строки',
  /** Beside the check-all box above a phone's cards, where no column title stands next to it. */
  checkAllShort: 'Выбрать все',
  checkRow: 'Выбрать строку',
} as const;

export const dataTableText = areaText(dataTableMessages);
