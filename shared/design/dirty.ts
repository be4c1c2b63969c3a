// Which parts of the site design differ from what was saved. The spec's dirty paths (§3 "Site
// aesthetics dirty paths: default theme id, active font theme id, color palette, color themes,
// font themes, font usage categories"), plus buttons, the scroll animation and spacing, which the design
// panel also saves (ours: the spec lists no path for them).
import type { SiteDesign } from './site-design';

export const DIRTY_PATHS = [
  'defaultThemeId',
  'activeFontThemeId',
  'colorPalette',
  'colorThemes',
  'fontThemes',
  'fontUsageCategories',
  'buttons',
  'scrollAnimation',
  'spacing',
] as const satisfies ReadonlyArray<keyof SiteDesign>;

export type DirtyPath = (typeof DIRTY_PATHS)[number];

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The dirty paths, in the list's order; empty when the design is as saved. */
export function dirtyPaths(saved: SiteDesign, current: SiteDesign): DirtyPath[] {
  if (saved === current) return [];
  return DIRTY_PATHS.filter((path) => !deepEqual(saved[path], current[path]));
}
