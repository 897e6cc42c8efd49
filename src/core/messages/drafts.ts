/** Strings of <b2b-drafts>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const draftsMessages = {
  draftsCaption: 'Черновики',
  draftsEmpty: 'Черновиков нет. Сохраните корзину как черновик на странице корзины.',
  draftsColName: 'Название',
  draftsColLines: 'Позиций',
  draftsRemove: 'Удалить',
  draftsRemoveChecked: 'Удалить отмеченные',
  draftsRename: 'Переименовать',
  draftsRenameTitle: 'Название черновика',
  draftsFailed: 'Не удалось: {reason}',
  /** {name}: the draft's name or its default label. */
  draftsOpenLabel: 'Открыть черновик {name}',
  draftsLinesTitle: 'Черновик «{name}»',
  draftsRowLabel: 'Выбрать черновик {name}',
  draftsRepeatLabel: 'Повторить черновик {name}',
  draftsRenameLabel: 'Переименовать черновик {name}',
  draftsRemoveLabel: 'Удалить черновик {name}',
  draftsRemoveAsk: 'Удалить черновик «{name}»?',
  /** {n}: how many drafts are checked. */
  draftsRemoveCheckedAsk: 'Удалить отмеченные черновики ({n})?',
  draftsFound: 'Черновиков: {n}',
  /** An action on a draft removed meanwhile (another tab): {name} as the row showed it. */
  draftsGone: 'Черновик «{name}» уже удалён',
  /** The same for several checked drafts: {names} their names, each in «», joined by commas. */
  draftsGoneMany: 'Черновики {names} уже удалены',
  /** A rename refused because the draft was renamed meanwhile: {was} as the row showed it, {name} its name now. */
  draftsRenamedMeanwhile: 'Черновик «{was}» уже переименован в «{name}»',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(draftsMessages);
export type DraftsKey = Parameters<typeof t>[0];
