import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, PROMOTED_BLOCK_TYPES } from '../../shared/codes/block-types';
import { PALETTE_GROUPS, PALETTE_SECTIONS, searchPalette } from './palette-groups';

describe('palette groups', () => {
  it('lists every block type code exactly once outside Promoted', () => {
    const codes = PALETTE_GROUPS.flatMap((group) => group.codes);
    expect([...codes].sort((a, b) => a - b)).toEqual(BLOCK_TYPES.map((info) => info.code));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('shows the spec promoted types first, in the spec order', () => {
    expect(PALETTE_SECTIONS[0]).toEqual({ name: 'Promoted', codes: PROMOTED_BLOCK_TYPES });
    expect(PALETTE_SECTIONS.slice(1)).toEqual(PALETTE_GROUPS);
  });

  it.each([
    ['Basic', [2, 44, 31, 53, 5, 21, 47]],
    ['Commerce', [43]],
    ['Forms & newsletter', [9, 51]],
  ])('puts the common types of %s in that group', (name, expected) => {
    const group = PALETTE_GROUPS.find((g) => g.name === name);
    expect(group?.codes).toEqual(expect.arrayContaining(expected));
  });
});

describe('searchPalette', () => {
  it.each([
    ['', BLOCK_TYPES.length],
    ['   ', BLOCK_TYPES.length],
    ['zzz', 0],
  ])('query %j gives %i items', (query, count) => {
    expect(searchPalette(query)).toHaveLength(count);
  });

  it.each([
    ['53', ['Button']],
    ['button', ['Button']],
    ['BUTTON', ['Button']],
    ['opentable', ['OpenTable', 'OpenTable v2']],
    ['133', ['Website component']],
    ['500', ['500px']],
    ['rule', ['Horizontal rule']],
  ])('query %j finds %j', (query, names) => {
    expect(searchPalette(query).map((item) => item.name)).toEqual(names);
  });

  it('matches codes by prefix, so "5" finds Image and the fifties but not 15 or 25', () => {
    const codes = searchPalette('5').map((item) => item.code);
    expect(codes).toContain(5);
    expect(codes).toContain(53);
    expect(codes).not.toContain(25);
  });
});
