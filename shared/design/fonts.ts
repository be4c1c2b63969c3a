// The fonts an owner can choose: system font stacks (no outside font service is reachable), each a
// CSS font-family list that falls back in order (following the public "Modern Font Stacks"
// collection), and a few open fonts bundled with the app (SIL OFL, from @fontsource, latin subset,
// weights 400 and 700), whose files the frame loads only when the design uses them
// (bundled-fonts.ts).
export type FontCategory = 'sans-serif' | 'serif' | 'monospace' | 'handwriting';

export interface FontChoice {
  readonly id: string;
  readonly name: string;
  readonly category: FontCategory;
  readonly stack: string;
  /** A font bundled with the app: the @font-face family its files are declared under. */
  readonly bundledFamily?: string;
}

export const FONTS: readonly FontChoice[] = [
  {
    id: 'system-ui',
    name: 'System UI',
    category: 'sans-serif',
    stack: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  {
    id: 'humanist',
    name: 'Humanist',
    category: 'sans-serif',
    stack: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  },
  {
    id: 'geometric',
    name: 'Geometric',
    category: 'sans-serif',
    stack: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  },
  {
    id: 'neo-grotesque',
    name: 'Neo-grotesque',
    category: 'sans-serif',
    stack:
      'Inter, Roboto, "Helvetica Neue", "Arial Nova", "Nimbus Sans", "Liberation Sans", Arial, sans-serif',
  },
  {
    id: 'rounded',
    name: 'Rounded',
    category: 'sans-serif',
    stack:
      'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", Calibri, source-sans-pro, sans-serif',
  },
  {
    id: 'transitional',
    name: 'Transitional',
    category: 'serif',
    stack: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, "Liberation Serif", serif',
  },
  {
    id: 'old-style',
    name: 'Old style',
    category: 'serif',
    stack: '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, serif',
  },
  {
    id: 'didone',
    name: 'Didone',
    category: 'serif',
    stack: 'Didot, "Bodoni MT", "Noto Serif Display", "URW Palladio L", P052, Sylfaen, serif',
  },
  {
    id: 'slab-serif',
    name: 'Slab serif',
    category: 'serif',
    stack: 'Rockwell, "Rockwell Nova", "Roboto Slab", "DejaVu Serif", "Sitka Small", serif',
  },
  {
    id: 'monospace',
    name: 'Monospace',
    category: 'monospace',
    stack:
      'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace',
  },
  {
    id: 'handwritten',
    name: 'Handwritten',
    category: 'handwriting',
    stack: '"Segoe Print", "Bradley Hand", Chilanka, TSCu_Comic, casual, cursive',
  },
  {
    id: 'inter',
    name: 'Inter',
    category: 'sans-serif',
    stack: '"Inter", system-ui, sans-serif',
    bundledFamily: 'Inter',
  },
  {
    id: 'source-sans-3',
    name: 'Source Sans 3',
    category: 'sans-serif',
    stack: '"Source Sans 3", system-ui, sans-serif',
    bundledFamily: 'Source Sans 3',
  },
  {
    id: 'lora',
    name: 'Lora',
    category: 'serif',
    stack: '"Lora", Georgia, serif',
    bundledFamily: 'Lora',
  },
  {
    id: 'playfair-display',
    name: 'Playfair Display',
    category: 'serif',
    stack: '"Playfair Display", Didot, Georgia, serif',
    bundledFamily: 'Playfair Display',
  },
];

const BY_ID = new Map(FONTS.map((font) => [font.id, font]));

export const FONT_IDS = FONTS.map((font) => font.id) as [string, ...string[]];

export function fontById(id: string): FontChoice | undefined {
  return BY_ID.get(id);
}

/** The stack of a font id; the system UI stack for an unknown one. */
export function fontStack(id: string): string {
  return (BY_ID.get(id) ?? FONTS[0]!).stack;
}

/** The first family of a stack, as `document.fonts.load` wants it ("16px Charter"). */
export function firstFamily(stack: string): string {
  return stack.split(',')[0]!.trim();
}
