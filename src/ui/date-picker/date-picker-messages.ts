/**
 * The date field's and the date range's strings, in the date picker's chunk
 * (only pages with a date field load it; core/messages/text.ts says how a host
 * overrides them).
 */
import { areaText } from '../../core/messages/text';

export const dateMessages = {
  openCalendar: 'Выбрать дату в календаре',
  calendarTitle: 'Выбор даты',
  dateHint: 'Формат: дд.мм.гггг',
  dateInvalid: 'Введите дату в формате дд.мм.гггг, например 05.03.2025.',
  dateNotAllowed: 'Эту дату выбрать нельзя. Выберите другую в календаре.',
  dateStart: 'Дата начала',
  dateEnd: 'Дата окончания',
} as const;

export const dateText = areaText(dateMessages);
