/**
 * React components and page-wide configuration for npm users:
 *   import { configure, Basket } from 'b2b-widgets';
 * Each widget also has its own subpath ('b2b-widgets/basket'); with
 * `sideEffects` set, a bundler keeps only the widgets you import.
 */
import './tag-map';
import { configure as configurePage, type ConfigureOptions as PageOptions } from './core/config';
import type { Messages } from './core/messages';

export { getConfig } from './core/config';
export { defaultMessages, type Messages, type MessageKey } from './core/messages';

/** What configure() takes: the API's base, the site's base and time zone, and your texts for any of the widgets' messages. */
export interface ConfigureOptions extends Omit<PageOptions, 'messages'> {
  messages?: Partial<Messages>;
}

/** Page-wide settings for every widget: call it once, before the widgets render; a later call adds to the earlier ones. */
export const configure: (options: ConfigureOptions) => void = configurePage;
export type { B2BEventMap, B2BEventName } from './core/events';
export { StyleRoot, type StyleRootProps } from './ui/StyleRoot';
export { Addresses } from './widgets/addresses';
export { Acts, type ActsProps } from './widgets/acts';
export { Basket, type BasketProps } from './widgets/basket';
export { BasketCounter, type BasketCounterProps } from './widgets/basket-counter';
export { Callback, type CallbackProps } from './widgets/callback';
export { CatalogFilter, type CatalogFilterProps } from './widgets/catalog-filter';
export { Chat, type ChatProps } from './widgets/chat';
export { ComplaintsSearch, type ComplaintsSearchProps } from './widgets/complaints-search';
export { Consignees } from './widgets/consignees';
export { DemoIntro, type DemoIntroProps } from './widgets/demo-intro';
export { Counterparties } from './widgets/counterparties';
export { Drafts, type DraftsProps } from './widgets/drafts';
export { FastOrder, type FastOrderProps } from './widgets/fast-order';
export { Favorites, type FavoritesProps } from './widgets/favorites';
export { GoodsCarousel, type GoodsCarouselProps } from './widgets/goods-carousel';
export { Login, type LoginProps } from './widgets/login';
export { Needs, type NeedsProps } from './widgets/needs';
export { NotificationSettings } from './widgets/notification-settings';
export { Notices, type NoticesProps } from './widgets/notices';
export { Managers } from './widgets/managers';
export { PriceList, type PriceListProps } from './widgets/price-list';
export { PriceUpload, type PriceUploadProps } from './widgets/price-upload';
export { PurchasedGoods, type PurchasedGoodsProps } from './widgets/purchased-goods';
export { Orders, type OrdersProps } from './widgets/orders';
export { Registration, type RegistrationProps } from './widgets/registration';
export { Sidebar, type SidebarProps } from './widgets/sidebar';
export { TopNews, type TopNewsProps } from './widgets/top-news';
export { NewsletterForm, type NewsletterFormProps } from './widgets/newsletter-form';
export { ProjectOrder, type ProjectOrderProps, type CheckClock } from './widgets/project-order';
export { Reminder, type ReminderProps } from './widgets/reminder';
