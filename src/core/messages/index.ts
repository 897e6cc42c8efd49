/**
 * Every user-facing Russian string of the spec (sections 5, 6 and 8), verbatim,
 * typos included ("действиетельно"): tests import them from here, never retype.
 * A host page may override any entry with configure({ messages }) or a JSON
 * <script type="application/json" id="b2b-messages"> block.
 *
 * Split by widget (./common.ts and one file per widget) so a page downloads
 * only the strings of its widgets; this index joins them for the npm entry,
 * docs and tests. Widget code imports its own file, never this index.
 */
import { commonMessages } from './common';
import { accountMessages } from './account';
import { actsMessages } from './acts';
import { newsletterFormMessages } from './newsletter-form';
import { projectOrderMessages } from './project-order';
import { demoIntroMessages } from './demo-intro';
import { sidebarMessages } from './sidebar';
import { topNewsMessages } from './top-news';
import { noticesMessages } from './notices';
import { notificationSettingsMessages } from './notification-settings';
import { consigneesMessages } from './consignees';
import { addressesMessages } from './addresses';
import { productListMessages } from './product-list';
import { purchasedGoodsMessages } from './purchased-goods';
import { productMessages } from './product';
import { basketMessages } from './basket';
import { basketCounterMessages } from './basket-counter';
import { basketStoreMessages } from './basket-store';
import { callbackMessages } from './callback';
import { catalogFilterMessages } from './catalog-filter';
import { chatMessages } from './chat';
import { chatPanelMessages } from './chat-panel';
import { complaintsSearchMessages } from './complaints-search';
import { draftsMessages } from './drafts';
import { fastOrderMessages } from './fast-order';
import { fastOrderLinesMessages } from './fast-order-lines';
import { fastOrderStockMessages } from './fast-order-stock';
import { goodsCarouselMessages } from './goods-carousel';
import { loginMessages } from './login';
import { ordersMessages } from './orders';
import { priceListMessages } from './price-list';
import { priceUploadMessages } from './price-upload';
import { registrationMessages } from './registration';
import { repeatMessages } from './repeat';
import { reminderMessages } from './reminder';

export const defaultMessages = {
  ...commonMessages,
  ...reminderMessages,
  ...accountMessages,
  ...actsMessages,
  ...newsletterFormMessages,
  ...projectOrderMessages,
  ...demoIntroMessages,
  ...sidebarMessages,
  ...topNewsMessages,
  ...noticesMessages,
  ...notificationSettingsMessages,
  ...consigneesMessages,
  ...addressesMessages,
  ...productListMessages,
  ...purchasedGoodsMessages,
  ...productMessages,
  ...basketMessages,
  ...basketCounterMessages,
  ...basketStoreMessages,
  ...callbackMessages,
  ...catalogFilterMessages,
  ...chatMessages,
  ...chatPanelMessages,
  ...complaintsSearchMessages,
  ...draftsMessages,
  ...fastOrderMessages,
  ...fastOrderStockMessages,
  ...fastOrderLinesMessages,
  ...goodsCarouselMessages,
  ...loginMessages,
  ...ordersMessages,
  ...priceListMessages,
  ...priceUploadMessages,
  ...registrationMessages,
  ...repeatMessages,
} as const;

export type MessageKey = keyof typeof defaultMessages;
export type Messages = Record<MessageKey, string>;
