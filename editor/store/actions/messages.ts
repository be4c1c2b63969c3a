// The refusals the editor shows in its status line. "{val} is not a valid page URL." and
// "{val} is not one of the expected options." quote the spec's editor messages (§8).
import { MAX_TITLE_LENGTH } from '../../../shared/document/schema';
import { MAX_BLOCKS_PER_LAYOUT } from '../../../shared/limits';

export const EditMessage = {
  tooManyBlocks: `This page already has ${MAX_BLOCKS_PER_LAYOUT} blocks, the most a page can hold. Delete a block to add another.`,
  unknownBlockType: (code: number) => `Unknown block type ${code}.`,
  invalidSlug: (value: string) => `${value} is not a valid page URL.`,
  emptySlug: 'Enter a page URL.',
  duplicateSlug: (slug: string) => `A page with the URL ${slug} already exists.`,
  lastPage: 'A site needs at least one page.',
  titleRequired: 'Enter a page title.',
  titleTooLong: `A page title can be at most ${MAX_TITLE_LENGTH} characters.`,
  notAnOption: (value: unknown) => `${String(value)} is not one of the expected options.`,
  blockGone: 'That block no longer exists.',
  unreadable:
    "This block can't be edited: it is kept as it was stored. Delete it, or restore an older version from History.",
  sectionGone: 'That section no longer exists.',
  pageGone: 'That page no longer exists.',
  otherPage: 'A block can only move within its own page.',
  itemWithoutId: 'This item has no id, so its words cannot be translated.',
} as const;
