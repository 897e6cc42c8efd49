/** The suggestion list's strings (core/messages/text.ts says how a host overrides them). */
import { pluralKey } from '../../core/format';
import { areaText } from '../../core/messages/text';

export const autocompleteMessages = {
  /** Suggestion counts, {n} is the number. */
  optionsOne: 'Найден {n} вариант',
  optionsFew: 'Найдено {n} варианта',
  optionsMany: 'Найдено {n} вариантов',
  optionsNone: 'Ничего не найдено',
  optionsFailed: 'Не удалось загрузить подсказки. Измените запрос, чтобы попробовать ещё раз.',
} as const;

export const autocompleteText = areaText(autocompleteMessages);

/** 'Найдено 3 варианта' and its plural forms. */
export function optionsFound(n: number): string {
  if (n === 0) return autocompleteText('optionsNone');
  return autocompleteText(pluralKey(n, ['optionsOne', 'optionsFew', 'optionsMany']), { n });
}
