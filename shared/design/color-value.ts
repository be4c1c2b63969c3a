// The spec's three colour types (§3 "Color types: site palette color, custom color, theme
// color"). A palette colour is stored by reference (its place in the site palette), so changing
// the palette changes every use; a theme colour names a role of the section's colour theme; a
// custom colour holds its own hue, saturation, lightness and alpha.
import { z } from 'zod';
import { HslError } from '../content/hsl-color';
import { cssColor, type Hsla, hslToHex } from './color';

/** The site palette holds five colours. */
export const PALETTE_SIZE = 5;

export const THEME_ROLES = ['background', 'text', 'accent'] as const;
export type ThemeRole = (typeof THEME_ROLES)[number];
export const THEME_ROLE_NAMES: Readonly<Record<ThemeRole, string>> = {
  background: 'Background',
  text: 'Text',
  accent: 'Accent',
};

/** Bounds and messages of the spec's colour formatter (§5, §8). */
export const hslaSchema = z.object({
  hue: z.number({ error: HslError.missing }).min(0, HslError.hue).max(360, HslError.hue),
  saturation: z
    .number({ error: HslError.missing })
    .min(0, HslError.saturation)
    .max(1, HslError.saturation),
  lightness: z
    .number({ error: HslError.missing })
    .min(0, HslError.lightness)
    .max(1, HslError.lightness),
  alpha: z.number({ error: HslError.alpha }).min(0, HslError.alpha).max(1, HslError.alpha),
});

export const colorValueSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('palette'),
    index: z
      .number()
      .int()
      .min(0)
      .max(PALETTE_SIZE - 1),
  }),
  z.object({ type: z.literal('theme'), role: z.enum(THEME_ROLES) }),
  z.object({ type: z.literal('custom'), color: hslaSchema }),
]);

export type ColorValue = z.infer<typeof colorValueSchema>;

/** A colour inside a theme: a palette colour or a custom one (a theme cannot name itself). */
export const themeSlotColorSchema = z.discriminatedUnion('type', [
  colorValueSchema.options[0],
  colorValueSchema.options[2],
]);
export type ThemeSlotColor = z.infer<typeof themeSlotColorSchema>;
export type Palette = readonly Hsla[];

export type PaletteColor = Extract<ColorValue, { type: 'palette' }>;
export type CustomColor = Extract<ColorValue, { type: 'custom' }>;
export const paletteColor = (index: number): PaletteColor => ({ type: 'palette', index });
export const themeColor = (role: ThemeRole): ColorValue => ({ type: 'theme', role });
export const customColor = (color: Hsla): CustomColor => ({ type: 'custom', color });

/** The colour a value stands for; a theme colour needs the theme's own values. */
export function resolveColor(
  value: ColorValue,
  palette: Palette,
  theme?: Readonly<Record<ThemeRole, Hsla>>,
): Hsla | undefined {
  switch (value.type) {
    case 'palette':
      return palette[value.index];
    case 'theme':
      return theme?.[value.role];
    case 'custom':
      return value.color;
  }
}

/** CSS for a value: references stay custom properties, so the frame restyles without a render. */
export function colorCss(value: ColorValue): string {
  switch (value.type) {
    case 'palette':
      return `var(--sb-palette-${value.index + 1})`;
    case 'theme':
      return `var(--sb-${value.role})`;
    case 'custom':
      return cssColor(value.color);
  }
}

/** The name a picker button shows: "Palette colour 2", "Theme accent", "#1a56db, 50% opaque". */
export function colorName(value: ColorValue): string {
  switch (value.type) {
    case 'palette':
      return `Palette colour ${value.index + 1}`;
    case 'theme':
      return `Theme ${THEME_ROLE_NAMES[value.role].toLowerCase()}`;
    case 'custom': {
      const hex = hslToHex(value.color);
      const alpha = value.color.alpha;
      return alpha >= 1 ? hex : `${hex}, ${Math.round(alpha * 100)}% opaque`;
    }
  }
}

export function sameColorValue(a: ColorValue, b: ColorValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
