import { describe, expect, it } from 'vitest';
import { hexToHsl, hslToHex } from './color';
import { paletteColor, resolveColor } from './color-value';
import { contrastRatio } from './contrast';
import { DEFAULT_PALETTE } from './site-design';
import {
  contrastWarning,
  generateThemes,
  lightestToDarkest,
  THEME_IDS,
  themeContrast,
} from './themes';

const palette = ['#1a56db', '#ffffff', '#111111', '#f5e6c8', '#334155'].map((h) => hexToHsl(h)!);

describe('colour themes', () => {
  it('orders the palette lightest to darkest', () => {
    expect(lightestToDarkest(palette)).toEqual([1, 3, 0, 4, 2]);
  });

  it('makes one theme per colour, lightest first, backgrounds by reference', () => {
    const themes = generateThemes(palette);
    expect(themes.map((t) => t.id)).toEqual([...THEME_IDS]);
    expect(themes.map((t) => t.name)).toEqual(['Lightest', 'Light', 'Medium', 'Dark', 'Darkest']);
    expect(themes.map((t) => t.background)).toEqual([1, 3, 0, 4, 2].map(paletteColor));
  });

  it('puts the darkest colour on light backgrounds and the lightest on dark ones', () => {
    const themes = generateThemes(palette);
    expect(themes[0]!.text).toEqual(paletteColor(2));
    expect(themes[1]!.text).toEqual(paletteColor(2));
    // #1a56db weighs 83 of 256: dark by the spec's rule.
    expect(themes[2]!.text).toEqual(paletteColor(1));
    expect(themes[4]!.text).toEqual(paletteColor(1));
  });

  it('takes as accent the remaining colour that stands out most', () => {
    const themes = generateThemes(palette);
    expect(themes[0]!.accent).toEqual(paletteColor(4));
    expect(themes[4]!.accent).toEqual(paletteColor(3));
    for (const theme of themes) {
      expect(theme.accent).not.toEqual(theme.background);
      expect(theme.accent).not.toEqual(theme.text);
    }
  });

  it('gives the default palette readable text in every theme', () => {
    for (const theme of generateThemes(DEFAULT_PALETTE)) {
      expect(themeContrast(theme, DEFAULT_PALETTE)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('follows a palette change through its references', () => {
    const themes = generateThemes(palette);
    const changed = palette.map((c, i) => (i === 2 ? hexToHsl('#ff0000')! : c));
    expect(hslToHex(resolveColor(themes[0]!.text, changed)!)).toBe('#ff0000');
    expect(themeContrast(themes[0]!, changed)).toBeCloseTo(
      contrastRatio(hexToHsl('#ffffff')!, hexToHsl('#ff0000')!),
    );
  });

  it('warns below 4.5:1 only', () => {
    expect(contrastWarning(4.49)).toBe(
      'Text contrast is 4.4:1, below the 4.5:1 that WCAG asks for.',
    );
    expect(contrastWarning(4.5)).toBeNull();
    expect(contrastWarning(undefined)).toBeNull();
  });

  it('cannot measure a colour missing from the palette', () => {
    const theme = { ...generateThemes(palette)[0]!, text: paletteColor(4) };
    expect(themeContrast(theme, palette.slice(0, 3))).toBeUndefined();
  });
});
