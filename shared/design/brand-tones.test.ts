import { describe, expect, it } from 'vitest';
import {
  BRAND_TONES,
  designForTone,
  FONT_THEMES,
  type FontThemeId,
  fontTheme,
  isBrandTone,
  isSiteTemplateId,
  PALETTES,
  type PaletteId,
  palette,
  paletteColors,
  SITE_TEMPLATE_IDS,
  TEMPLATE_LOOKS,
  toneLook,
} from './brand-tones';
import { MIN_TEXT_CONTRAST } from './contrast';
import { defaultDesign, siteDesignSchema } from './site-design';
import { themePairs } from './theme-contrast';

const templateDesign = (template: (typeof SITE_TEMPLATE_IDS)[number]) => {
  const looks = TEMPLATE_LOOKS[template];
  return {
    ...defaultDesign(paletteColors(looks.palettes[0]!)),
    fontThemes: looks.fontThemes.map(fontTheme),
    activeFontThemeId: looks.fontThemes[0]!,
  };
};

describe('brand tones', () => {
  it("are the spec's eight, in its order", () => {
    expect(BRAND_TONES).toEqual([
      'professional',
      'sophisticated',
      'friendly',
      'playful',
      'bold',
      'quirky',
      'innovative',
      'custom',
    ]);
    expect(isBrandTone('quirky')).toBe(true);
    expect(isBrandTone('Quirky')).toBe(false);
    expect(isSiteTemplateId('restaurant')).toBe(true);
    expect(isSiteTemplateId('blog')).toBe(false);
  });

  it.each(Object.keys(PALETTES) as PaletteId[])(
    'palette %s gives colour themes whose text, accent and button text pass WCAG AA',
    (id) => {
      const failing = themePairs(defaultDesign(paletteColors(id))).filter(
        (pair) => pair.ratio === undefined || pair.ratio < MIN_TEXT_CONTRAST,
      );
      expect(failing).toEqual([]);
      expect(palette(id).colors).toHaveLength(5);
    },
  );

  it.each(Object.keys(FONT_THEMES) as FontThemeId[])(
    'font theme %s is a valid font theme',
    (id) => {
      expect(() =>
        siteDesignSchema.parse({
          ...defaultDesign(),
          fontThemes: [fontTheme(id)],
          activeFontThemeId: id,
        }),
      ).not.toThrow();
    },
  );

  describe.each(SITE_TEMPLATE_IDS)('the %s template', (template) => {
    const looks = TEMPLATE_LOOKS[template];

    it('offers at least three palettes and font themes, and every tone picks among them', () => {
      expect(looks.palettes.length).toBeGreaterThanOrEqual(3);
      expect(looks.fontThemes.length).toBeGreaterThanOrEqual(3);
      for (const tone of BRAND_TONES) {
        const chosen = toneLook(template, tone);
        if (tone === 'custom') {
          expect(chosen).toBeNull();
          continue;
        }
        expect(looks.palettes).toContain(chosen!.palette);
        expect(looks.fontThemes).toContain(chosen!.fontTheme);
      }
    });

    it('keeps its own design for "custom" and restyles it for the others', () => {
      const own = templateDesign(template);
      expect(designForTone(own, template, 'custom')).toBe(own);
      const looksSeen = new Set<string>();
      for (const tone of BRAND_TONES.filter((t) => t !== 'custom')) {
        const design = siteDesignSchema.parse(designForTone(own, template, tone));
        const chosen = toneLook(template, tone)!;
        expect(design.colorPalette).toEqual(paletteColors(chosen.palette));
        expect(design.activeFontThemeId).toBe(chosen.fontTheme);
        expect(design.buttons.shape).toBe(chosen.buttons.shape);
        expect(design.defaultThemeId).toBe(own.defaultThemeId);
        expect(design.colorThemes.map((theme) => theme.id)).toEqual(
          own.colorThemes.map((theme) => theme.id),
        );
        looksSeen.add(JSON.stringify([chosen.palette, chosen.fontTheme, chosen.buttons.shape]));
      }
      // Seven tones, at least five different looks: a tone is a real choice.
      expect(looksSeen.size).toBeGreaterThanOrEqual(5);
    });
  });
});
