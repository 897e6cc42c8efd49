/** The pager's strings, in its chunk with it (ui/ui-text.ts says how a host overrides them). */
import { uiText } from '../ui-text';

export const paginationMessages = {
  pages: 'Страницы',
  prevPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
  /** {n} is the page number. */
  pageN: 'Страница {n}',
} as const;

export const paginationText = uiText(paginationMessages);
