/**
 * The rouble sign after a price: ui/price/'s Price and the fast order's
 * suggestions and review, which show a price as plain text without Price's
 * rules (core/messages/text.ts says how a host overrides it).
 */
import { areaText } from '../core/messages/text';

export const currencyMessages = {
  currency: '₽',
} as const;

export const currencyText = areaText(currencyMessages);
