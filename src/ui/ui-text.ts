/**
 * ut() over one primitive's strings: a host's override (any key of
 * configure({ messages }) or the #b2b-messages JSON block) wins, then the
 * primitive's default, with `{name}` placeholders filled in. Each primitive
 * keeps its strings beside it (counter/, pagination/, date-picker/...), so a
 * chunk carries only the strings of the primitives in it: the date picker's
 * and the file field's no longer ride in what every logged-in page loads.
 * ./ui-messages.ts joins them for tests, stories and docs.
 */
import { getConfig } from '../core/config';
import { fill } from '../core/messages/fill';

export function uiText<K extends string>(defaults: Readonly<Record<K, string>>) {
  return (key: K, params?: Record<string, string | number>): string => fill(getConfig().messages[key] ?? defaults[key], params);
}
