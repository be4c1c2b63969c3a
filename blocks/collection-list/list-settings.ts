// Every setting a collection-list block may have, each with its schema, default and field: which
// collection (a path on this site), a title, the summary's design and what its cards show, how many
// items, and the tag, category, author or month a filtered list shows. Each type of the family
// picks the ones that fit it (collections.ts).
import { z } from 'zod';
import { capitalised } from '../../shared/content/capitalised';
import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from '../../shared/limits';
import { type Setting, setting } from '../family';
import { checkLinkUrl } from '../url';
import { currentMonth, MONTH_NAMES } from './month-grid';

export const SUMMARY_VARIANTS = ['wall', 'carousel', 'list', 'grid'] as const;
export type SummaryVariant = (typeof SUMMARY_VARIANTS)[number];

export const MAX_LIST_TITLE = 200;
export const MAX_AUTHOR_LENGTH = 100;
export const MIN_ITEMS = 1;
export const MAX_ITEMS = 30;
export const MIN_YEAR = 1990;
export const MAX_YEAR = 2100;

export type CollectionListSettings = {
  readonly title: string;
  readonly collection?: string;
  readonly variant?: SummaryVariant;
  readonly itemsToShow?: number;
  readonly showExcerpt?: boolean;
  readonly showDate?: boolean;
  readonly showAuthor?: boolean;
  readonly author?: string;
  readonly tag?: string;
  readonly category?: string;
  readonly month?: string;
  readonly year?: number;
  /** The item whose comments a Comments block shows, by its address; empty: the newest. */
  readonly item?: string;
};

export type ListSettingKey = Exclude<keyof CollectionListSettings, 'collection'>;

const COLLECTION_HINT = "Enter the collection's path on this site, such as /blog.";

/** A collection's path on this site ("/blog"): a link path without a query or an anchor. */
export function checkCollectionPath(value: string): string | null {
  const link = checkLinkUrl(value);
  if (!link.ok) return value.trim() === '' ? COLLECTION_HINT : link.message;
  return /^\/(?!\/)[^?#]*$/.test(value.trim()) ? null : COLLECTION_HINT;
}

/** The collection's path field; `field` renames it for the blocks that read a folder instead. */
export function collectionSetting(
  fallback: string,
  field: { readonly label: string; readonly help: string } = {
    label: 'Collection',
    help: 'The path of the page that holds the collection, such as /blog.',
  },
): Setting {
  const schema = z
    .string()
    .superRefine((value, ctx) => {
      const message = checkCollectionPath(value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    })
    .default(fallback);
  return setting(schema, {
    key: 'collection',
    kind: 'text',
    translatable: false,
    placeholder: fallback,
    ...field,
  });
}

const text = (key: ListSettingKey, label: string, noun: string, max: number, help: string) =>
  setting(z.string().max(max, `${noun} can be at most ${max} characters.`).default(''), {
    key,
    label,
    kind: 'text',
    maxLength: max,
    help,
    // The list's own title holds words; an author, a tag or a category picks the items.
    ...(key === 'title' ? {} : { translatable: false as const }),
  });

const toggle = (key: ListSettingKey, label: string, fallback: boolean) =>
  setting(z.boolean('Choose on or off.').default(fallback), { key, label, kind: 'boolean' });

function whole(name: string, min: number, max: number) {
  const span = `${name} must be from ${min} to ${max}.`;
  return z
    .number(`${name} must be a number.`)
    .int(`${name} must be a whole number.`)
    .min(min, span)
    .max(max, span);
}

export const LIST_SETTINGS: Readonly<Record<ListSettingKey, Setting>> = {
  title: text('title', 'Title', 'A title', MAX_LIST_TITLE, 'Optional: shown above the list.'),
  variant: setting(
    z.enum(SUMMARY_VARIANTS, 'Choose wall, carousel, list or grid.').default('grid'),
    {
      key: 'variant',
      label: 'Design',
      kind: 'choice',
      display: 'segmented',
      options: SUMMARY_VARIANTS.map((value) => ({
        value,
        label: capitalised(value),
      })),
    },
  ),
  itemsToShow: setting(whole('Items to show', MIN_ITEMS, MAX_ITEMS).default(6), {
    key: 'itemsToShow',
    label: 'Items to show',
    kind: 'number',
    min: MIN_ITEMS,
    max: MAX_ITEMS,
    slider: true,
  }),
  showExcerpt: toggle('showExcerpt', 'Show excerpt', true),
  showDate: toggle('showDate', 'Show date', true),
  showAuthor: toggle('showAuthor', 'Show author', false),
  author: text(
    'author',
    'Author',
    "An author's name",
    MAX_AUTHOR_LENGTH,
    'The name of the author whose posts to show.',
  ),
  tag: text('tag', 'Tag', 'A tag', MAX_TAG_LENGTH, 'The tag whose posts to show.'),
  category: text(
    'category',
    'Category',
    'A category',
    MAX_CATEGORY_LENGTH,
    'The category whose posts to show.',
  ),
  month: setting(
    z
      .enum(
        MONTH_NAMES.map((_, index) => String(index + 1)),
        'Choose a month from January to December.',
      )
      .default(() => String(currentMonth().month)),
    {
      key: 'month',
      label: 'Month',
      kind: 'select',
      options: MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label })),
    },
  ),
  item: setting(
    z
      .string()
      .trim()
      .max(MAX_LIST_TITLE, `An item's address can be at most ${MAX_LIST_TITLE} characters.`)
      .default(''),
    {
      key: 'item',
      label: 'Item',
      kind: 'text',
      translatable: false,
      maxLength: MAX_LIST_TITLE,
      help: "The item's address in the collection, such as first-post; empty: the newest item.",
    },
  ),
  year: setting(
    whole('A year', MIN_YEAR, MAX_YEAR).default(() => currentMonth().year),
    { key: 'year', label: 'Year', kind: 'number', min: MIN_YEAR, max: MAX_YEAR },
  ),
};
