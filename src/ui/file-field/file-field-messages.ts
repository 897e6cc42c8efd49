/**
 * The file field's strings, in its chunk (fetched with the forms that have a
 * file; core/messages/text.ts says how a host overrides them).
 */
import { areaText } from '../../core/messages/text';

export const fileMessages = {
  /** {name} is the file name, {types} the allowed types. */
  fileType: 'Файл «{name}» не подходит: нужен файл типа {types}.',
  fileImage: 'изображение',
  /** {name} is the file name, {size} its size in Russian units. */
  fileChosen: '{name}, {size}',
  /** The file button and the line beside it before a choice (ours, as the browser's own are in English). */
  fileChoose: 'Выбрать файл',
  fileNone: 'Файл не выбран',
  fileProgress: 'Загрузка файла',
} as const;

export const fileText = areaText(fileMessages);
