import { describe, expect, it } from 'vitest';
import * as c from '../../../src/core/constants';

// Each row quotes spec section 9 and checks the one place the number lives.
describe('spec 9 constants', () => {
  it.each([
    ['20 for catalogue', c.PAGE_SIZE.catalogue, 20],
    ['20 for acts', c.PAGE_SIZE.acts, 20],
    ['20 for favourites', c.PAGE_SIZE.favourites, 20],
    ['20 for needs', c.PAGE_SIZE.needs, 20],
    ['20 for purchased goods', c.PAGE_SIZE.purchased, 20],
    ['20 for carousels', c.PAGE_SIZE.carousels, 20],
    ['10 for orders', c.PAGE_SIZE.orders, 10],
    ['10 for drafts', c.PAGE_SIZE.drafts, 10],
    ['Pagination: maximum size 11', c.PAGINATION_MAX, 11],
    ['(minimum 7)', c.PAGINATION_MIN, 7],
    ["delivery '3'", c.DEFAULT_DELIVERY, '3'],
    ["catalog '2' in the account area", c.DEFAULT_CATALOG_ACCOUNT, 2],
    ['1223 in the catalogue area', c.DEFAULT_CATALOG, 1223],
    ['warehouse 1', c.DEFAULT_WAREHOUSE, 1],
    ["region '1'", c.DEFAULT_REGION, '1'],
    ['fallback /img/no_photo.gif', c.IMAGE_FALLBACK, '/img/no_photo.gif'],
    ['Images: /dbpics/{id}.{type}', c.IMAGE_PATH_PREFIX, '/dbpics/'],
    ['4 slides per view', c.CAROUSEL_SLIDES_PER_VIEW, 4],
    ['speed 500 ms', c.CAROUSEL_SPEED_MS, 500],
    ['added-to-cart popup 2.5 s', c.ADDED_TO_CART_POPUP_MS, 2500],
    ['chat poll 5000 ms', c.CHAT_POLL_MS, 5000],
    ['acts poll 10000 ms', c.ACTS_POLL_MS, 10000],
    ['throttle default 500 ms', c.THROTTLE_MS, 500],
    ['counter debounce 500 ms', c.COUNTER_DEBOUNCE_MS, 500],
    ['broadcast after 501 ms', c.COUNTER_BROADCAST_MS, 501],
    ['alerts 2000', c.ALERT_MIN_MS, 2000],
    ['to 3000 ms', c.ALERT_MAX_MS, 3000],
    ['project form check 500 ms', c.PROJECT_CHECK_MS, 500],
    ['sidebar and panel animation 200 ms', c.ANIMATION_MS, 200],
    ['the generic autocomplete: minimum 1', c.AUTOCOMPLETE_MIN_CHARS, 1],
    ['delay 300 ms', c.AUTOCOMPLETE_DELAY_MS, 300],
    ['the complaints autocomplete needs 2 characters', c.COMPLAINTS_AUTOCOMPLETE_MIN_CHARS, 2],
    ['Validity is re-checked every 500 ms', c.IMPORT_CHECK_MS, 500],
    ['type_id (default 2)', c.DEFAULT_MANAGER_TYPE_ID, 2],
  ])('%s', (_quote, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('State markers: 3 success, 4 danger, 10 primary', () => {
    expect(c.ORDER_STATE_TONE).toEqual({ 3: 'success', 4: 'danger', 10: 'primary' });
  });

  it('Availability types: 1 single, 2 separate, 3 in-stock only', () => {
    expect([c.AVAILABILITY.single, c.AVAILABILITY.separate, c.AVAILABILITY.inStockOnly]).toEqual([1, 2, 3]);
  });

  it('date formats: dd.mm.yyyy on pages, dd.mm.yy with Monday first in the picker', () => {
    expect(c.WEEK_STARTS_ON).toBe(1);
  });
});
