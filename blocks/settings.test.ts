import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  checkSettingAt,
  NO_PATH,
  readSettings,
  unusableSettings,
  valueAt,
  withValueAt,
} from './settings';
import type { BlockSchemaDefinition } from './types';

const item = z.object({ id: z.string(), title: z.string().max(5, 'At most 5.') });
const schema = z.object({
  items: z.array(item).max(2, 'At most 2 items.').default([]),
  size: z.number().int().min(1).max(3).default(2),
  frame: z.object({ width: z.number().min(0) }).default({ width: 1 }),
});
const gallery: BlockSchemaDefinition = {
  type: 8,
  schema,
  defaults: schema.parse({}),
  fields: [],
};
const settings = { items: [{ id: 'a', title: 'One' }], size: 3 };

describe('valueAt', () => {
  it.each([
    [[], settings],
    [['size'], 3],
    [['items', 0, 'title'], 'One'],
    [['items', 1, 'title'], undefined],
    [['items', 'x'], undefined],
    [['size', 'x'], undefined],
    [['toString'], undefined],
  ] as const)('%j', (path, expected) => {
    expect(valueAt(settings, path)).toEqual(expected);
  });
});

describe('withValueAt', () => {
  it('copies only the path and shares the rest', () => {
    const next = withValueAt(settings, ['items', 0, 'title'], 'Two') as typeof settings;
    expect(next).toEqual({ items: [{ id: 'a', title: 'Two' }], size: 3 });
    expect(settings.items[0]!.title).toBe('One');
    expect(next.size).toBe(3);
  });

  it('stores null at a path (an emptied value), which is not a missing path', () => {
    expect(withValueAt(settings, ['items', 0, 'title'], null)).toEqual({
      items: [{ id: 'a', title: null }],
      size: 3,
    });
  });

  it.each([
    [['items', 5, 'title']],
    [['items', -1]],
    [['items', 0.5]],
    [['missing', 'deep']],
    [['__proto__', 'polluted']],
    [['items', 0, 'constructor']],
  ] as const)('refuses a path that leads nowhere or to a prototype: %j', (path) => {
    expect(withValueAt(settings, path, 'x')).toBe(NO_PATH);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('checkSettingAt', () => {
  it('checks the whole top-level value and answers the parsed value at the path', () => {
    expect(checkSettingAt(gallery, settings, ['items', 0, 'title'], 'Two')).toEqual({
      ok: true,
      key: 'items',
      top: [{ id: 'a', title: 'Two' }],
      value: 'Two',
    });
  });

  it('reads a key the document does not hold yet from the defaults', () => {
    expect(checkSettingAt(gallery, {}, ['frame', 'width'], 5)).toMatchObject({
      ok: true,
      top: { width: 5 },
    });
  });

  it.each([
    [['items', 0, 'title'], 'Too long', 'At most 5.'],
    [
      ['items'],
      [
        { id: 'a', title: '' },
        { id: 'b', title: '' },
        { id: 'c', title: '' },
      ],
      'At most 2 items.',
    ],
    [['size'], 4, 'Too big: expected number to be <=3'],
    [['colour'], 'red', 'This block has no setting named colour.'],
    [['__proto__'], {}, '__proto__ is not one of the expected options.'],
    [['items', 3, 'title'], 'x', 'That item no longer exists.'],
  ] as const)('refuses %j = %j', (path, value, message) => {
    expect(checkSettingAt(gallery, settings, path, value)).toEqual({ ok: false, message });
  });
});

describe('readSettings', () => {
  it('falls back to the default key by key', () => {
    expect(readSettings(gallery, { items: 'nope', size: 1 })).toEqual({
      items: [],
      size: 1,
      frame: { width: 1 },
    });
  });

  it('parses again only the values that changed since the last read', () => {
    const definition: BlockSchemaDefinition = { ...gallery, schema: schema.clone() };
    const items = [{ id: 'a', title: 'One' }];
    const sizeParse = vi.spyOn(definition.schema.shape.size!, 'safeParse');
    const itemsParse = vi.spyOn(definition.schema.shape.items!, 'safeParse');
    const first = readSettings(definition, { items, size: 1 });
    const typed = readSettings(definition, { items, size: 2 });
    expect(first).toEqual({ items, size: 1, frame: { width: 1 } });
    expect(typed).toEqual({ items, size: 2, frame: { width: 1 } });
    expect(typed.items).toBe(first.items);
    expect(itemsParse).toHaveBeenCalledTimes(1);
    expect(sizeParse).toHaveBeenCalledTimes(2);
    // Another block of the type, then the first again: each still reads as its own.
    expect(readSettings(definition, { items: [], size: 9 })).toEqual({
      items: [],
      size: 2,
      frame: { width: 1 },
    });
    expect(readSettings(definition, { items, size: 1 }).size).toBe(1);
  });
});

describe('unusableSettings', () => {
  it.each([
    ['values that fit', settings, []],
    ['keys the document does not hold yet', {}, []],
    ['keys the schema does not know', { extra: 'kept' }, []],
    [
      'values readSettings passes over, in key order',
      { size: 9, items: [{ id: 'a', title: 'Too long' }] },
      [
        { key: 'items', message: 'At most 5.' },
        { key: 'size', message: 'Too big: expected number to be <=3' },
      ],
    ],
  ])('names %s', (_name, stored, expected) => {
    expect(unusableSettings(gallery, stored)).toEqual(expected);
  });
});
