// The menu's shape: sections (title, optional note) that each hold their items (name, description,
// price as typed, dietary tags). Both levels are list fields; the panel nests one in the other.
// Reading a stored menu keeps every section and item that fits and leaves out the rest.
import { z } from 'zod';
import { itemText, readListItems } from '../list-items';
import { itemIdSchema, requiredTextSchema, textSchema } from '../text-setting';
import type { FieldContext, FieldDescriptor } from '../types';

export const MAX_SECTIONS = 20;
export const MAX_ITEMS_PER_SECTION = 50;
export const MAX_SECTION_TITLE = 200;
export const MAX_NOTE = 500;
export const MAX_ITEM_NAME = 200;
export const MAX_DESCRIPTION = 1000;
export const MAX_PRICE = 30;
export const MAX_TAGS = 60;

const text = (name: string, max: number) => textSchema(name, max).default('');

export const menuItemSchema = z.object({
  id: itemIdSchema,
  name: requiredTextSchema('A name', MAX_ITEM_NAME, 'Enter a name.'),
  description: text('A description', MAX_DESCRIPTION),
  price: text('A price', MAX_PRICE),
  tags: text('Dietary tags', MAX_TAGS),
});

const menuItemsSchema = z
  .array(menuItemSchema, 'The items must be a list.')
  .max(MAX_ITEMS_PER_SECTION, `A section holds at most ${MAX_ITEMS_PER_SECTION} items.`)
  .default([]);

const sectionHeadSchema = z.object({
  id: itemIdSchema,
  title: text('A section title', MAX_SECTION_TITLE),
  note: text('A note', MAX_NOTE),
});

export const menuSectionSchema = sectionHeadSchema.extend({ items: menuItemsSchema });

export type MenuItem = z.infer<typeof menuItemSchema>;
export type MenuSection = z.infer<typeof menuSectionSchema>;

export const menuSectionsSchema = (fallback: MenuSection[]) =>
  z
    .array(menuSectionSchema, 'The sections must be a list.')
    .max(MAX_SECTIONS, `A menu holds at most ${MAX_SECTIONS} sections.`)
    .default(fallback);

/** A stored section read without its items, which are read one by one. */
const storedSectionSchema = sectionHeadSchema.extend({ items: z.unknown() });

/** The stored sections, each with the items of it that fit; a section that does not fit is left out. */
export function readMenuSections(stored: unknown): MenuSection[] {
  return readListItems(storedSectionSchema, stored, MAX_SECTIONS).map((section) => ({
    ...section,
    items: readListItems(menuItemSchema, section.items, MAX_ITEMS_PER_SECTION),
  }));
}

const menuItemFields: readonly FieldDescriptor[] = [
  { key: 'name', label: 'Name', kind: 'text', maxLength: MAX_ITEM_NAME },
  {
    key: 'description',
    label: 'Description',
    kind: 'textarea',
    maxLength: MAX_DESCRIPTION,
    rows: 2,
  },
  { key: 'price', label: 'Price', kind: 'text', maxLength: MAX_PRICE, placeholder: '4.50' },
  {
    key: 'tags',
    label: 'Dietary tags',
    kind: 'text',
    maxLength: MAX_TAGS,
    placeholder: 'V, GF',
    // Codes the block turns into its own words, the same in every language.
    translatable: false,
    help: 'Short codes separated by commas: V vegetarian, VG vegan, GF gluten-free, DF dairy-free, NF nut-free, N contains nuts.',
  },
];

export const menuSectionFields: readonly FieldDescriptor[] = [
  { key: 'title', label: 'Section title', kind: 'text', maxLength: MAX_SECTION_TITLE },
  {
    key: 'note',
    label: 'Note',
    kind: 'textarea',
    maxLength: MAX_NOTE,
    rows: 2,
    help: 'Optional, shown under the title.',
  },
  {
    key: 'items',
    label: 'Items',
    kind: 'list',
    itemFields: menuItemFields,
    itemLabel: (item, index) => itemText(item.name) || `Item ${index + 1}`,
    newItem: () => ({ name: 'New item', description: '', price: '', tags: '' }),
    addLabel: 'Add item',
    itemNoun: 'item',
    maxItems: MAX_ITEMS_PER_SECTION,
  },
];

export const sectionLabel = (section: FieldContext, index: number): string =>
  itemText(section.title) || `Section ${index + 1}`;
