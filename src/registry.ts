// Every b2b-* tag. The standalone loader imports `<tag>.js` from beside itself
// when the tag first appears; tsup builds one such chunk per widget folder
// (src/widgets/<name>/element.ts -> b2b-<name>.js). A test checks this list
// against the folders; it is kept in alphabetical order. Keep this file free of imports: it is part of the loader.
export const widgetTags = [
  'b2b-acts',
  'b2b-addresses',
  'b2b-basket',
  'b2b-basket-counter',
  'b2b-callback',
  'b2b-catalog-filter',
  'b2b-chat',
  'b2b-complaints-search',
  'b2b-consignees',
  'b2b-counterparties',
  'b2b-demo-intro',
  'b2b-drafts',
  'b2b-fast-order',
  'b2b-favorites',
  'b2b-goods-carousel',
  'b2b-login',
  'b2b-managers',
  'b2b-needs',
  'b2b-newsletter-form',
  'b2b-notices',
  'b2b-notification-settings',
  'b2b-orders',
  'b2b-price-list',
  'b2b-price-upload',
  'b2b-project-order',
  'b2b-purchased-goods',
  'b2b-registration',
  'b2b-reminder',
  'b2b-sidebar',
  'b2b-top-news',
] as const;

export type WidgetTag = (typeof widgetTags)[number];
