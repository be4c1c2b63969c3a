import { describe, expect, it } from 'vitest';
import { hexToHsl } from './color';
import { applyField, COLOR_FIELDS, fieldText } from './color-fields';
import { customColor, paletteColor } from './color-value';
import { addRecentColor, MAX_RECENT_COLORS } from './recent-colors';

const base = hexToHsl('#336699', 0.8)!;

describe('colour picker fields', () => {
  it('shows a colour in every field', () => {
    expect(COLOR_FIELDS.map((field) => fieldText(field, base))).toEqual([
      '#336699',
      '51',
      '102',
      '153',
      '210',
      '0.5',
      '0.4',
      '0.8',
    ]);
  });

  it.each([
    ['Hex', '#f00', '#ff0000'],
    ['Hex', 'abcdef', '#abcdef'],
    ['Red', '255', '#ff6699'],
    ['Green', '0', '#330099'],
    ['Blue', '51', '#336633'],
    ['Hue', '0', '#993333'],
    ['Saturation', '0', '#666666'],
    ['Lightness', '1', '#ffffff'],
  ] as const)('%s "%s" gives %s and keeps alpha', (field, text, hex) => {
    const result = applyField(field, text, base);
    expect(result.ok && fieldText('Hex', result.color)).toBe(hex);
    expect(result.ok && result.color.alpha).toBe(0.8);
  });

  it('sets alpha alone', () => {
    expect(applyField('Alpha', '0.25', base)).toEqual({
      ok: true,
      color: { ...base, alpha: 0.25 },
    });
  });

  it.each([
    ['Hex', '#12345', 'Hex colours have 3 or 6 hex digits.'],
    ['Hex', 'red', 'Hex colours have 3 or 6 hex digits.'],
    ['Red', '256', 'Red must be a whole number from 0 to 255.'],
    ['Green', '1.5', 'Green must be a whole number from 0 to 255.'],
    ['Blue', '', 'Blue must be a whole number from 0 to 255.'],
    ['Hue', '361', 'Hue out of bounds'],
    ['Hue', '-1', 'Hue out of bounds'],
    ['Hue', '', 'Missing an H/S/L value'],
    ['Saturation', '1.2', 'Saturation out of bounds'],
    ['Lightness', 'abc', 'Missing an H/S/L value'],
    ['Lightness', '2', 'Lightness out of bounds'],
    ['Alpha', '1.01', 'Alpha out of bounds'],
    ['Alpha', 'x', 'Alpha out of bounds'],
  ] as const)('%s "%s" is refused: %s', (field, text, message) => {
    expect(applyField(field, text, base)).toEqual({ ok: false, message });
  });
});

describe('recent colours', () => {
  it('puts the newest first without repeats and keeps eight', () => {
    let recent = addRecentColor([], paletteColor(0));
    recent = addRecentColor(recent, paletteColor(1));
    recent = addRecentColor(recent, paletteColor(0));
    expect(recent).toEqual([paletteColor(0), paletteColor(1)]);
    for (let i = 0; i < 10; i++) recent = addRecentColor(recent, customColor({ ...base, hue: i }));
    expect(recent).toHaveLength(MAX_RECENT_COLORS);
    expect(recent[0]).toEqual(customColor({ ...base, hue: 9 }));
  });
});
