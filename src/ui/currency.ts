/**
 * The rouble sign after a price: ui/price/'s Price and the fast order's
 * suggestions and review, which show a price as plain text without Price's
 * rules (ui/ui-text.ts says how a host overrides it).
 */
import { uiText } from './ui-text';

export const currencyMessages = {
  currency: '₽',
} as const;

export const currencyText = uiText(currencyMessages);
