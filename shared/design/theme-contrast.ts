// The colour pairs each theme puts on the page, resolved as the frame resolves them (through
// the design's CSS custom properties, so the accent's text is the one designStyle picks), with
// their WCAG contrast: text on the background, the accent as link and highlight text on the
// background, and a button's text on its accent fill. The demo site's test holds each to AA.
import { hexToHsl } from './color';
import { contrastRatio } from './contrast';
import { designStyle, themeVariable } from './css-variables';
import type { SiteDesign } from './site-design';

export interface ThemePair {
  readonly themeId: string;
  /** "text on background", "accent on background", "accent text on accent". */
  readonly pair: string;
  /** Undefined when a colour is not an opaque hex value once its references are followed. */
  readonly ratio: number | undefined;
}

const PAIRS = [
  ['text', 'background'],
  ['accent', 'background'],
  ['accent-text', 'accent'],
] as const;

const REFERENCE = /^var\((--[A-Za-z0-9_-]+)\)$/;

/** Follows `var(--name)` references through `variables` to a colour (at most 8 steps). */
function resolve(value: string | undefined, variables: Readonly<Record<string, string>>) {
  let current = value;
  for (let step = 0; step < 8 && current; step++) {
    const reference = REFERENCE.exec(current);
    if (!reference) return hexToHsl(current);
    current = variables[reference[1]!];
  }
  return undefined;
}

export function themePairs(design: SiteDesign): ThemePair[] {
  const { variables } = designStyle(design);
  return design.colorThemes.flatMap((theme) =>
    PAIRS.map(([foreground, background]) => {
      const front = resolve(variables[themeVariable(theme.id, foreground)], variables);
      const back = resolve(variables[themeVariable(theme.id, background)], variables);
      return {
        themeId: theme.id,
        pair: `${foreground.replace('-', ' ')} on ${background}`,
        ratio: front && back ? contrastRatio(front, back) : undefined,
      };
    }),
  );
}
