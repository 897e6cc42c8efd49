/** Strings of <b2b-demo-intro>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const demoIntroMessages = {
  demoIntroTitle: 'Добро пожаловать в демо-режим',
  demoIntroClose: 'Понятно, начать работу',
  demoIntroLoading: 'Загружаем описание демо-режима…',
  demoIntroFallback:
    'В демо-режиме можно смотреть каталог и цены по договорам, собирать корзину, сохранять черновики и оформлять заказы: они не уходят поставщику. У демо-пользователя три договора: по одному приостановлены заказы, по другому есть просроченная задолженность, третий без ограничений.',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(demoIntroMessages);
export type DemoIntroKey = Parameters<typeof t>[0];
