// Business constants and limits: spec site-and-editor.md §9 and storefront.md §9.
// Named constants so every feature reads the same number.

/** At most this many blocks in one layout (a page). */
export const MAX_BLOCKS_PER_LAYOUT = 60;
export const MAX_TRACKS_PER_ALBUM = 60;
export const MAX_ITEMS_PER_ORDERABLE_COLLECTION = 250;
export const MAX_PRODUCTS_PER_COLLECTION = 200;
export const MAX_NESTED_CATEGORIES = 10_000;
export const SMUGMUG_GALLERY_COUNT = 20;
export const SMUGMUG_GALLERY_SIZE = 50;
export const MAX_TAG_LENGTH = 50;
export const MAX_CATEGORY_LENGTH = 25;
/** File sizes in MB use decimal megabytes; other file sizes are formatted in 1024 steps. */
export const BYTES_PER_MB = 1_000_000;
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;

/** Device preview frame widths in CSS pixels. The spec gives no tablet width; 768 is ours. */
export const FRAME_WIDTH = { desktop: 1024, tablet: 768, phone: 428 } as const;
export type Device = keyof typeof FRAME_WIDTH;
/** Mobile is a screen up to 432 px wide; desktop is 433 px and wider. */
export const MOBILE_MAX_WIDTH = 432;
export const DESKTOP_MIN_WIDTH = 433;

// Site-wide timings and template-engine limits: spec site-and-editor.md §9, storefront.md §9.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Census visitor cookie lifetime: 2 years (two 365-day years; the spec gives no calendar rule). */
export const CENSUS_COOKIE_LIFETIME_MS = 2 * 365 * DAY_MS;
/** Visit timestamp cookie lifetime: 30 minutes; a new visit starts once it lapses. */
export const VISIT_TIMESTAMP_LIFETIME_MS = 30 * MINUTE_MS;
/** Analytics (session) cookie lifetime: 390 days. */
export const ANALYTICS_COOKIE_LIFETIME_MS = 390 * DAY_MS;
/** Census calls (button click and render) give up after 2500 ms. */
export const CENSUS_CALL_TIMEOUT_MS = 2500;

// The cart count cap, popover duration, reflow throttle and offsets live with the cart rules
// in shared/cart/link-label.ts and shared/cart/popover.ts.

/** Element-settle wait: give up after 3000 ms; an element counts as settled after 100 ms. */
export const ELEMENT_SETTLE_TIMEOUT_MS = 3000;
export const ELEMENT_SETTLE_INTERVAL_MS = 100;
/** The captcha uses its compact widget below this width. */
export const CAPTCHA_COMPACT_BELOW_PX = 320;
export const TWEEN_DEFAULT_DURATION_MS = 300;
/** A luminance below 0.65 of 256 counts as dark. */
export const DARK_LUMINANCE_THRESHOLD = 0.65 * 256;

/** Template engine: nested partial includes stop at this depth. */
export const PARTIAL_INCLUDE_DEPTH_LIMIT = 16;
/** Image alt text taken from an item's body is truncated to this many characters. */
export const IMAGE_ALT_MAX_LENGTH = 250;
export const DEFAULT_TRUNCATE_LENGTH = 100;
export const IMAGE_WIDTH_VARIANTS = [100, 300, 500, 750, 1000, 1500, 2500] as const;
export const THUMBNAIL_WIDTH_THRESHOLDS = [100, 300, 500, 750, 1000] as const;
export const DEFAULT_TIME_ZONE = 'America/New_York';
// The quantity bounds (1 to 9999) live with the quantity rules in shared/products/quantity.ts.
/** Money in minor units is divided by this to get major units. */
export const MONEY_MINOR_UNITS = 100;
/** Comment counts above this use the plural wording. */
export const COMMENT_PLURAL_THRESHOLD = 1;
export const SCROLL_OFFSET_DEFAULT_PX = 30;

/** Performance records are flushed 30 s after load, and never held longer than 60 s. */
export const PERFORMANCE_FLUSH_MS = 30 * SECOND_MS;
export const PERFORMANCE_MAX_WAIT_MS = 60 * SECOND_MS;
export const DEFAULT_INTERFACE_LANGUAGE = 'en-US';

/** Error reporting: sends per page, queued events, stack length and debounce. */
export const ERROR_REPORTS_PER_PAGE = 20;
export const ERROR_REPORT_QUEUE_SIZE = 10;
export const ERROR_REPORT_STACK_MAX_LENGTH = 5000;
export const ERROR_REPORT_DEBOUNCE_MS = SECOND_MS;

export const TIMEZONE_CACHE_CAPACITY = 100;
/** Query-string parsing keeps at most this many keys by default. */
export const QUERY_STRING_MAX_KEYS = 1000;
/** The generic validator accepts URLs up to this many characters. */
export const MAX_URL_LENGTH = 2083;
