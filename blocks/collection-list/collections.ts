// The blocks that list a collection, one row per type code: the name, the settings the type has
// (in panel order) with the default collection path, and what the block shows while the site has
// no such collection: placeholder shapes or a month grid, a line a visitor may read ("No posts
// yet.") and a muted line saying what will show there.
import { BlockType } from '../../shared/codes/block-type-codes';
import { capitalised } from '../../shared/content/capitalised';
import { commentCountText } from '../../shared/content/comments';
import { rssPath } from '../../shared/content/feeds';
import { MAX_TRACKS_PER_ALBUM } from '../../shared/limits';
import type { CollectionListSettings, ListSettingKey, SummaryVariant } from './list-settings';
import { monthTitle } from './month-grid';

export type SkeletonShape =
  | SummaryVariant
  | 'rows'
  | 'tags'
  | 'dates'
  | 'tracks'
  | 'months'
  | 'comments';

export type ListBody =
  | { readonly kind: 'skeleton'; readonly shape: SkeletonShape | 'variant' }
  | { readonly kind: 'calendar' }
  | { readonly kind: 'link' }
  | { readonly kind: 'feed' };

export interface CollectionInfo {
  readonly type: number;
  readonly name: string;
  /** The default collection path, for the types that read one. */
  readonly collection?: string;
  /** The path names a folder of the navigation instead of a collection (index, folder). */
  readonly readsFolder?: boolean;
  /** The type's settings besides `title` and `collection`, in panel order. */
  readonly settings: readonly ListSettingKey[];
  readonly body: ListBody;
  /** What a visitor reads while the list is empty; none for a link. */
  readonly empty?: string;
  /** The muted line saying what will show here. */
  readonly hint: (settings: CollectionListSettings) => string;
}

const skeleton = (shape: SkeletonShape | 'variant'): ListBody => ({ kind: 'skeleton', shape });
const NO_POSTS = 'No posts yet.';
const NO_PAGES = 'No pages yet.';
const BLOG = '/blog';

const SUMMARY: Omit<CollectionInfo, 'type'> = {
  name: 'Summary',
  collection: BLOG,
  settings: ['variant', 'itemsToShow', 'showExcerpt', 'showDate', 'showAuthor'],
  body: skeleton('variant'),
  empty: NO_POSTS,
  hint: (s) => `Summary — your latest posts will show here as a ${s.variant ?? 'grid'}.`,
};

/** "Posts tagged “news” will show here.", or the general line while no name is given. */
const filtered = (chosen: string | undefined, named: (name: string) => string, general: string) => {
  const name = chosen?.trim() ?? '';
  return `${name === '' ? general : named(name)} will show here.`;
};

export const COLLECTIONS: readonly CollectionInfo[] = [
  {
    type: BlockType.journal,
    name: 'Journal',
    collection: BLOG,
    settings: ['itemsToShow'],
    body: skeleton('list'),
    empty: NO_POSTS,
    hint: () => "Your journal's latest posts will show here.",
  },
  {
    type: BlockType.index,
    name: 'Index',
    collection: '/portfolio',
    readsFolder: true,
    settings: [],
    body: skeleton('grid'),
    empty: NO_PAGES,
    hint: () => 'The pages of this index will show here.',
  },
  {
    type: BlockType.collectionLink,
    name: 'Collection link',
    collection: BLOG,
    settings: [],
    body: { kind: 'link' },
    hint: (s) => `Links to the collection at ${s.collection}.`,
  },
  {
    type: BlockType.tagCloud,
    name: 'Tag cloud',
    collection: BLOG,
    settings: [],
    body: skeleton('tags'),
    empty: 'No tags yet.',
    hint: () => 'Your tags will show here.',
  },
  {
    type: BlockType.comments,
    name: 'Comments',
    collection: BLOG,
    settings: ['item'],
    body: skeleton('comments'),
    empty: commentCountText(0),
    hint: () => 'Comments from visitors will show here.',
  },
  {
    type: BlockType.folder,
    name: 'Folder',
    collection: '/more',
    readsFolder: true,
    settings: [],
    body: skeleton('rows'),
    empty: NO_PAGES,
    hint: () => 'The pages in this folder will show here.',
  },
  { type: BlockType.summary, ...SUMMARY },
  {
    type: BlockType.calendar,
    name: 'Calendar',
    collection: '/events',
    settings: [],
    body: { kind: 'calendar' },
    empty: 'No events this month.',
    hint: () => 'Events will show on these days.',
  },
  {
    type: BlockType.postsByAuthor,
    name: 'Posts by author',
    collection: BLOG,
    settings: ['author', 'itemsToShow'],
    body: skeleton('list'),
    empty: NO_POSTS,
    hint: (s) => filtered(s.author, (n) => `Posts by ${n}`, 'Posts by the author you choose'),
  },
  {
    type: BlockType.byTag,
    name: 'Posts by tag',
    collection: BLOG,
    settings: ['tag', 'itemsToShow'],
    body: skeleton('list'),
    empty: NO_POSTS,
    hint: (s) => filtered(s.tag, (n) => `Posts tagged “${n}”`, 'Posts with the tag you choose'),
  },
  {
    type: BlockType.byCategory,
    name: 'Posts by category',
    collection: BLOG,
    settings: ['category', 'itemsToShow'],
    body: skeleton('list'),
    empty: NO_POSTS,
    hint: (s) =>
      filtered(
        s.category,
        (n) => `Posts in the category “${n}”`,
        'Posts in the category you choose',
      ),
  },
  {
    type: BlockType.byMonth,
    name: 'Posts by month',
    collection: BLOG,
    settings: ['month', 'year', 'itemsToShow'],
    body: skeleton('list'),
    empty: NO_POSTS,
    hint: (s) => `Posts from ${monthTitle(s.year ?? 0, Number(s.month))} will show here.`,
  },
  {
    type: BlockType.rss,
    name: 'RSS feed',
    collection: BLOG,
    settings: [],
    body: { kind: 'feed' },
    hint: (s) => `The feed of ${s.collection}, for feed readers.`,
  },
  { type: BlockType.summaryV2, ...SUMMARY },
  {
    type: BlockType.tourDates,
    name: 'Tour dates',
    collection: '/events',
    settings: ['itemsToShow'],
    body: skeleton('dates'),
    empty: 'No upcoming shows.',
    hint: () => 'Upcoming tour dates will show here.',
  },
  {
    type: BlockType.album,
    name: 'Album',
    collection: '/album',
    settings: [],
    body: skeleton('tracks'),
    empty: 'No tracks yet.',
    hint: () => `Album tracks will show here (up to ${MAX_TRACKS_PER_ALBUM}).`,
  },
  {
    type: BlockType.archive,
    name: 'Archive',
    collection: BLOG,
    settings: [],
    body: skeleton('months'),
    empty: NO_POSTS,
    hint: () => 'Posts by month will show here.',
  },
];

/** The collection-list row of a type code; undefined for any other code. */
export function collectionOf(type: number): CollectionInfo | undefined {
  return COLLECTIONS.find((info) => info.type === type);
}

/** How many placeholders a shape draws: a few, never more than the items the block will show. */
const PLACEHOLDERS: Readonly<Record<SkeletonShape, number>> = {
  grid: 3,
  wall: 5,
  carousel: 4,
  list: 3,
  rows: 4,
  tags: 10,
  dates: 3,
  tracks: 4,
  months: 4,
  comments: 2,
};

export function placeholderCount(shape: SkeletonShape, itemsToShow: number | undefined): number {
  const few = PLACEHOLDERS[shape];
  return shape === 'tags' || itemsToShow === undefined ? few : Math.min(few, itemsToShow);
}

/** The link a collection link or feed points to: the collection, or its RSS feed. */
export function collectionHref(path: string, kind: 'link' | 'feed'): string {
  return kind === 'feed' ? rssPath(path) : path;
}

/** The collection's name from its path, for a link without a title: "/spring-news" → "Spring news". */
export function collectionName(path: string): string {
  const last =
    path
      .split('/')
      .filter((part) => part !== '')
      .pop() ?? '';
  const words = decodePart(last).replace(/[-_]+/g, ' ').trim();
  return words === '' ? 'Home' : capitalised(words);
}

/** A path part decoded; as it is when it is not valid percent-encoding. */
export function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
