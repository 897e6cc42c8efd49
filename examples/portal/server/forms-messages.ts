/**
 * The portal's own Russian texts for issue 22 (reminder limit, project orders,
 * newsletter). The spec's messages and the widgets' come from src/core/messages.ts.
 */
export const formsMsg = {
  /** {n}: minutes until the next letter may be asked for. */
  reminderTooOften: (n: number) =>
    `Письмо на этот адрес уже отправлено. Проверьте почту (и папку «Спам»); повторить запрос можно через ${n} мин.`,
  partnerEmpty: 'Укажите партнёра',
  districtEmpty: 'Выберите федеральный округ',
  districtUnknown: 'Такого федерального округа нет',
  regionEmpty: 'Выберите регион',
  regionUnknown: 'Такого региона нет',
  regionNotInDistrict: 'Регион не относится к выбранному федеральному округу',
  cityEmpty: 'Укажите город',
  linesTooMany: 'Слишком много строк: не больше 500',
  /** Line {n}: the reason from core/messages. */
  line: (n: number, reason: string) => `Строка ${n}: ${reason}`,
  unknownArticul: (n: number, articul: string) => `Строка ${n}: товара с артикулом «${articul}» нет в каталоге`,
  newsletterIdEmpty: 'Не указан номер рассылки',
  newsletterHeaderEmpty: 'Укажите заголовок рассылки',
  newsletterBodyEmpty: 'Текст рассылки пуст',
};
