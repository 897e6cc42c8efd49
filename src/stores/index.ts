/** The page-wide stores and their React bindings (see each file for the why). */
export * from './basket';
export * from './session';
export * from './react';
export { getBasketStore, getSessionStore, resetPageStores, pageBasketApi, pageSessionApi } from './page';
export * from './lists';
export type { BasketApi, SessionApi, RequestOptions } from './api';
export type { BasketChannel, BasketMessage } from './basket-channel';
export { openBasketChannel, BASKET_CHANNEL_NAME } from './basket-channel';
