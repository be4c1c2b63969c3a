import { describe, expect, it } from 'vitest';
import { parseDietaryTags } from './tags';

describe('parseDietaryTags', () => {
  it.each([
    ['', []],
    ['V', [['V', 'Vegetarian']]],
    [
      'vg, gf',
      [
        ['VG', 'Vegan'],
        ['GF', 'Gluten-free'],
      ],
    ],
    [
      'DF/NF N',
      [
        ['DF', 'Dairy-free'],
        ['NF', 'Nut-free'],
        ['N', 'Contains nuts'],
      ],
    ],
    ['V, V,, v', [['V', 'Vegetarian']]],
    ['Spicy', [['SPICY', 'SPICY']]],
  ])('%j -> %j', (text, expected) => {
    expect(parseDietaryTags(text).map((tag) => [tag.code, tag.label])).toEqual(expected);
  });
});
