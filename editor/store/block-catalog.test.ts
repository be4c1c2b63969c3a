import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { BlockSchemaDefinition } from '../../blocks/types';
import { blockCatalog, catalogFrom, configureBlocks } from './block-catalog';
import { BUTTON } from './test-site';

const button: BlockSchemaDefinition = {
  type: BUTTON,
  schema: z.object({
    label: z.string().min(1, 'Enter a label.'),
    size: z.number().int().min(1).max(3),
  }),
  defaults: { label: 'Click me', size: 2 },
  fields: [],
};

const catalog = catalogFrom((type) => (type === BUTTON ? button : undefined));

describe('block catalog', () => {
  it('copies the defaults of known types and gives {} for others', () => {
    const defaults = catalog.defaults(BUTTON);
    expect(defaults).toEqual({ label: 'Click me', size: 2 });
    expect(defaults).not.toBe(button.defaults);
    expect(catalog.defaults(21)).toEqual({});
  });

  it.each([
    ['a fitting value', BUTTON, 'label', 'Buy', { ok: true, value: 'Buy' }],
    ['a value the schema refuses', BUTTON, 'label', '', { ok: false, message: 'Enter a label.' }],
    [
      'a key the block does not have',
      BUTTON,
      'colour',
      'red',
      { ok: false, message: 'This block has no setting named colour.' },
    ],
    [
      'any JSON value of an undefined type',
      21,
      'height',
      { px: [1, 2] },
      { ok: true, value: { px: [1, 2] } },
    ],
    [
      'a non-JSON value of an undefined type',
      21,
      'height',
      Number.NaN,
      { ok: false, message: 'NaN is not one of the expected options.' },
    ],
  ])('checks %s', (_name, type, key, value, expected) => {
    const answer = catalog.checkAt(type, {}, [key], value);
    expect(answer.ok ? { ok: true, value: answer.value } : answer).toEqual(expected);
  });

  it('is replaced by configureBlocks', () => {
    configureBlocks((type) => (type === BUTTON ? button : undefined));
    expect(blockCatalog().defaults(BUTTON)).toEqual({ label: 'Click me', size: 2 });
    configureBlocks(() => undefined);
    expect(blockCatalog().defaults(BUTTON)).toEqual({});
  });
});
