// Dietary tags on a menu item: the owner types short codes ("V, GF"); each known code is spelled
// out for screen readers and as a tooltip (V is Vegetarian), an unknown one is shown as typed.

export interface DietaryTag {
  /** What the menu shows: the code in capitals ("GF"). */
  readonly code: string;
  /** What it means ("Gluten-free"); the code itself when it is not a known one. */
  readonly label: string;
}

export const DIETARY_TAGS: Readonly<Record<string, string>> = {
  V: 'Vegetarian',
  VG: 'Vegan',
  GF: 'Gluten-free',
  DF: 'Dairy-free',
  NF: 'Nut-free',
  N: 'Contains nuts',
};

/** The tags in the order typed, split at commas, slashes or spaces, each once. */
export function parseDietaryTags(text: string): DietaryTag[] {
  const codes = text
    .split(/[\s,/]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  return [...new Set(codes)].map((code) => ({
    code,
    label: Object.hasOwn(DIETARY_TAGS, code) ? DIETARY_TAGS[code]! : code,
  }));
}
