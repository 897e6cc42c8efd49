// The type of every b2b-* tag in the DOM (document.querySelector('b2b-basket')
// is an element with the basket's props), in one place. The package's entries
// import it (index.ts, elements.ts), so a TypeScript user of 'b2b-widgets' or
// 'b2b-widgets/elements' has the whole map; an element.ts does not, so no
// widget folder imports a file that imports every widget. Types only: it
// compiles to nothing. A tag of registry.ts without an entry here fails
// `npm run typecheck` (EveryTagTyped below).
import type { WidgetTag } from './registry';
import type { ActsProps } from './widgets/acts/Acts';
import type { BasketCounterProps } from './widgets/basket-counter/BasketCounter';
import type { BasketProps } from './widgets/basket/Basket';
import type { CallbackProps } from './widgets/callback/Callback';
import type { CatalogFilterProps } from './widgets/catalog-filter/CatalogFilter';
import type { ChatProps } from './widgets/chat/Chat';
import type { ComplaintsSearchProps } from './widgets/complaints-search/ComplaintsSearch';
import type { DemoIntroProps } from './widgets/demo-intro/DemoIntro';
import type { DraftsProps } from './widgets/drafts/Drafts';
import type { FastOrderProps } from './widgets/fast-order/FastOrder';
import type { FavoritesProps } from './widgets/favorites/Favorites';
import type { GoodsCarouselProps } from './widgets/goods-carousel/GoodsCarousel';
import type { LoginProps } from './widgets/login/Login';
import type { NeedsProps } from './widgets/needs/Needs';
import type { OrdersProps } from './widgets/orders/Orders';
import type { PriceListProps } from './widgets/price-list/PriceList';
import type { PriceUploadProps } from './widgets/price-upload/PriceUpload';
import type { ProjectOrderProps } from './widgets/project-order/ProjectOrder';
import type { PurchasedGoodsProps } from './widgets/purchased-goods/PurchasedGoods';
import type { RegistrationProps } from './widgets/registration/Registration';
import type { ReminderProps } from './widgets/reminder/Reminder';
import type { SidebarProps } from './widgets/sidebar/Sidebar';
import type { TopNewsProps } from './widgets/top-news/TopNews';

/** A dialog tag's methods (defineWidget's `modal`). */
interface Opens {
  show(): void;
  close(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'b2b-acts': HTMLElement & ActsProps;
    'b2b-addresses': HTMLElement;
    'b2b-basket-counter': HTMLElement & BasketCounterProps;
    'b2b-basket': HTMLElement & BasketProps;
    'b2b-callback': HTMLElement & Pick<CallbackProps, 'open'> & Opens;
    'b2b-catalog-filter': HTMLElement & CatalogFilterProps;
    'b2b-chat': HTMLElement & Pick<ChatProps, 'inline' | 'open'> & Opens;
    'b2b-complaints-search': HTMLElement & Pick<ComplaintsSearchProps, 'cookieName'>;
    'b2b-consignees': HTMLElement;
    'b2b-counterparties': HTMLElement;
    'b2b-demo-intro': HTMLElement & Pick<DemoIntroProps, 'open'> & Opens;
    'b2b-drafts': HTMLElement & DraftsProps;
    'b2b-fast-order': HTMLElement & FastOrderProps;
    'b2b-favorites': HTMLElement & FavoritesProps;
    'b2b-goods-carousel': HTMLElement & GoodsCarouselProps;
    'b2b-login': HTMLElement & Pick<LoginProps, 'open' | 'noReload'> & Opens;
    'b2b-managers': HTMLElement;
    'b2b-needs': HTMLElement & NeedsProps;
    'b2b-newsletter-form': HTMLElement;
    'b2b-notices': HTMLElement;
    'b2b-notification-settings': HTMLElement;
    'b2b-orders': HTMLElement & OrdersProps;
    'b2b-price-list': HTMLElement & Pick<PriceListProps, 'open' | 'linkOnly'> & Opens;
    'b2b-price-upload': HTMLElement & Pick<PriceUploadProps, 'open' | 'cartUrl'> & Opens;
    'b2b-project-order': HTMLElement & Pick<ProjectOrderProps, 'open'> & Opens;
    'b2b-purchased-goods': HTMLElement & PurchasedGoodsProps;
    'b2b-registration': HTMLElement & Pick<RegistrationProps, 'open' | 'request' | 'regions'> & Opens;
    'b2b-reminder': HTMLElement & Pick<ReminderProps, 'open'> & Opens;
    'b2b-sidebar': HTMLElement & SidebarProps;
    'b2b-top-news': HTMLElement & TopNewsProps;
  }
}

/** Fails to compile while a tag of registry.ts has no entry above. */
export type EveryTagTyped = OnlyNever<Exclude<WidgetTag, keyof HTMLElementTagNameMap>>;
type OnlyNever<T extends never> = T;
