import { ApiError } from '../../core/api/errors';
import { errorText } from '../../stores/api-errors';

/** A refused save: the server's message, and the field it names (`field` in the reply) if any. */
export function saveError(error: unknown): { message: string; field: string | null } {
  const data = error instanceof ApiError ? (error.data as { field?: unknown } | undefined) : undefined;
  return { message: errorText(error), field: typeof data?.field === 'string' ? data.field : null };
}
