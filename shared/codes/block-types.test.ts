import { describe, expect, it } from 'vitest';
import {
  BLOCK_TYPES,
  BlockType,
  blockDisplayName,
  blockTypeByName,
  blockTypeInfo,
  blockVariants,
  isBlockTypeCode,
  PROMOTED_BLOCK_TYPES,
} from './block-types';

// Spec site-and-editor.md §3 "Block types (numeric)", copied as written.
const SPEC_LIST =
  'navigation 1, html 2, logo 3, map 4, image 5, twitter 6, journal 7, gallery 8, form 9, geo 10, index 11, collection link 12, link 13, tag cloud 14, comments 16, folder 17, menu 18, social links 19, summary 20, spacer 21, embed 22, code 23, foursquare 24, instagram 25, calendar 26, posts by author 27, by tag 28, by category 29, by month 30, quote 31, video 32, search 33, audio 41, 500px 42, product 43, markdown 44, flickr 45, amazon 46, horizontal rule 47, social account links 48, rss 49, opentable 50, newsletter 51, donation 52, button 53, social account links v2 54, summary v2 55, soundcloud 56, email footer 57, in-browser message link 58, tour dates 59, album 60, archive 61, chart 62, wedding registry 63, acuity 65, opentable v2 66, member area 67, tock 68, accordion 69, marquee 70, shape 71, pricing plan 72, website component 1337';

const specEntries: [string, number][] = SPEC_LIST.split(', ').map((entry) => {
  const at = entry.lastIndexOf(' ');
  return [entry.slice(0, at), Number(entry.slice(at + 1))];
});

describe('block types', () => {
  it('the table holds exactly the spec list, in code order', () => {
    expect(BLOCK_TYPES.map((t) => [t.name, t.code])).toEqual(specEntries);
    expect(specEntries).toHaveLength(64);
  });

  it.each(specEntries)('%s is code %i', (name, code) => {
    expect(blockTypeInfo(code)?.name).toBe(name);
    expect(blockTypeByName(name)?.code).toBe(code);
    expect(isBlockTypeCode(code)).toBe(true);
  });

  it.each([15, 34, 35, 36, 37, 38, 39, 40, 64, 0, 73])('code %i is not shown', (code) => {
    expect(isBlockTypeCode(code)).toBe(false);
    expect(blockTypeInfo(code)).toBeUndefined();
    expect(blockVariants(code)).toEqual([]);
  });

  it.each([
    [8, ['slideshow', 'carousel', 'grid', 'stack']],
    [20, ['wall', 'carousel', 'list', 'grid']],
    [55, ['wall', 'carousel', 'list', 'grid']],
    [62, ['bar', 'line', 'pie']],
    [5, ['inline', 'poster', 'card', 'overlap', 'collage', 'stack']],
    [68, ['reservations', 'events']],
    [53, []],
    [2, []],
  ] as const)('code %i has variants %j', (code, variants) => {
    expect(blockVariants(code)).toEqual(variants);
  });

  it('promotes the spec list in order', () => {
    expect(PROMOTED_BLOCK_TYPES).toEqual([4, 22, 5, 23, 31, 6, 13, 32, 24, 25, 9]);
  });

  it('named codes agree with the table', () => {
    for (const code of Object.values(BlockType)) expect(isBlockTypeCode(code)).toBe(true);
    expect(BlockType.button).toBe(53);
    expect(BlockType.summaryV2).toBe(55);
    expect(BlockType.horizontalRule).toBe(47);
  });

  it.each([
    [53, 'Button'],
    [47, 'Horizontal rule'],
    [42, '500px'],
    [2, 'Text'],
    [49, 'RSS'],
    [54, 'Social account links v2'],
    [66, 'OpenTable v2'],
    [56, 'SoundCloud'],
    [15, 'Unknown block 15'],
  ] as const)('code %i displays as %s', (code, name) => {
    expect(blockDisplayName(code)).toBe(name);
  });
});
