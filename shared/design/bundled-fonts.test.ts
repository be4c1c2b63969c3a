import { describe, expect, it } from 'vitest';
import { BUNDLED_FONTS, bundledFontsOf, type FontFiles, fontFaceCss } from './bundled-fonts';
import { FONTS, fontById, fontStack } from './fonts';
import { defaultDesign, type SiteDesign, siteDesignSchema } from './site-design';

/** The default design with the active font theme's fonts replaced. */
function withFonts(headings: string, paragraphs: string, buttons: string): SiteDesign {
  const design = defaultDesign();
  return {
    ...design,
    fontThemes: design.fontThemes.map((theme) =>
      theme.id === design.activeFontThemeId ? { ...theme, headings, paragraphs, buttons } : theme,
    ),
  };
}

const files: FontFiles = {
  inter: { 400: '/assets/inter-400.woff2', 700: '/assets/inter-700.woff2' },
  lora: { 400: '/assets/lora-400.woff2', 700: '/assets/lora-700.woff2' },
};

describe('bundled fonts', () => {
  it('bundles four open fonts, each a family of its own first in its stack', () => {
    expect(BUNDLED_FONTS.map((font) => font.name)).toEqual([
      'Inter',
      'Source Sans 3',
      'Lora',
      'Playfair Display',
    ]);
    for (const font of BUNDLED_FONTS) {
      expect(fontStack(font.id).startsWith(`"${font.bundledFamily}"`)).toBe(true);
    }
    expect(new Set(FONTS.map((font) => font.id)).size).toBe(FONTS.length);
  });

  it('a design may choose a bundled font', () => {
    const design = withFonts('playfair-display', 'lora', 'inter');
    expect(siteDesignSchema.parse(design)).toEqual(design);
  });

  it('a design needs only the bundled fonts its active font theme uses, each once', () => {
    expect(bundledFontsOf(withFonts('system-ui', 'didone', 'monospace'))).toEqual([]);
    expect(bundledFontsOf(withFonts('lora', 'system-ui', 'lora'))).toEqual([fontById('lora')]);
    expect(bundledFontsOf(withFonts('playfair-display', 'inter', 'lora')).map((f) => f.id)).toEqual(
      ['playfair-display', 'inter', 'lora'],
    );
  });

  it('ignores font themes that are not active', () => {
    const design = withFonts('system-ui', 'system-ui', 'system-ui');
    const other = { ...design.fontThemes[0]!, id: 'other', headings: 'inter' };
    expect(bundledFontsOf({ ...design, fontThemes: [...design.fontThemes, other] })).toEqual([]);
  });

  it('declares each needed font at 400 and 700 from its file, and nothing else', () => {
    const css = fontFaceCss([fontById('lora')!], files);
    expect(css.split('\n')).toEqual([
      '@font-face{font-family:"Lora";font-style:normal;font-weight:400;font-display:swap;src:url("/assets/lora-400.woff2") format("woff2");}',
      '@font-face{font-family:"Lora";font-style:normal;font-weight:700;font-display:swap;src:url("/assets/lora-700.woff2") format("woff2");}',
    ]);
    expect(css).not.toContain('inter');
    expect(fontFaceCss([fontById('system-ui')!, fontById('source-sans-3')!], files)).toBe('');
  });

  it('keeps a URL inside its CSS string', () => {
    const hostile: FontFiles = { inter: { 400: 'a") x; b\\\n', 700: '/ok.woff2' } };
    const css = fontFaceCss([fontById('inter')!], hostile);
    expect(css).toContain('url("a%22) x; b%5C%0A")');
  });
});
