import { describe, expect, it } from 'vitest';
import { BlockType } from '../shared/codes/block-type-codes';
import { getBlockSchema } from './schemas';
import { textKeysOf } from './text-keys';

const keysOf = (type: number) => textKeysOf(getBlockSchema(type));

describe('textKeysOf', () => {
  it('names the settings that hold words: texts, long texts and rich text', () => {
    expect(keysOf(BlockType.button)).toEqual(['label']);
    expect(keysOf(BlockType.html)).toEqual(['content']);
    expect(keysOf(BlockType.quote)).toEqual(['text', 'source']);
    expect(keysOf(BlockType.newsletter)).toEqual(
      expect.arrayContaining(['title', 'description', 'placeholder', 'buttonLabel', 'disclaimer']),
    );
  });

  it('leaves out links, colours, ids, coordinates, filters and source code', () => {
    expect(keysOf(BlockType.button)).not.toContain('url');
    expect(keysOf(BlockType.shape)).toEqual(['label']);
    expect(keysOf(BlockType.geo)).not.toContain('latitude');
    expect(keysOf(BlockType.geo)).not.toContain('longitude');
    expect(keysOf(BlockType.code)).toEqual([]);
  });

  it('leaves out the texts inside lists, which every language shares', () => {
    expect(keysOf(BlockType.accordion)).toEqual([]);
  });

  it('is empty for a type without a definition, and the same list each time', () => {
    expect(textKeysOf(undefined)).toEqual([]);
    expect(keysOf(BlockType.button)).toBe(keysOf(BlockType.button));
  });
});
