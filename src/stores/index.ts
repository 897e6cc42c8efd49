/** The page-wide stores and their React bindings (see each file for the why). */
export * from './basket';
export * from './session';
export * from './react';
export { getSessionStore, resetPageStores, pageSessionApi } from './page';
export { getBasketStore, pageBasketApi } from './page-basket';
export * from './lists';
export type { BasketApi, SessionApi, RequestOptions } from './api';
export type { BasketChannel, BasketMessage } from './basket-channel';
export { openBasketChannel, BASKET_CHANNEL_NAME } from './basket-channel';
