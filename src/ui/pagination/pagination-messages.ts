/** The pager's strings, in its chunk with it (core/messages/text.ts says how a host overrides them). */
import { areaText } from '../../core/messages/text';

export const paginationMessages = {
  pages: 'Страницы',
  prevPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
  /** {n} is the page number. */
  pageN: 'Страница {n}',
} as const;

export const paginationText = areaText(paginationMessages);
