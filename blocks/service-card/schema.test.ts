import { describe, expect, it } from 'vitest';
import { blockTypeInfo } from '../../shared/codes/block-types';
import { validateSetting } from '../settings';
import { serviceCardSchemas } from './schema';

const SERVICE_CODES = [6, 24, 25, 42, 45, 46, 50, 56, 63, 65, 66, 68];
const schemaFor = (type: number) => serviceCardSchemas.find((s) => s.type === type)!;

describe('service card schemas', () => {
  it('define each service type code once', () => {
    expect(serviceCardSchemas.map((s) => s.type)).toEqual(SERVICE_CODES);
  });

  it.each(SERVICE_CODES)('type %i: defaults are an empty address, no title, left', (type) => {
    const definition = schemaFor(type);
    expect(definition.defaults).toMatchObject({
      url: '',
      title: '',
      buttonLabel: '',
      align: 'left',
    });
    expect(definition.schema.safeParse(definition.defaults).success).toBe(true);
    expect(definition.fields.map((f) => f.key)).toEqual(Object.keys(definition.defaults));
  });

  it.each([
    [46, ['url', 'title', 'buttonLabel', 'align', 'asin']],
    [50, ['url', 'title', 'buttonLabel', 'align', 'restaurantId']],
    [66, ['url', 'title', 'buttonLabel', 'align', 'restaurantId']],
    [68, ['url', 'title', 'buttonLabel', 'align', 'variant']],
    [25, ['url', 'title', 'buttonLabel', 'align']],
  ])('type %i has the settings %j', (type, keys) => {
    expect(schemaFor(type).fields.map((f) => f.key)).toEqual(keys);
  });

  it('offers the spec’s Tock variants, reservations first', () => {
    const field = schemaFor(68).fields.find((f) => f.key === 'variant');
    expect(field?.kind === 'choice' && field.options.map((o) => o.value)).toEqual(
      blockTypeInfo(68)?.variants,
    );
    expect(schemaFor(68).defaults.variant).toBe('reservations');
  });

  it('names the expected host in the address help', () => {
    expect(schemaFor(25).fields[0]).toMatchObject({
      label: 'Instagram address',
      help: 'An address on instagram.com, such as https://www.instagram.com/yourname.',
    });
  });

  it.each([
    [25, 'url', 'https://www.instagram.com/juniperoak', true],
    [
      25,
      'url',
      'https://x.com/a',
      'Enter an address on Instagram such as https://www.instagram.com/yourname.',
    ],
    [25, 'title', 'x'.repeat(200), true],
    [25, 'title', 'x'.repeat(201), 'A title can be at most 200 characters.'],
    [56, 'buttonLabel', 'x'.repeat(81), 'A button label can be at most 80 characters.'],
    [56, 'align', 'justify', 'Choose left, center or right.'],
    [46, 'asin', 'B08N5WRWNW', true],
    [46, 'asin', '', true],
    [46, 'asin', 'b08n5wrwnw', 'An ASIN is 10 capital letters and digits, such as B08N5WRWNW.'],
    [50, 'restaurantId', '123456', true],
    [
      66,
      'restaurantId',
      '12-34',
      'A restaurant ID is a number of up to 10 digits, such as 123456.',
    ],
    [68, 'variant', 'events', true],
    [68, 'variant', 'tickets', 'Choose reservations or events.'],
  ] as const)('type %i: %s = %j -> %j', (type, key, value, expected) => {
    const result = validateSetting(schemaFor(type), key, value);
    expect(result).toEqual(
      expected === true ? { ok: true, value } : { ok: false, message: expected },
    );
  });
});
