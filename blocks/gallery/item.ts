// One image of a gallery: its media type (spec §3 "Gallery item media types", kept in the data),
// the image from the file manager with its focal point, title, description, alt text and an
// optional click-through link. Alt text falls back per the spec's rule (shared/content/image-alt).
import { z } from 'zod';
import { imageAltText } from '../../shared/content/image-alt';
import { IMAGE_ALT_MAX_LENGTH } from '../../shared/limits';
import { imageSources, optionalImageSchema } from '../media/image-ref';
import type { FieldContext, FieldDescriptor } from '../types';
import { optionalLinkUrlSchema } from '../url-schema';
import { GALLERY_MEDIA_TYPES } from './options';

/** At most this many images in one gallery: enough for a portfolio, small enough that a page of
 * galleries stays well under the document size the server accepts. */
export const MAX_GALLERY_ITEMS = 100;
export const MAX_ITEM_TITLE = 200;
export const MAX_ITEM_DESCRIPTION = 1000;

export const galleryItemSchema = z.object({
  id: z.string().min(1).max(64),
  mediaType: z
    .enum(GALLERY_MEDIA_TYPES, `Choose one of: ${GALLERY_MEDIA_TYPES.join(', ')}.`)
    .default('imageFile'),
  image: optionalImageSchema(),
  title: z
    .string('A title must be text.')
    .max(MAX_ITEM_TITLE, `A title can be at most ${MAX_ITEM_TITLE} characters.`)
    .default(''),
  description: z
    .string('A description must be text.')
    .max(MAX_ITEM_DESCRIPTION, `A description can be at most ${MAX_ITEM_DESCRIPTION} characters.`)
    .default(''),
  altText: z
    .string('Alt text must be text.')
    .max(IMAGE_ALT_MAX_LENGTH, `Alt text can be at most ${IMAGE_ALT_MAX_LENGTH} characters.`)
    .default(''),
  link: optionalLinkUrlSchema.default(''),
});

export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const galleryItemsSchema = () =>
  z
    .array(galleryItemSchema, 'The images must be a list.')
    .max(MAX_GALLERY_ITEMS, `A gallery holds at most ${MAX_GALLERY_ITEMS} images.`)
    .default([]);

/** A new item as the "Add image" button makes it (the editor adds its id). */
export function newGalleryItem(): Record<string, unknown> {
  return galleryItemSchema.omit({ id: true }).parse({});
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** What the panel's list shows for an item: its title, else its file name, else "Image N". */
export function galleryItemLabel(item: FieldContext, index: number): string {
  const image = item.image as FieldContext | null | undefined;
  return text(item.title) || text(image?.name) || `Image ${index + 1}`;
}

/** The item's alt text: its own, else its title, else its description cut to 250 characters,
 * else its file name (shared/content/image-alt.ts). */
export function galleryItemAlt(item: GalleryItem): string {
  return imageAltText({
    altText: item.altText,
    title: item.title,
    body: item.description,
    filename: item.image?.name,
  });
}

const ITEM_KEYS = Object.keys(galleryItemSchema.shape) as (keyof GalleryItem)[];

/**
 * The stored list read item by item and field by field, as readSettings reads a block's keys: a
 * value that does not fit (a hand-edited document) falls back to its default, so one bad link
 * loses that link, not the whole gallery. Past the maximum, items are left out.
 */
export function readGalleryItems(stored: unknown): GalleryItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.slice(0, MAX_GALLERY_ITEMS).map((entry, index) => {
    const whole = galleryItemSchema.safeParse(entry);
    if (whole.success) return whole.data;
    const source: Record<string, unknown> =
      typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const item: Record<string, unknown> = {};
    for (const key of ITEM_KEYS) {
      const field = galleryItemSchema.shape[key].safeParse(source[key]);
      item[key] = field.success
        ? field.data
        : galleryItemSchema.shape[key].safeParse(undefined).data;
    }
    if (typeof item.id !== 'string') item.id = `item-${index + 1}`;
    return item as GalleryItem;
  });
}

/** The items the frame shows: images with a usable address (videos are kept, not shown yet). */
export function shownItems(items: readonly GalleryItem[]): GalleryItem[] {
  return items.filter((item) => item.mediaType !== 'video' && imageSources(item.image) !== null);
}

export const galleryItemFields: readonly FieldDescriptor[] = [
  { key: 'image', label: 'Image', kind: 'image' },
  { key: 'title', label: 'Title', kind: 'text', maxLength: MAX_ITEM_TITLE },
  {
    key: 'description',
    label: 'Description',
    kind: 'textarea',
    maxLength: MAX_ITEM_DESCRIPTION,
    rows: 3,
  },
  {
    key: 'altText',
    label: 'Alt text',
    kind: 'text',
    maxLength: IMAGE_ALT_MAX_LENGTH,
    help: 'Describe the image for people who cannot see it. Left empty, the title or the description is used.',
  },
  {
    key: 'link',
    label: 'Link',
    kind: 'url',
    placeholder: '/about or https://example.com',
    help: 'Optional. Clicking the image opens this page instead of the lightbox.',
  },
];
