import { t } from '../../core/messages/catalog-filter';
import { pluralKey } from '../../core/format';

/** 'Найдено 3 товара' with Russian plural forms. */
export function foundText(n: number): string {
  return t(pluralKey(n, ['catalogFoundOne', 'catalogFoundFew', 'catalogFoundMany']), { n });
}
