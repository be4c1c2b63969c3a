// The "Add block" palette's grouping: the spec's promoted types first, then every block type of
// the spec exactly once in a group of its kind. The test checks the table covers BLOCK_TYPES.
import {
  BLOCK_TYPES,
  blockDisplayName,
  PROMOTED_BLOCK_TYPES,
} from '../../shared/codes/block-types';

export interface PaletteGroup {
  readonly name: string;
  readonly codes: readonly number[];
}

/** Every block type code once, by kind. */
export const PALETTE_GROUPS: readonly PaletteGroup[] = [
  { name: 'Basic', codes: [2, 44, 31, 53, 5, 21, 47, 23, 22, 13, 69, 70, 71] },
  { name: 'Media', codes: [8, 32, 41, 60, 56, 45, 42, 62] },
  { name: 'Commerce', codes: [43, 46, 52, 63, 72, 67] },
  { name: 'Forms & newsletter', codes: [9, 51, 57, 58] },
  {
    name: 'Collections & content',
    codes: [7, 11, 12, 14, 16, 17, 20, 55, 26, 27, 28, 29, 30, 33, 49, 61, 59],
  },
  { name: 'Social', codes: [6, 25, 19, 48, 54, 24] },
  { name: 'Maps & booking', codes: [4, 10, 50, 66, 65, 68] },
  { name: 'Layout & other', codes: [1, 3, 18, 1337] },
];

/** The groups as the palette shows them: "Promoted" (the spec's list) then the kinds. */
export const PALETTE_SECTIONS: readonly PaletteGroup[] = [
  { name: 'Promoted', codes: PROMOTED_BLOCK_TYPES },
  ...PALETTE_GROUPS,
];

export interface PaletteItem {
  readonly code: number;
  readonly name: string;
}

const ALL_ITEMS: readonly PaletteItem[] = BLOCK_TYPES.map((info) => ({
  code: info.code,
  name: blockDisplayName(info.code),
}));

/**
 * The items a search shows, each once, in code order: a query of digits matches codes that start
 * with it ("53" finds Button), any query matches names containing it (case-insensitive).
 */
export function searchPalette(query: string): readonly PaletteItem[] {
  const q = query.trim().toLowerCase();
  if (q === '') return ALL_ITEMS;
  const isCode = /^\d+$/.test(q);
  return ALL_ITEMS.filter(
    (item) => item.name.toLowerCase().includes(q) || (isCode && String(item.code).startsWith(q)),
  );
}
