import { describe, expect, it } from 'vitest';
import { BlockType } from '../shared/codes/block-type-codes';
import { getBlockSchema } from './schemas';
import { blockTextKeys, holdsWordsAt, textKeysOf } from './text-keys';

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

  it('names only a block’s own settings: the texts inside lists depend on its items', () => {
    expect(keysOf(BlockType.accordion)).toEqual([]);
  });

  it('is empty for a type without a definition, and the same list each time', () => {
    expect(textKeysOf(undefined)).toEqual([]);
    expect(keysOf(BlockType.button)).toBe(keysOf(BlockType.button));
  });
});

const definition = (type: number) => getBlockSchema(type)!;
const blockKeys = (type: number, settings: Record<string, unknown> = definition(type).defaults) =>
  blockTextKeys(definition(type), settings);

describe('blockTextKeys', () => {
  it('names each list item’s texts by the item’s id, after the block’s own texts', () => {
    expect(blockKeys(BlockType.accordion)).toEqual([
      'items.panel-shipping.title',
      'items.panel-shipping.body',
      'items.panel-returns.title',
      'items.panel-returns.body',
      'items.panel-care.title',
      'items.panel-care.body',
    ]);
    const own = blockKeys(BlockType.navigation);
    expect(own).toContain('name');
    expect(own).toContain('links.sample-home.label');
    expect(own.some((key) => key.endsWith('.url'))).toBe(false);
  });

  it('follows the items as they stand, and the lists inside items', () => {
    const settings = {
      items: [
        { id: 'b', title: 'B', body: '' },
        { id: 'a', title: 'A' },
      ],
    };
    expect(blockKeys(BlockType.accordion, settings)).toEqual([
      'items.b.title',
      'items.b.body',
      'items.a.title',
    ]);
    const menu = blockKeys(BlockType.menu);
    expect(menu).toContain('sections.sample-coffee.title');
    expect(menu).toContain('sections.sample-coffee.items.sample-espresso.name');
    expect(menu).toContain('sections.sample-coffee.items.sample-espresso.price');
    expect(blockKeys(BlockType.accordion, settings)).toBe(blockKeys(BlockType.accordion, settings));
  });

  it('leaves out the items’ links, images, numbers, codes and items without an id', () => {
    expect(blockKeys(BlockType.socialLinks).filter((key) => key.includes('.'))).toEqual([]);
    expect(blockKeys(BlockType.donation).some((key) => key.startsWith('amounts.'))).toBe(false);
    expect(blockKeys(BlockType.menu).some((key) => key.endsWith('.tags'))).toBe(false);
    const gallery = blockKeys(BlockType.gallery, {
      items: [{ id: 'g1', title: 'Oak', description: 'Table', altText: 'An oak table', link: '/' }],
    });
    expect(gallery).toEqual(['items.g1.title', 'items.g1.description', 'items.g1.altText']);
    expect(blockKeys(BlockType.accordion, { items: [{ title: 'No id' }] })).toEqual([]);
    expect(blockTextKeys(undefined, {})).toEqual([]);
  });

  it('knows whether a path holds words, inside a list item too', () => {
    const plan = definition(BlockType.pricingPlan);
    expect(holdsWordsAt(plan, ['plans', 0, 'name'])).toBe(true);
    expect(holdsWordsAt(plan, ['plans', 0, 'features'])).toBe(true);
    expect(holdsWordsAt(plan, ['plans', 0, 'buttonUrl'])).toBe(false);
    expect(holdsWordsAt(plan, ['plans', 0])).toBe(false);
    expect(holdsWordsAt(plan, ['plans'])).toBe(false);
    expect(holdsWordsAt(definition(BlockType.marquee), ['items', 2, 'text'])).toBe(true);
    expect(holdsWordsAt(definition(BlockType.button), ['label'])).toBe(true);
    expect(holdsWordsAt(definition(BlockType.button), ['url'])).toBe(false);
  });
});
