import { ALERT_MAX_MS, ALERT_MIN_MS } from '../../core/constants';
import type { AlertTone } from './Alert';

/**
 * How long a toast stays by default (spec 9: alerts 2000-3000 ms). Errors get
 * the upper bound, there is more to read and maybe act on; the added-to-cart
 * popup passes ADDED_TO_CART_POPUP_MS (2500) itself.
 */
export const TOAST_DURATION_MS: Readonly<Record<AlertTone, number>> = {
  error: ALERT_MAX_MS,
  warning: ALERT_MAX_MS,
  success: ALERT_MIN_MS,
  info: ALERT_MIN_MS,
};
