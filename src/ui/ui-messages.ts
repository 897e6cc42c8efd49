/**
 * Strings of the shared primitives that the spec does not give (button
 * names, landmarks, hints). They live apart from core/messages so the ui
 * layer owns them, yet a host page overrides them the same way: any key of
 * configure({ messages }) or the #b2b-messages JSON block wins over these.
 *
 * Each primitive keeps its strings beside it and reads them with its own
 * text function (core/messages/text.ts areaText, as a widget's strings are), so a page downloads only the strings of the
 * primitives it shows; this file joins them for tests, stories and docs.
 * Code under src/ imports its primitive's file, never this one.
 */
import { autocompleteMessages } from './autocomplete/autocomplete-messages';
import { counterMessages } from './counter/counter-messages';
import { dataTableMessages } from './data-table/data-table-messages';
import { dateMessages } from './date-picker/date-picker-messages';
import { fileMessages } from './file-field/file-field-messages';
import { paginationMessages } from './pagination/pagination-messages';
import { currencyMessages } from './currency';
import { areaText } from '../core/messages/text';

export const uiMessages = {
  ...counterMessages,
  ...paginationMessages,
  ...dataTableMessages,
  ...autocompleteMessages,
  ...dateMessages,
  ...fileMessages,
  ...currencyMessages,
} as const;

export type UiMessageKey = keyof typeof uiMessages;

/** A ui string by key, with `{name}` placeholders filled in; a host override wins. */
export const ut = areaText(uiMessages);

export { optionsFound } from './autocomplete/autocomplete-messages';
