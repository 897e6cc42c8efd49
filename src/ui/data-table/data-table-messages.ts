/** The data table's strings, in its chunk with it (ui/ui-text.ts says how a host overrides them). */
import { uiText } from '../ui-text';

export const dataTableMessages = {
  checkAll: 'Выбрать все строки',
  checkRow: 'Выбрать строку',
} as const;

export const dataTableText = uiText(dataTableMessages);
