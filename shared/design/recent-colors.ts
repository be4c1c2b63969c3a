// The picker's recently used colours: newest first, no repeats, at most eight (our number).
import { type ColorValue, sameColorValue } from './color-value';

export const MAX_RECENT_COLORS = 8;

export function addRecentColor(recent: readonly ColorValue[], value: ColorValue): ColorValue[] {
  return [value, ...recent.filter((other) => !sameColorValue(other, value))].slice(
    0,
    MAX_RECENT_COLORS,
  );
}
