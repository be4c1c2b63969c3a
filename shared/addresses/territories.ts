// US territories: spec site-and-editor.md §9 "US territories: US, PR, GU, VI, MP, AS, UM".
// These ISO 3166-1 codes are the United States and the territories it delivers to. They keep
// their own country code (and so the "other" postal rule in `postal-codes.ts`, as the spec's
// table has rows only for the listed countries).

export const US_TERRITORIES = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'] as const;

export type UsTerritory = (typeof US_TERRITORIES)[number];

export function isUsTerritory(country: string): boolean {
  return (US_TERRITORIES as readonly string[]).includes(country.toUpperCase());
}
