/**
 * Every business constant of spec section 9, once. Widgets, stores, the
 * portal and tests import them from here; a number retyped elsewhere drifts.
 */

/** Page sizes (spec 9): 20 for most lists, 10 for orders and drafts. */
export const PAGE_SIZE = {
  catalogue: 20,
  acts: 20,
  favourites: 20,
  needs: 20,
  purchased: 20,
  carousels: 20,
  orders: 10,
  drafts: 10,
} as const;

/** Pagination window: at most 11 items, at least 7 (first, last, gaps included). */
export const PAGINATION_MAX = 11;
export const PAGINATION_MIN = 7;

/** Defaults (spec 9). Delivery and region are strings in the legacy forms. */
export const DEFAULT_DELIVERY = '3';
/** Catalogue id in the account area. */
export const DEFAULT_CATALOG_ACCOUNT = 2;
/** Catalogue id in the catalogue area. */
export const DEFAULT_CATALOG = 1223;
export const DEFAULT_WAREHOUSE = 1;
export const DEFAULT_REGION = '1';
/** Manager type_id default (spec 3, 6). */
export const DEFAULT_MANAGER_TYPE_ID = 2;

/** Product images live at /dbpics/{id}.{type}; this one stands in when there is none. */
export const IMAGE_PATH_PREFIX = '/dbpics/';
export const IMAGE_FALLBACK = '/img/no_photo.gif';

/** Carousels: 4 slides per view, 500 ms per slide change. */
export const CAROUSEL_SLIDES_PER_VIEW = 4;
export const CAROUSEL_SPEED_MS = 500;

/** Timings in milliseconds (spec 9). */
export const ADDED_TO_CART_POPUP_MS = 2500;
export const CHAT_POLL_MS = 5000;
export const ACTS_POLL_MS = 10000;
export const THROTTLE_MS = 500;
export const COUNTER_DEBOUNCE_MS = 500;
/** The counter tells the rest of the page 1 ms after its own debounce has fired. */
export const COUNTER_BROADCAST_MS = 501;
export const ALERT_MIN_MS = 2000;
export const ALERT_MAX_MS = 3000;
/** Callback failure shows the server message for 2 s (spec 8). */
export const CALLBACK_ERROR_MS = 2000;
/** 'Данные сохранены' hides after 1.5 s, 3 s on the managers screen (spec 8). */
export const SAVED_NOTICE_MS = 1500;
export const SAVED_NOTICE_MANAGERS_MS = 3000;
export const PROJECT_CHECK_MS = 500;
/** Order-import lines are re-validated this often (spec 5). */
export const IMPORT_CHECK_MS = 500;
export const ANIMATION_MS = 200;

/** Autocomplete (spec 5): generic minimum 1 character after 300 ms; complaints need 2. */
export const AUTOCOMPLETE_MIN_CHARS = 1;
export const AUTOCOMPLETE_DELAY_MS = 300;
export const COMPLAINTS_AUTOCOMPLETE_MIN_CHARS = 2;

/** Acts default period 12 months; purchased goods 30 days; order filter 'week' (spec 9). */
export const ACTS_DEFAULT_MONTHS = 12;
export const PURCHASED_DEFAULT_DAYS = 30;
export const ORDERS_DEFAULT_DATESELECT = 'week';
export const ORDERS_DEFAULT_DAYS = 30;

/** Date formats (spec 9): pages use dd.mm.yyyy, the date picker dd.mm.yy with Monday first. */
export const DATE_FORMAT = 'dd.MM.yyyy';
export const SHORT_DATE_FORMAT = 'dd.MM.yy';
export const WEEK_STARTS_ON = 1;

/** Order state markers (spec 3): state id -> Bootstrap-like tone. */
export const ORDER_STATE_TONE: Readonly<Record<number, 'success' | 'danger' | 'primary'>> = {
  3: 'success',
  4: 'danger',
  10: 'primary',
};

/** Availability types for invoicing (spec 3). */
export const AVAILABILITY = {
  /** One invoice for in-stock and made-to-order items. */
  single: 1,
  /** Separate invoices. */
  separate: 2,
  /** Invoice only the in-stock items. */
  inStockOnly: 3,
} as const;
export type AvailabilityType = (typeof AVAILABILITY)[keyof typeof AVAILABILITY];

/** Legacy cookie names (spec 3, 7). */
export const CATALOG_ID_COOKIE = 'catalogId';
export const COMPLAINTS_COOKIE = 'recl';
/** <b2b-sidebar>'s layout, 'narrow' or 'wide', per browser; a cookie so the server renders it (no shift on reload). */
export const SIDEBAR_LAYOUT_COOKIE = 'b2bSidebar';
export const SIDEBAR_LAYOUT_MAX_AGE_S = 365 * 24 * 3600;
/**
 * Below this viewport width <b2b-sidebar> is a menu button over the page:
 * a column beside the content would squeeze it (at 390px the content got 70-140px).
 * styles.css repeats the number in its media queries (a static file).
 */
export const SIDEBAR_COMPACT_QUERY = '(max-width: 899.98px)';

/** Network defaults (design 4): every call has a timeout; idempotent GETs retry twice. */
export const API_TIMEOUT_MS = 15000;
export const API_GET_RETRIES = 2;
export const API_RETRY_BASE_MS = 300;

/** Price-list file name (spec 7): price_ZZ_{dd.mm.yyyy}.xlsx. */
export const PRICE_LIST_FILE_PREFIX = 'price_ZZ_';

/**
 * Price-list upload limits (the spec gives none). The portal
 * refuses more with a 4xx and a Russian message; the widget checks first.
 */
export const PRICE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Order lines read from one file or one paste (a line = a code with a quantity). */
export const PRICE_UPLOAD_MAX_LINES = 10_000;
/** Pasted text, in characters: 10,000 lines of 'КР-01234<TAB>12'. */
export const PRICE_BUFFER_MAX_CHARS = 400_000;
/**
 * What reading one upload may cost the portal: a file under
 * PRICE_UPLOAD_MAX_BYTES can still unpack to gigabytes or hold a million rows,
 * so the archive's directory is checked before anything is unpacked and the
 * sheet is read as a stream that stops at the first limit passed.
 */
/** All parts of an .xlsx together, unpacked. */
export const PRICE_UPLOAD_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Parts (files) in the .xlsx archive: a workbook of a few sheets has 10 to 30. */
export const PRICE_UPLOAD_MAX_PARTS = 300;
/** Sheets in the workbook. */
export const PRICE_UPLOAD_MAX_SHEETS = 50;
/** Unpacked to packed size of one part (over 1 MB unpacked): Excel's sheets pack 5 to 20 times, a zip bomb 1,000 times. */
export const PRICE_UPLOAD_MAX_RATIO = 100;
/** Rows of a sheet or lines of a CSV, blank ones counted: the order lines plus titles, headers and section rows. */
export const PRICE_UPLOAD_MAX_ROWS = PRICE_UPLOAD_MAX_LINES + 1_000;
/** Columns of a sheet: a price list has about ten. */
export const PRICE_UPLOAD_MAX_COLUMNS = 100;
/** Characters in one cell (a code, a quantity, a product name). */
export const PRICE_UPLOAD_MAX_CELL_CHARS = 10_000;
/** Characters in one line of a CSV or of pasted text. */
export const PRICE_UPLOAD_MAX_LINE_CHARS = 20_000;
/** File types the upload takes. */
export const PRICE_UPLOAD_TYPES = ['.xlsx', '.xls', '.csv'] as const;
/**
 * The one time zone of the portal: every date and time the
 * portal and the widgets show is this zone's wall clock, whatever the server's
 * or the buyer's own zone. A host may set another with configure({ timeZone })
 * or <meta name="b2b:time-zone">; the reference portal uses this one.
 */
export const PORTAL_TIME_ZONE = 'Europe/Moscow';
/** The order history page (design 3: /orders/ holds <b2b-orders>); a placed order links there by its number. */
export const ORDERS_PATH = '/orders/';
/** Where the buyer goes after adding from a price list (spec 2: '/cart'). */
export const PRICE_LIST_CART_PATH = '/cart';
/** Making a price list or reading a big file takes longer than a usual call. */
export const PRICE_LIST_TIMEOUT_MS = 60_000;
