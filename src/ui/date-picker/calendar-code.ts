import { lazyModule } from '../lazy-module';

/**
 * react-day-picker (~19 kB gzip) is the heaviest part of a date field and is
 * needed only once the calendar opens, which most page views never do: a
 * chunk of its own, fetched when the field is used (focus from the keyboard
 * or a click, a press on the calendar button), not with the page. The field
 * works meanwhile: typing needs no calendar, and a calendar opened before its
 * code arrives shows a busy box of its size.
 */
export const calendarCode = lazyModule(() => import('./Calendar'));
