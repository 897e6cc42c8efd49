import { ApiError } from '../../core/api/errors';
import { t } from '../../core/config';

/** What to tell the user about a failed call: the ApiError's Russian message, else a generic one. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : t('serverError');
}
