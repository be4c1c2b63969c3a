// Content collections and their items as stored (docs/collections.md): a blog, an events
// collection or an album of a site, and its items, each a record of its own outside the page
// document. Spec site-and-editor.md §3 ("Content items and collections as read by template
// helpers", content statuses), §9 (items in a user-orderable collection 250, tracks per album
// 60, tag length 50, category length 25), §5 ("This {tagType} already exists.").
// The spec's content statuses are Draft, Scheduled, Needs Review and Private; an item that is
// none of them is published, which we store as 'Published'.
import { z } from 'zod';
import { CONTENT_STATUSES } from '../codes/content-statuses';
import { SLUG_PATTERN } from '../document/schema';
import { MAX_ITEMS_PER_ORDERABLE_COLLECTION, MAX_TRACKS_PER_ALBUM } from '../limits';
import { checkTagName, type TagType } from '../store/tags';
import { richTextSchema } from './rich-text/model';

/** The collections an owner adds; the spec's template layer reads blogs and events as "generic". */
export const COLLECTION_TYPES = ['blog', 'events', 'album'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

export const ITEM_STATUSES = [...CONTENT_STATUSES, 'Published'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The statuses a role without 'content:publish' may give an item. */
export const DRAFT_STATUSES: ReadonlySet<ItemStatus> = new Set(['Draft', 'Needs Review']);

/** Versions of the stored shapes; `migrateCollection` and `migrateItem` bring older ones here. */
export const COLLECTION_VERSION = 2;
export const ITEM_VERSION = 1;

/** Our limits where the spec is silent. */
export const MAX_TITLE_LENGTH = 200;
export const MAX_EXCERPT_LENGTH = 2_000;
export const MAX_TERMS_PER_ITEM = 50;
export const MAX_LINE_LENGTH = 200;

export const CollectionMessage = {
  itemLimit: `A collection holds at most ${MAX_ITEMS_PER_ORDERABLE_COLLECTION} items.`,
  trackLimit: `An album holds at most ${MAX_TRACKS_PER_ALBUM} tracks.`,
  scheduleNeedsTime: 'A scheduled item needs a publish time.',
  endBeforeStart: 'An event cannot end before it starts.',
  eventNeedsDates: 'An event needs a start and an end.',
} as const;

const slug = z
  .string()
  .max(MAX_TITLE_LENGTH)
  .regex(SLUG_PATTERN, 'must be lower-case words joined by dashes');
const title = z.string().trim().min(1, 'must not be empty').max(MAX_TITLE_LENGTH);
const line = z.string().max(MAX_LINE_LENGTH);
const epochMs = z.number().int().min(0).max(8.64e15);

export const collectionSettingsSchema = z
  .object({
    /** Visitors may comment on the items (the site's own switch still applies). */
    commentsEnabled: z.boolean().default(false),
    /** Visitors who are not signed in may comment with a name and an email. */
    commentsWithoutAccount: z.boolean().default(false),
    /** New comments wait for a moderator's approval before visitors see them. */
    holdComments: z.boolean().default(true),
    /** Items per page of the collection page. */
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .strict();

/** What an owner sends to add or change a collection. */
export const collectionInputSchema = z
  .object({
    type: z.enum(COLLECTION_TYPES),
    title,
    slug,
    settings: collectionSettingsSchema.prefault({}),
  })
  .strict();
export type CollectionInput = z.infer<typeof collectionInputSchema>;

export interface Collection extends CollectionInput {
  readonly version: typeof COLLECTION_VERSION;
  readonly id: string;
  readonly siteId: string;
  readonly createdAt: number;
  readonly updatedAt: number;
}

const focalPoint = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).strict();

export const mainImageSchema = z
  .object({
    /** A file of the owner's library (/api/files). */
    fileId: z.string().min(1).max(100),
    alt: z.string().max(MAX_LINE_LENGTH).default(''),
    focalPoint: focalPoint.default({ x: 0.5, y: 0.5 }),
  })
  .strict();

export const locationSchema = z
  .object({
    addressLine1: line.default(''),
    addressLine2: line.default(''),
    addressCountry: line.default(''),
    mapLat: z.number().min(-90).max(90).nullable().default(null),
    mapLng: z.number().min(-180).max(180).nullable().default(null),
  })
  .strict();

export const eventSchema = z
  .object({ startDate: epochMs, endDate: epochMs, location: locationSchema.prefault({}) })
  .strict()
  .refine((event) => event.endDate >= event.startDate, {
    message: CollectionMessage.endBeforeStart,
    path: ['endDate'],
  });

export const trackSchema = z
  .object({
    title,
    fileId: z.string().min(1).max(100),
    durationSeconds: z.number().min(0).max(86_400).nullable().default(null),
  })
  .strict();

/** Tags or categories: each checked as the manager checks a new one (length, case-blind duplicates). */
function terms(tagType: TagType) {
  return z
    .array(z.string())
    .max(MAX_TERMS_PER_ITEM)
    .default([])
    .transform((names, ctx) => {
      const kept: string[] = [];
      for (const [index, name] of names.entries()) {
        const check = checkTagName(tagType, name, kept);
        if (check.ok) kept.push(check.name);
        else if (check.reason === 'empty')
          ctx.addIssue({ code: 'custom', path: [index], message: 'must not be empty' });
        else if (check.reason === 'too-long') {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: `must be at most ${check.maxLength} characters`,
          });
        } else ctx.addIssue({ code: 'custom', path: [index], message: check.message });
      }
      return kept;
    });
}

/** What an owner sends to add or change an item; the collection's type is checked beside it. */
export const itemInputSchema = z
  .object({
    status: z.enum(ITEM_STATUSES).default('Draft'),
    title,
    /** From the title when left out. */
    slug: slug.optional(),
    /** HTML, as templates read it; sanitized when rendered. */
    excerpt: z.string().max(MAX_EXCERPT_LENGTH).default(''),
    body: richTextSchema.nullable().default(null),
    mainImage: mainImageSchema.nullable().default(null),
    /** Who wrote it: the caller when left out. */
    author: z.string().trim().min(1).max(MAX_LINE_LENGTH).optional(),
    tags: terms('tag'),
    categories: terms('category'),
    /** When it goes (or went) live, epoch ms; a scheduled item needs one. */
    publishOn: epochMs.nullable().default(null),
    event: eventSchema.nullable().default(null),
    tracks: z
      .array(trackSchema)
      .max(MAX_TRACKS_PER_ALBUM, CollectionMessage.trackLimit)
      .default([]),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (item.status === 'Scheduled' && item.publishOn === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['publishOn'],
        message: CollectionMessage.scheduleNeedsTime,
      });
    }
  });
export type ItemInput = z.infer<typeof itemInputSchema>;

export interface Item extends Omit<ItemInput, 'slug' | 'author'> {
  readonly version: typeof ITEM_VERSION;
  readonly id: string;
  readonly collectionId: string;
  readonly slug: string;
  readonly author: string;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** Why an item does not fit its collection's type; null when it does. */
export function itemTypeProblem(type: CollectionType, item: ItemInput): string | null {
  if (type === 'events' && item.event === null) return CollectionMessage.eventNeedsDates;
  if (type !== 'events' && item.event !== null) return 'Only an events collection has event dates.';
  if (type !== 'album' && item.tracks.length > 0) return 'Only an album has tracks.';
  return null;
}

/** A slug from a title: lower-case ASCII words joined by dashes ("item" when none is left). */
export function slugFromTitle(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return (words ?? ['item']).join('-').slice(0, 80).replace(/-+$/, '');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Step = (value: Record<string, unknown>) => Record<string, unknown>;

/**
 * Brings a stored record of `kind` from its version to the last: `steps[n - 1]` takes version n
 * to n + 1. Throws on a record without a version or from a
 * newer server, which this one cannot read.
 */
function migrated(kind: string, stored: unknown, steps: readonly Step[]): Record<string, unknown> {
  if (!isRecord(stored)) throw new Error(`A stored ${kind} is not an object.`);
  const version = stored.version;
  const latest = steps.length + 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new Error(`A stored ${kind} has no version.`);
  }
  if (version > latest) throw new Error(`${kind} version ${version} is newer than this server.`);
  let value = stored;
  for (const step of steps.slice(version - 1)) value = step(value);
  return { ...value, version: latest };
}

const COLLECTION_STEPS: readonly Step[] = [
  // 1 -> 2: comments without an account (off) and held for approval (on) join the settings.
  (value) => ({
    ...value,
    settings: {
      commentsWithoutAccount: false,
      holdComments: true,
      ...(isRecord(value.settings) ? value.settings : {}),
    },
  }),
];
const ITEM_STEPS: readonly Step[] = [];

/** A stored collection brought to COLLECTION_VERSION. */
export function migrateCollection(stored: unknown): Collection {
  return migrated('collection', stored, COLLECTION_STEPS) as unknown as Collection;
}

/** A stored item brought to ITEM_VERSION. */
export function migrateItem(stored: unknown): Item {
  return migrated('item', stored, ITEM_STEPS) as unknown as Item;
}

/** Exposed for the migration's own test: the same walk over any list of steps. */
export const migrateWith = migrated;
