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
