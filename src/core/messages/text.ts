/**
 * The text of a message: a host's override (configure() or the
 * #b2b-messages block) wins, then the area's default, then the common one.
 * Beside the messages, not in config.ts, so config does not import the
 * strings it serves (no import circle between them).
 */
import { getConfig } from '../config';
import { commonMessages, type CommonKey } from './common';
import { fill } from './fill';

/**
 * t() over a set of defaults: a host override (configure or #b2b-messages)
 * wins, then `defaults`, then the common messages. Each widget has its own
 * (core/messages/<widget>.ts), so its strings travel in its chunk only.
 */
export function areaText<A extends Record<string, string>>(defaults: A) {
  return (key: CommonKey | (keyof A & string), params?: Record<string, string | number>): string => {
    const own = getConfig().messages[key];
    return fill(own ?? (defaults as Record<string, string>)[key] ?? commonMessages[key as CommonKey], params);
  };
}

/** A common message by key (core/messages/common.ts), with `{name}` placeholders filled in. */
export const t = areaText({});
