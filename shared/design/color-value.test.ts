import { describe, expect, it } from 'vitest';
import { hexToHsl } from './color';
import {
  colorCss,
  colorName,
  colorValueSchema,
  customColor,
  paletteColor,
  resolveColor,
  sameColorValue,
  themeColor,
} from './color-value';

const red = hexToHsl('#ff0000')!;
const blue = hexToHsl('#0000ff')!;

describe('colour values', () => {
  it('resolves each of the three colour types', () => {
    expect(resolveColor(paletteColor(1), [red, blue])).toEqual(blue);
    expect(resolveColor(customColor(red), [])).toEqual(red);
    const theme = { background: red, text: blue, accent: red };
    expect(resolveColor(themeColor('text'), [], theme)).toEqual(blue);
    expect(resolveColor(themeColor('text'), [])).toBeUndefined();
  });

  it('keeps references as custom properties in CSS', () => {
    expect(colorCss(paletteColor(0))).toBe('var(--sb-palette-1)');
    expect(colorCss(themeColor('accent'))).toBe('var(--sb-accent)');
    expect(colorCss(customColor({ ...red, alpha: 0.5 }))).toBe('rgb(255 0 0 / 0.5)');
  });

  it('names a colour for the picker button', () => {
    expect(colorName(paletteColor(2))).toBe('Palette colour 3');
    expect(colorName(themeColor('background'))).toBe('Theme background');
    expect(colorName(customColor(red))).toBe('#ff0000');
    expect(colorName(customColor({ ...red, alpha: 0.5 }))).toBe('#ff0000, 50% opaque');
  });

  it('compares values', () => {
    expect(sameColorValue(paletteColor(1), paletteColor(1))).toBe(true);
    expect(sameColorValue(paletteColor(1), customColor(blue))).toBe(false);
  });

  it.each([
    [{ type: 'palette', index: 5 }, 'index'],
    [{ type: 'theme', role: 'border' }, 'role'],
    [{ type: 'custom', color: { ...red, hue: 400 } }, 'Hue out of bounds'],
    [{ type: 'custom', color: { ...red, saturation: 2 } }, 'Saturation out of bounds'],
    [{ type: 'custom', color: { ...red, lightness: -1 } }, 'Lightness out of bounds'],
    [{ type: 'custom', color: { ...red, alpha: 1.5 } }, 'Alpha out of bounds'],
    [{ type: 'custom', color: { hue: 0, saturation: 0 } }, 'Missing an H/S/L value'],
    [{ type: 'gradient' }, 'type'],
  ])('refuses %j', (value, reason) => {
    const parsed = colorValueSchema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain(reason);
  });
});
