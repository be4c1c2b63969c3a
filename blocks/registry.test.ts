import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, BlockType, isBlockTypeCode } from '../shared/codes/block-types';
import { BLOCK_DEFINITIONS, getBlockDefinition } from './registry';
import { BLOCK_SCHEMAS, definitionsIn, getBlockSchema } from './schemas';

const definitions = Object.values(BLOCK_DEFINITIONS);

describe('block registry', () => {
  it('holds the blocks that have renderers, keyed by type code', () => {
    expect(Object.keys(BLOCK_DEFINITIONS).map(Number)).toEqual(
      expect.arrayContaining([
        BlockType.html,
        BlockType.image,
        BlockType.gallery,
        BlockType.button,
      ]),
    );
    for (const [code, definition] of Object.entries(BLOCK_DEFINITIONS)) {
      expect(definition.type).toBe(Number(code));
      expect(isBlockTypeCode(definition.type)).toBe(true);
    }
  });

  it('has a renderer for every block type of the spec', () => {
    const missing = BLOCK_TYPES.filter((info) => !getBlockDefinition(info.code));
    expect(missing.map((info) => info.code)).toEqual([]);
  });

  it('finds a schema in every block folder, and each one has a renderer', () => {
    expect(Object.keys(BLOCK_DEFINITIONS)).toEqual(Object.keys(BLOCK_SCHEMAS));
  });

  it('collects definitions a module exports alone or in a list, and nothing else', () => {
    const [html, image] = [getBlockSchema(BlockType.html)!, getBlockSchema(BlockType.image)!];
    expect(definitionsIn({ html, family: [image, 'x'], other: { type: 3 }, n: 4 })).toEqual([
      html,
      image,
    ]);
  });

  it('has the same schema half as the React-free table', () => {
    expect(Object.keys(BLOCK_SCHEMAS)).toEqual(Object.keys(BLOCK_DEFINITIONS));
    for (const definition of definitions) {
      const schema = getBlockSchema(definition.type);
      expect(schema?.schema).toBe(definition.schema);
      expect(schema?.fields).toBe(definition.fields);
    }
  });

  it.each(definitions.map((definition) => [definition.type, definition] as const))(
    'type %i: defaults pass the schema and every settings key has one field',
    (_type, definition) => {
      expect(definition.schema.parse({})).toEqual(definition.defaults);
      expect(definition.schema.safeParse(definition.defaults).success).toBe(true);
      expect(definition.fields.map((field) => field.key).sort()).toEqual(
        Object.keys(definition.defaults).sort(),
      );
    },
  );

  it.each([0, 15, 9999, -1])('has nothing for type %i', (type) => {
    expect(getBlockDefinition(type)).toBeUndefined();
    expect(getBlockSchema(type)).toBeUndefined();
  });
});
