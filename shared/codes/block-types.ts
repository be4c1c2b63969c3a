// Block type codes, names and variants: spec site-and-editor.md §3 "Block types (numeric)".
// Codes 15, 34-40 and 64 are not shown there, so they are not listed here.

// The codes by name live in block-type-codes.ts, without this table, so the live page's script
// names a block type without loading every type's name.
import { capitalised } from '../content/capitalised';

export { BlockType } from './block-type-codes';

export interface BlockTypeInfo {
  readonly code: number;
  readonly name: string;
  readonly variants?: readonly string[];
}

const table: readonly BlockTypeInfo[] = [
  { code: 1, name: 'navigation' },
  { code: 2, name: 'html' },
  { code: 3, name: 'logo' },
  { code: 4, name: 'map' },
  { code: 5, name: 'image', variants: ['inline', 'poster', 'card', 'overlap', 'collage', 'stack'] },
  { code: 6, name: 'twitter' },
  { code: 7, name: 'journal' },
  { code: 8, name: 'gallery', variants: ['slideshow', 'carousel', 'grid', 'stack'] },
  { code: 9, name: 'form' },
  { code: 10, name: 'geo' },
  { code: 11, name: 'index' },
  { code: 12, name: 'collection link' },
  { code: 13, name: 'link' },
  { code: 14, name: 'tag cloud' },
  { code: 16, name: 'comments' },
  { code: 17, name: 'folder' },
  { code: 18, name: 'menu' },
  { code: 19, name: 'social links' },
  // The spec gives the summary designs for "summary"; v2 is the same block's successor.
  { code: 20, name: 'summary', variants: ['wall', 'carousel', 'list', 'grid'] },
  { code: 21, name: 'spacer' },
  { code: 22, name: 'embed' },
  { code: 23, name: 'code' },
  { code: 24, name: 'foursquare' },
  { code: 25, name: 'instagram' },
  { code: 26, name: 'calendar' },
  { code: 27, name: 'posts by author' },
  { code: 28, name: 'by tag' },
  { code: 29, name: 'by category' },
  { code: 30, name: 'by month' },
  { code: 31, name: 'quote' },
  { code: 32, name: 'video' },
  { code: 33, name: 'search' },
  { code: 41, name: 'audio' },
  { code: 42, name: '500px' },
  { code: 43, name: 'product' },
  { code: 44, name: 'markdown' },
  { code: 45, name: 'flickr' },
  { code: 46, name: 'amazon' },
  { code: 47, name: 'horizontal rule' },
  { code: 48, name: 'social account links' },
  { code: 49, name: 'rss' },
  { code: 50, name: 'opentable' },
  { code: 51, name: 'newsletter' },
  { code: 52, name: 'donation' },
  { code: 53, name: 'button' },
  { code: 54, name: 'social account links v2' },
  { code: 55, name: 'summary v2', variants: ['wall', 'carousel', 'list', 'grid'] },
  { code: 56, name: 'soundcloud' },
  { code: 57, name: 'email footer' },
  { code: 58, name: 'in-browser message link' },
  { code: 59, name: 'tour dates' },
  { code: 60, name: 'album' },
  { code: 61, name: 'archive' },
  { code: 62, name: 'chart', variants: ['bar', 'line', 'pie'] },
  { code: 63, name: 'wedding registry' },
  { code: 65, name: 'acuity' },
  { code: 66, name: 'opentable v2' },
  { code: 67, name: 'member area' },
  { code: 68, name: 'tock', variants: ['reservations', 'events'] },
  { code: 69, name: 'accordion' },
  { code: 70, name: 'marquee' },
  { code: 71, name: 'shape' },
  { code: 72, name: 'pricing plan' },
  { code: 1337, name: 'website component' },
];

/** Every block type of the spec's table, in code order. */
export const BLOCK_TYPES: readonly BlockTypeInfo[] = table;

const byCode = new Map(table.map((info) => [info.code, info]));
const byName = new Map(table.map((info) => [info.name, info]));

export function blockTypeInfo(code: number): BlockTypeInfo | undefined {
  return byCode.get(code);
}

export function isBlockTypeCode(code: number): boolean {
  return byCode.has(code);
}

export function blockTypeByName(name: string): BlockTypeInfo | undefined {
  return byName.get(name);
}

/** The variants a block type accepts; an empty list when it has none. */
export function blockVariants(code: number): readonly string[] {
  return byCode.get(code)?.variants ?? [];
}

/** Spec §3 "Promoted block types", as codes, in the order the spec lists them. */
export const PROMOTED_BLOCK_TYPES: readonly number[] = [
  'map',
  'embed',
  'image',
  'code',
  'quote',
  'twitter',
  'link',
  'video',
  'foursquare',
  'instagram',
  'form',
].map((name) => byName.get(name)!.code);

/** Words the spec writes in lower case that people spell otherwise: acronyms and brands. */
const SPELLINGS: Readonly<Record<string, string>> = {
  rss: 'RSS',
  opentable: 'OpenTable',
  soundcloud: 'SoundCloud',
};

/** Types owners know by another name than the spec's table: the text block (code 2, "html"). */
const OWNER_NAMES: Readonly<Record<string, string>> = { html: 'Text' };

/**
 * A display name: the spec's lower-case name with its first letter capitalised ("Button",
 * "Social account links v2"), acronyms and brands as they are spelled ("OpenTable v2"), and the
 * owners' name where they know the type by another ("Text" for "html").
 */
export function blockDisplayName(code: number): string {
  const name = byCode.get(code)?.name;
  if (!name) return `Unknown block ${code}`;
  if (Object.hasOwn(OWNER_NAMES, name)) return OWNER_NAMES[name]!;
  const words = name.split(' ').map((word) => SPELLINGS[word] ?? word);
  const first = words[0]!;
  words[0] = capitalised(first);
  return words.join(' ');
}
