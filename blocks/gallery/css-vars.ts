// Inline CSS custom properties for a React `style` (React passes `--name` keys through as they
// are; its CSSProperties type does not list them).
import type { CSSProperties } from 'react';

export function cssVars(vars: Readonly<Record<`--${string}`, string | number>>): CSSProperties {
  return vars as CSSProperties;
}
