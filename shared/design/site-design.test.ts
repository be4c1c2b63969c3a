import { describe, expect, it } from 'vitest';
import { DIRTY_PATHS, deepEqual, dirtyPaths } from './dirty';
import { FONTS, firstFamily, fontById, fontStack } from './fonts';
import { DEFAULT_PALETTE, defaultDesign, siteDesignSchema } from './site-design';

type D = ReturnType<typeof defaultDesign>;

describe('site design', () => {
  it('has a valid default: five colours, themes lightest first, the lightest by default', () => {
    const design = defaultDesign();
    expect(siteDesignSchema.parse(design)).toEqual(design);
    expect(design.colorPalette).toEqual(DEFAULT_PALETTE);
    expect(design.defaultThemeId).toBe('lightest');
    expect(design.activeFontThemeId).toBe('modern');
  });

  it.each([
    ['a four-colour palette', (d: D) => ({ ...d, colorPalette: d.colorPalette.slice(1) })],
    ['an unknown default theme', (d: D) => ({ ...d, defaultThemeId: 'neon' })],
    ['an unknown font theme', (d: D) => ({ ...d, activeFontThemeId: 'neon' })],
    [
      'an unknown font',
      (d: D) => ({ ...d, fontThemes: [{ ...d.fontThemes[0], headings: 'comic' }] }),
    ],
    [
      'a repeated theme id',
      (d: D) => ({ ...d, colorThemes: [d.colorThemes[0], d.colorThemes[0]] }),
    ],
    [
      'a repeated font theme id',
      (d: D) => ({ ...d, fontThemes: [d.fontThemes[0], d.fontThemes[0]] }),
    ],
    [
      'a theme colour inside a theme',
      (d: D) => ({
        ...d,
        colorThemes: [{ ...d.colorThemes[0], text: { type: 'theme', role: 'text' } }],
      }),
    ],
    ['a zigzag button', (d: D) => ({ ...d, buttons: { ...d.buttons, shape: 'zigzag' } })],
    ['a 41 px radius', (d: D) => ({ ...d, buttons: { ...d.buttons, cornerRadius: 41 } })],
    ['a spin animation', (d: D) => ({ ...d, scrollAnimation: 'spin' })],
    [
      'weight 450',
      (d: D) => ({
        ...d,
        fontUsageCategories: {
          ...d.fontUsageCategories,
          headings: { size: 2, weight: 450, lineHeight: 1.2 },
        },
      }),
    ],
    [
      'a 6 rem heading',
      (d: D) => ({
        ...d,
        fontUsageCategories: {
          ...d.fontUsageCategories,
          headings: { size: 6, weight: 400, lineHeight: 1.2 },
        },
      }),
    ],
  ])('refuses %s', (_name, change: (d: D) => unknown) => {
    expect(siteDesignSchema.safeParse(change(defaultDesign())).success).toBe(false);
  });
});

describe('dirty paths', () => {
  it('lists the spec paths and ours in order', () => {
    expect(DIRTY_PATHS.slice(0, 6)).toEqual([
      'defaultThemeId',
      'activeFontThemeId',
      'colorPalette',
      'colorThemes',
      'fontThemes',
      'fontUsageCategories',
    ]);
  });

  it('names what differs from the saved design, and nothing when equal', () => {
    const saved = defaultDesign();
    expect(dirtyPaths(saved, saved)).toEqual([]);
    expect(dirtyPaths(saved, defaultDesign())).toEqual([]);
    const changed = {
      ...saved,
      colorPalette: saved.colorPalette.map((c, i) => (i === 0 ? { ...c, hue: 1 } : c)),
      scrollAnimation: 'fade' as const,
      defaultThemeId: 'dark',
    };
    expect(dirtyPaths(saved, changed)).toEqual([
      'defaultThemeId',
      'colorPalette',
      'scrollAnimation',
    ]);
  });

  it('compares deeply', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(deepEqual({ a: 1 }, { b: 1 })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
  });
});

describe('fonts', () => {
  it('offers system stacks with unique ids, each ending in a generic family', () => {
    expect(new Set(FONTS.map((f) => f.id)).size).toBe(FONTS.length);
    for (const font of FONTS) expect(font.stack).toMatch(/(sans-serif|serif|monospace|cursive)$/);
    expect(fontById('didone')?.name).toBe('Didone');
    expect(fontStack('nope')).toBe(FONTS[0]!.stack);
    expect(firstFamily(fontStack('didone'))).toBe('Didot');
  });
});
