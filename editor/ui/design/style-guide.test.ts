import { describe, expect, it } from 'vitest';
import { fontById } from '../../../shared/design/fonts';
import { defaultDesign } from '../../../shared/design/site-design';
import { levelCaption, paletteSwatches, themeSamples, typeScale } from './style-guide';

const editorial = () => ({ ...defaultDesign(), activeFontThemeId: 'editorial' });

describe('the style guide', () => {
  it('gives the type scale of the active font theme, headings at the site’s factors', () => {
    const levels = typeScale(editorial());
    expect(levels.map((level) => [level.name, level.sizeRem, level.weight])).toEqual([
      ['Heading 1', 2.25, 700],
      ['Heading 2', 1.688, 700],
      ['Heading 3', 1.238, 700],
      ['Paragraph', 1, 400],
      ['Button', 1, 600],
    ]);
    expect(levels[0]!.fontName).toBe(fontById('didone')!.name);
    expect(levels[3]!.fontName).toBe(fontById('geometric')!.name);
    expect(levelCaption(levels[3]!)).toBe(
      `${fontById('geometric')!.name} · 1 rem · 400 · line 1.55`,
    );
  });

  it('lists the palette and every colour theme by its colours', () => {
    const design = defaultDesign();
    const swatches = paletteSwatches(design);
    expect(swatches).toHaveLength(5);
    expect(swatches[0]!.name).toBe('Palette colour 1');
    expect(swatches.every((swatch) => /^#[0-9a-f]{6}$/i.test(swatch.hex))).toBe(true);
    const themes = themeSamples(design);
    expect(themes.map((theme) => theme.name)).toEqual(design.colorThemes.map((t) => t.name));
    expect(Object.keys(themes[0]!.colors)).toEqual(['background', 'text', 'accent']);
  });
});
