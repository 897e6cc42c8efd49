/**
 * Side-effect entry: defines every b2b-* tag at once (npm users with a bundler).
 *   import 'b2b-widgets/elements';
 * Legacy pages use the standalone loader instead, which loads tags lazily.
 * tests/unit/widgets/registry.test.ts keeps this list, the loader's tag list
 * and the widget folders in step.
 */
import './tag-map';
import './widgets/acts/element';
import './widgets/addresses/element';
import './widgets/basket-counter/element';
import './widgets/basket/element';
import './widgets/callback/element';
import './widgets/catalog-filter/element';
import './widgets/chat/element';
import './widgets/complaints-search/element';
import './widgets/consignees/element';
import './widgets/counterparties/element';
import './widgets/demo-intro/element';
import './widgets/drafts/element';
import './widgets/fast-order/element';
import './widgets/favorites/element';
import './widgets/goods-carousel/element';
import './widgets/login/element';
import './widgets/managers/element';
import './widgets/needs/element';
import './widgets/newsletter-form/element';
import './widgets/notices/element';
import './widgets/notification-settings/element';
import './widgets/orders/element';
import './widgets/price-list/element';
import './widgets/price-upload/element';
import './widgets/project-order/element';
import './widgets/purchased-goods/element';
import './widgets/registration/element';
import './widgets/reminder/element';
import './widgets/sidebar/element';
import './widgets/top-news/element';
