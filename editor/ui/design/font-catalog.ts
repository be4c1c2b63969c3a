// Where the font browser gets its fonts and previews. The catalogue is the app's own list of
// system stacks and bundled fonts (shared/design/fonts.ts); listing it declares every bundled
// font in the editor's document, and a preview asks the browser to load the stack's first family
// (`document.fonts.load`), which rejects when a bundled font's file cannot be fetched or read.

import { setFontFaces } from '../../../blocks/fonts/font-faces';
import { BUNDLED_FONTS } from '../../../shared/design/bundled-fonts';
import { FONTS, type FontChoice, firstFamily } from '../../../shared/design/fonts';

export interface FontSource {
  readonly loadFonts: () => Promise<readonly FontChoice[]>;
  readonly loadPreview: (font: FontChoice) => Promise<void>;
}

export const appFonts: FontSource = {
  loadFonts: async () => {
    if (typeof document !== 'undefined') setFontFaces(document, BUNDLED_FONTS);
    return FONTS;
  },
  loadPreview: async (font) => {
    if (typeof document === 'undefined' || !document.fonts) return;
    await document.fonts.load(`16px ${firstFamily(font.stack)}`);
  },
};

export const FontMessage = {
  fonts: 'Unable to load fonts',
  preview: (fontName: string) => `Unable to load preview for ${fontName}`,
} as const;
