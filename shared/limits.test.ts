import { describe, expect, it } from 'vitest';
import * as limits from './limits';

// Every number of site-and-editor.md §9 and storefront.md §9 that has a named constant.
const expected: readonly [keyof typeof limits, unknown][] = [
  ['MAX_BLOCKS_PER_LAYOUT', 60],
  ['MAX_TRACKS_PER_ALBUM', 60],
  ['MAX_ITEMS_PER_ORDERABLE_COLLECTION', 250],
  ['MAX_PRODUCTS_PER_COLLECTION', 200],
  ['MAX_NESTED_CATEGORIES', 10000],
  ['SMUGMUG_GALLERY_COUNT', 20],
  ['SMUGMUG_GALLERY_SIZE', 50],
  ['MAX_TAG_LENGTH', 50],
  ['MAX_CATEGORY_LENGTH', 25],
  ['BYTES_PER_MB', 1000000],
  ['DEFAULT_SLIDER_ASPECT_RATIO', 50],
  ['FRAME_WIDTH', { desktop: 1024, tablet: 768, phone: 428 }],
  ['MOBILE_MAX_WIDTH', 432],
  ['DESKTOP_MIN_WIDTH', 433],
  ['CENSUS_COOKIE_LIFETIME_MS', 2 * 365 * 24 * 60 * 60 * 1000],
  ['VISIT_TIMESTAMP_LIFETIME_MS', 30 * 60 * 1000],
  ['ANALYTICS_COOKIE_LIFETIME_MS', 390 * 24 * 60 * 60 * 1000],
  ['CENSUS_CALL_TIMEOUT_MS', 2500],
  ['ELEMENT_SETTLE_TIMEOUT_MS', 3000],
  ['ELEMENT_SETTLE_INTERVAL_MS', 100],
  ['CAPTCHA_COMPACT_BELOW_PX', 320],
  ['TWEEN_DEFAULT_DURATION_MS', 300],
  ['DARK_LUMINANCE_THRESHOLD', 166.4],
  ['PARTIAL_INCLUDE_DEPTH_LIMIT', 16],
  ['IMAGE_ALT_MAX_LENGTH', 250],
  ['DEFAULT_TRUNCATE_LENGTH', 100],
  ['IMAGE_WIDTH_VARIANTS', [100, 300, 500, 750, 1000, 1500, 2500]],
  ['THUMBNAIL_WIDTH_THRESHOLDS', [100, 300, 500, 750, 1000]],
  ['DEFAULT_TIME_ZONE', 'America/New_York'],
  ['MONEY_MINOR_UNITS', 100],
  ['COMMENT_PLURAL_THRESHOLD', 1],
  ['SCROLL_OFFSET_DEFAULT_PX', 30],
  ['PERFORMANCE_FLUSH_MS', 30000],
  ['PERFORMANCE_MAX_WAIT_MS', 60000],
  ['DEFAULT_INTERFACE_LANGUAGE', 'en-US'],
  ['ERROR_REPORTS_PER_PAGE', 20],
  ['ERROR_REPORT_QUEUE_SIZE', 10],
  ['ERROR_REPORT_STACK_MAX_LENGTH', 5000],
  ['ERROR_REPORT_DEBOUNCE_MS', 1000],
  ['TIMEZONE_CACHE_CAPACITY', 100],
  ['QUERY_STRING_MAX_KEYS', 1000],
  ['MAX_URL_LENGTH', 2083],
];

const all: Readonly<Record<string, unknown>> = { ...limits };

describe('limits', () => {
  it.each(expected)('%s is %j', (name, value) => {
    expect(all[name]).toEqual(value);
  });

  it('the breakpoints meet without a gap', () => {
    expect(limits.DESKTOP_MIN_WIDTH).toBe(limits.MOBILE_MAX_WIDTH + 1);
  });

  it('the visit timestamp lapses long before the census cookie', () => {
    expect(limits.VISIT_TIMESTAMP_LIFETIME_MS).toBeLessThan(limits.CENSUS_COOKIE_LIFETIME_MS);
  });
});
