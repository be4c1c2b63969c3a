// Which bundled font files a design needs, and the @font-face rules that declare them. The files
// themselves are built assets (blocks/design/font-files.ts gives their URLs by font id), so this
// module stays free of the bundler: the frame declares only the families the active font theme
// uses, and a visitor downloads no unused font.
import { FONTS, type FontChoice, fontById } from './fonts';
import { FONT_CATEGORIES, type SiteDesign } from './site-design';

export const BUNDLED_WEIGHTS = [400, 700] as const;
export type BundledWeight = (typeof BUNDLED_WEIGHTS)[number];

/** The URL of each bundled font's file per weight, by font id. */
export type FontFiles = Readonly<Record<string, Readonly<Record<BundledWeight, string>>>>;

export const BUNDLED_FONTS: readonly FontChoice[] = FONTS.filter((font) => font.bundledFamily);

/** The bundled fonts the design's active font theme uses, each once, in category order. */
export function bundledFontsOf(design: SiteDesign): FontChoice[] {
  const theme =
    design.fontThemes.find((candidate) => candidate.id === design.activeFontThemeId) ??
    design.fontThemes[0]!;
  const used: FontChoice[] = [];
  for (const category of FONT_CATEGORIES) {
    const font = fontById(theme[category]);
    if (font?.bundledFamily && !used.includes(font)) used.push(font);
  }
  return used;
}

/** A URL as a CSS string: quotes, backslashes and line breaks cannot end it early. */
function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}

/** @font-face rules for the given fonts' files; fonts without files are left out. */
export function fontFaceCss(fonts: readonly FontChoice[], files: FontFiles): string {
  const rules: string[] = [];
  for (const font of fonts) {
    const urls = files[font.id];
    if (!font.bundledFamily || !urls) continue;
    for (const weight of BUNDLED_WEIGHTS) {
      rules.push(
        `@font-face{font-family:"${font.bundledFamily}";font-style:normal;font-weight:${weight};` +
          `font-display:swap;src:${cssUrl(urls[weight])} format("woff2");}`,
      );
    }
  }
  return rules.join('\n');
}
