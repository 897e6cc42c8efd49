/**
 * React components and page-wide configuration for npm users:
 *   import { configure, Basket } from 'b2b-widgets';
 * Each widget also has its own subpath ('b2b-widgets/basket'); with
 * `sideEffects` set, a bundler keeps only the widgets you import.
 */
export { configure, getConfig, type ConfigureOptions } from './core/config';
export { defaultMessages, type Messages, type MessageKey } from './core/messages';
export type { B2BEventMap, B2BEventName } from './core/events';
export { StyleRoot, type StyleRootProps } from './ui/StyleRoot';
export { Basket, type BasketProps } from './widgets/basket';
export { BasketCounter, type BasketCounterProps } from './widgets/basket-counter';
export { Callback, type CallbackProps } from './widgets/callback';
export { CatalogFilter, type CatalogFilterProps } from './widgets/catalog-filter';
export { Chat, type ChatProps } from './widgets/chat';
export { ComplaintsSearch, type ComplaintsSearchProps } from './widgets/complaints-search';
export { Counterparties } from './widgets/counterparties';
export { Drafts, type DraftsProps } from './widgets/drafts';
export { FastOrder, type FastOrderProps } from './widgets/fast-order';
export { GoodsCarousel, type GoodsCarouselProps } from './widgets/goods-carousel';
export { Login, type LoginProps } from './widgets/login';
export { Managers } from './widgets/managers';
export { PriceList, type PriceListProps } from './widgets/price-list';
export { PriceUpload, type PriceUploadProps } from './widgets/price-upload';
export { Orders, type OrdersProps } from './widgets/orders';
export { Registration, type RegistrationProps } from './widgets/registration';
