// What a page says, read from its stored block settings without the blocks' own schemas (the
// server may not import blocks/): rich text as plain text, and the string settings whose keys
// name text a visitor reads (titles, labels, captions...), never addresses, ids or choices.
// Also the page's first image, for sharing.
import { BlockType } from '../codes/block-type-codes';
import type { RichTextState } from '../content/rich-text/model';
import { plainTextOf } from '../content/rich-text/plain';
import { stripTags } from '../content/strip-tags';
import type { Block, Page } from '../document/schema';

/** Setting keys (in blocks and their list items) that hold text shown to visitors. */
export const TEXT_KEYS: ReadonlySet<string> = new Set([
  'alt',
  'answer',
  'artist',
  'badgeText',
  'body',
  'buttonLabel',
  'caption',
  'content',
  'description',
  'disclaimer',
  'features',
  'heading',
  'label',
  'markdown',
  'name',
  'period',
  'question',
  'quote',
  'recurringText',
  'source',
  'subtitle',
  'tagline',
  'text',
  'title',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isRichText(value: unknown): value is RichTextState {
  return isRecord(value) && isRecord(value.root) && Array.isArray(value.root.children);
}

/** An image or file reference (blocks/media/image-ref.ts): its `name` is a file name. */
const isFileRef = (value: Record<string, unknown>) =>
  typeof value.url === 'string' && ('fileId' in value || 'focalPoint' in value);

function collect(value: unknown, textKey: boolean, into: string[]): void {
  if (typeof value === 'string') {
    if (textKey) into.push(stripTags(value));
  } else if (isRichText(value)) {
    into.push(plainTextOf(value));
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, textKey, into);
  } else if (isRecord(value) && !isFileRef(value)) {
    for (const [key, item] of Object.entries(value)) collect(item, TEXT_KEYS.has(key), into);
  }
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The visible text of one block, on one line. */
export function blockText(block: Block): string {
  const parts: string[] = [];
  collect(block.settings, false, parts);
  return squash(parts.join(' '));
}

/** The visible text of a page's blocks, in order, on one line. */
export function pageText(page: Page): string {
  const parts = page.sections.flatMap((section) => section.blocks.map(blockText));
  return squash(parts.join(' '));
}

/** The address of the page's first image block that has an image; undefined when none. */
export function firstImageUrl(page: Page): string | undefined {
  for (const section of page.sections) {
    for (const block of section.blocks) {
      if (block.type !== BlockType.image || block.unreadable) continue;
      const image = block.settings.image;
      if (isRecord(image) && typeof image.url === 'string' && image.url !== '') return image.url;
    }
  }
  return undefined;
}
