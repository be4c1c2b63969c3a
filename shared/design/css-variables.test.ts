import { describe, expect, it } from 'vitest';
import { hexToHsl } from './color';
import { customColor } from './color-value';
import { designStyle, sectionThemeStyle, styleChanges } from './css-variables';
import { fontStack } from './fonts';
import { defaultDesign } from './site-design';

describe('design as custom properties', () => {
  it('writes the palette, every theme by reference, the default theme, fonts and buttons', () => {
    const design = defaultDesign();
    const { variables, attributes } = designStyle(design);
    expect(variables['--sb-palette-1']).toBe('#f9f8f6');
    expect(variables['--sb-theme-lightest-background']).toBe('var(--sb-palette-1)');
    expect(variables['--sb-theme-darkest-text']).toBe('var(--sb-palette-1)');
    expect(variables['--sb-text']).toBe('var(--sb-theme-lightest-text)');
    expect(variables['--sb-accent-text']).toBe('var(--sb-theme-lightest-accent-text)');
    expect(variables['--sb-font-headings']).toBe(fontStack('system-ui'));
    expect(variables['--sb-headings-size']).toBe('2.25rem');
    expect(variables['--sb-paragraphs-weight']).toBe('400');
    expect(variables['--sb-button-radius']).toBe('6px');
    expect(attributes).toEqual({ 'data-sb-button-fill': 'solid', 'data-sb-animation': 'none' });
  });

  it('sets the button radius by shape', () => {
    const design = defaultDesign();
    const radius = (shape: 'square' | 'pill') =>
      designStyle({ ...design, buttons: { ...design.buttons, shape } }).variables[
        '--sb-button-radius'
      ];
    expect(radius('square')).toBe('0px');
    expect(radius('pill')).toBe('999px');
  });

  it('derives the type scale from the headings and paragraphs sizes', () => {
    const design = defaultDesign();
    const sized = {
      ...design,
      fontUsageCategories: {
        ...design.fontUsageCategories,
        headings: { ...design.fontUsageCategories.headings, size: 3 },
        paragraphs: { ...design.fontUsageCategories.paragraphs, size: 1.2 },
      },
    };
    const { variables } = designStyle(sized);
    expect(variables['--sb-h1']).toBe('3rem');
    expect(variables['--sb-h2']).toBe('2.25rem');
    expect(variables['--sb-text-md']).toBe('1.2rem');
    expect(variables['--sb-text-sm']).toBe('1.05rem');
    expect(designStyle(design).variables['--sb-text-md']).toBe('1rem');
  });

  it('sets section and block spacing and scales the spacing scale with block spacing', () => {
    const design = defaultDesign();
    const spaced = (section: 'compact' | 'spacious', block: 'compact' | 'spacious') =>
      designStyle({ ...design, spacing: { section, block } }).variables;
    expect(designStyle(design).variables).toMatchObject({
      '--sb-section-spacing': '1',
      '--sb-block-spacing': '1.5rem',
      '--sb-space-4': '1rem',
    });
    expect(spaced('spacious', 'compact')).toMatchObject({
      '--sb-section-spacing': '1.5',
      '--sb-block-spacing': '0.75rem',
      '--sb-space-4': '0.85rem',
    });
    expect(spaced('compact', 'spacious')).toMatchObject({
      '--sb-section-spacing': '0.75',
      '--sb-block-spacing': '2.5rem',
      '--sb-space-7': '4.8rem',
    });
  });

  it('gives inputs, cards and badges corners that follow the button shape', () => {
    const design = defaultDesign();
    const corners = (shape: 'square' | 'rounded' | 'pill', cornerRadius = 6) => {
      const v = designStyle({
        ...design,
        buttons: { ...design.buttons, shape, cornerRadius },
      }).variables;
      return [v['--sb-input-radius'], v['--sb-card-radius'], v['--sb-badge-radius']];
    };
    expect(corners('square')).toEqual(['0px', '0px', '0px']);
    expect(corners('rounded', 6)).toEqual(['6px', '9px', '999px']);
    expect(corners('rounded', 40)).toEqual(['10px', '16px', '999px']);
    expect(corners('pill')).toEqual(['10px', '16px', '999px']);
  });

  it('picks text on the accent that reads best', () => {
    const design = defaultDesign();
    const white = hexToHsl('#ffffff')!;
    const theme = {
      ...design.colorThemes[0]!,
      background: customColor(white),
      text: customColor(hexToHsl('#000000')!),
      accent: customColor(hexToHsl('#ffff00')!),
    };
    const style = designStyle({ ...design, colorThemes: [theme], defaultThemeId: theme.id });
    expect(style.variables['--sb-theme-lightest-accent-text']).toBe('#000000');
  });

  it('falls back to the first font theme', () => {
    const design = { ...defaultDesign(), activeFontThemeId: 'gone' };
    expect(designStyle(design).variables['--sb-font-headings']).toBe(fontStack('system-ui'));
  });

  it('points a themed section at its theme; the default needs nothing', () => {
    expect(sectionThemeStyle('dark')).toEqual({
      '--sb-background': 'var(--sb-theme-dark-background)',
      '--sb-text': 'var(--sb-theme-dark-text)',
      '--sb-accent': 'var(--sb-theme-dark-accent)',
      '--sb-accent-text': 'var(--sb-theme-dark-accent-text)',
    });
    expect(sectionThemeStyle(null)).toEqual({});
    expect(sectionThemeStyle('x) url(//evil.test/t.png')).toEqual({});
  });

  it('changes only what differs', () => {
    const design = defaultDesign();
    const before = designStyle(design);
    const palette = design.colorPalette.map((c, i) => (i === 2 ? hexToHsl('#ff0000')! : c));
    const after = designStyle({ ...design, colorPalette: palette });
    expect(styleChanges(before, after)).toEqual({
      set: [['--sb-palette-3', '#ff0000']],
      remove: [],
    });
    expect(styleChanges(null, after).set).toHaveLength(Object.keys(after.variables).length + 2);
    const fewer = designStyle({
      ...design,
      colorThemes: design.colorThemes.slice(0, 1),
      defaultThemeId: 'lightest',
    });
    expect(styleChanges(before, fewer).remove).toContain('--sb-theme-dark-text');
  });
});
