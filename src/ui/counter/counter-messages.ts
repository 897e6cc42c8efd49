/** The counter's strings (core/messages/text.ts says how a host overrides them). */
import { areaText } from '../../core/messages/text';

export const counterMessages = {
  quantity: 'Количество',
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',
} as const;

export const counterText = areaText(counterMessages);
