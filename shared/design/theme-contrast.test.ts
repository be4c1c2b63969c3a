import { describe, expect, it } from 'vitest';
import { hexToHsl } from './color';
import { MIN_TEXT_CONTRAST } from './contrast';
import { defaultDesign } from './site-design';
import { themePairs } from './theme-contrast';

const palette = (...hexes: string[]) => hexes.map((hex) => hexToHsl(hex)!);

describe('theme colour pairs', () => {
  it('lists text, accent and button text for every theme, as the frame resolves them', () => {
    const pairs = themePairs(
      defaultDesign(palette('#ffffff', '#cccccc', '#888888', '#444444', '#000000')),
    );
    expect(pairs.map((pair) => `${pair.themeId}: ${pair.pair}`).slice(0, 3)).toEqual([
      'lightest: text on background',
      'lightest: accent on background',
      'lightest: accent text on accent',
    ]);
    expect(pairs).toHaveLength(15);
    // Black text on the white theme; its accent is the next darkest grey, whose button text is
    // the white background (designStyle's pick), so both accent pairs have the same ratio.
    expect(pairs[0]!.ratio).toBeCloseTo(21, 5);
    expect(pairs[1]!.ratio).toBeCloseTo(pairs[2]!.ratio!, 5);
  });

  it('finds a palette whose colours are too close to read', () => {
    const pale = themePairs(
      defaultDesign(palette('#f0f0f0', '#e8e8e8', '#e0e0e0', '#d8d8d8', '#d0d0d0')),
    );
    expect(pale.every((pair) => pair.ratio! < MIN_TEXT_CONTRAST)).toBe(true);
  });

  it('passes WCAG AA for the default palette new sites start with', () => {
    const failing = themePairs(defaultDesign()).filter(
      (pair) => pair.ratio === undefined || pair.ratio < MIN_TEXT_CONTRAST,
    );
    expect(failing).toEqual([]);
  });
});
