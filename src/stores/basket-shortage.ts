/**
 * The basket's reading of a 409 shortage reply, apart from api-errors.ts: the
 * session reads failures too, and should not carry the basket's calls with it
 * (a visitor's page loads the session, not the basket).
 */
import { shortageAvailable as coreShortageAvailable } from '../core/api/basket';

/** The free stock of a 409 shortage reply (docs/api.md), or null for any other failure. */
export function shortageAvailable(error: unknown): number | null {
  const available = coreShortageAvailable(error);
  return available === undefined ? null : Math.max(0, Math.floor(available));
}
