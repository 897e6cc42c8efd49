import { t } from '../../core/messages/catalog-filter';
import { pluralCategory } from '../../core/format';

/** 'Найдено 3 товара' with Russian plural forms. */
export function foundText(n: number): string {
  const c = pluralCategory(n);
  return t(c === 'one' ? 'catalogFoundOne' : c === 'few' ? 'catalogFoundFew' : 'catalogFoundMany', { n });
}
