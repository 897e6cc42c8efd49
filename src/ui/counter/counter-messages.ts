/** The counter's strings (ui/ui-text.ts says how a host overrides them). */
import { uiText } from '../ui-text';

export const counterMessages = {
  quantity: 'Количество',
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',
} as const;

export const counterText = uiText(counterMessages);
