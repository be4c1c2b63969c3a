// Where the font browser gets its fonts and previews. The catalogue is the app's own list of
// system stacks (shared/design/fonts.ts); a preview asks the browser to load the stack's first
// family (`document.fonts.load`), which fails only when the browser cannot read it.
import { FONTS, type FontChoice, firstFamily } from '../../../shared/design/fonts';

export interface FontSource {
  readonly loadFonts: () => Promise<readonly FontChoice[]>;
  readonly loadPreview: (font: FontChoice) => Promise<void>;
}

export const appFonts: FontSource = {
  loadFonts: () => Promise.resolve(FONTS),
  loadPreview: async (font) => {
    if (typeof document === 'undefined' || !document.fonts) return;
    await document.fonts.load(`16px ${firstFamily(font.stack)}`);
  },
};

export const FontMessage = {
  fonts: 'Unable to load fonts',
  preview: (fontName: string) => `Unable to load preview for ${fontName}`,
} as const;
