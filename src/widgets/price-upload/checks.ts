/**
 * What the widget refuses before sending anything (the portal refuses the
 * same with the same words): type, size, emptiness, line count.
 */
import { t } from '../../core/messages/price-upload';
import { PRICE_BUFFER_MAX_CHARS, PRICE_UPLOAD_MAX_BYTES, PRICE_UPLOAD_MAX_LINES, PRICE_UPLOAD_TYPES } from '../../core/constants';
import { formatFileSize, pluralKey } from '../../core/format';
import { parseOrderText } from '../../core/rules/order-lines';
import { matchesAccept } from '../../ui/file-field/file-type';

export function fileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (!matchesAccept(file, PRICE_UPLOAD_TYPES)) return t('priceUploadWrongType', { name: file.name });
  if (file.size === 0) return t('priceUploadEmpty', { name: file.name });
  if (file.size > PRICE_UPLOAD_MAX_BYTES) {
    return t('priceUploadTooLarge', { name: file.name, size: formatFileSize(file.size), limit: formatFileSize(PRICE_UPLOAD_MAX_BYTES) });
  }
  return null;
}

export function textProblem(text: string): string | null {
  if (text.trim() === '') return t('priceUploadEmptyText');
  if (text.length > PRICE_BUFFER_MAX_CHARS) return t('priceUploadTextTooLarge', { limit: PRICE_BUFFER_MAX_CHARS });
  const lines = parseOrderText(text);
  if (lines.length === 0) return t('priceUploadNoLines');
  if (lines.length > PRICE_UPLOAD_MAX_LINES) return t(pluralKey(lines.length, ['priceUploadTooManyLinesOne', 'priceUploadTooManyLinesFew', 'priceUploadTooManyLinesMany']), { n: lines.length, limit: PRICE_UPLOAD_MAX_LINES });
  return null;
}

/** '.xlsx, .xls, .csv' for the file input. */
export const ACCEPT = PRICE_UPLOAD_TYPES;
