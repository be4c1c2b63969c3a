// The visible labels and input hints of multi-part fields' child parts (spec storefront.md §3
// "Summary-form child parts"). The part names are the spec's; the labels are ours.
import { countryNamer } from '../../shared/addresses/country-names';
import { FIELD_PARTS } from '../../shared/forms/field-types';
import type { SiteWords } from '../../shared/i18n/site-words';

/** Each part's label among the site's words (in the page's language, shared/i18n/site-words.ts). */
export const PART_WORDS: Readonly<Record<string, keyof SiteWords>> = {
  Line1: 'partLine1',
  Line2: 'partLine2',
  City: 'partCity',
  Country: 'partCountry',
  Month: 'partMonth',
  Day: 'partDay',
  Year: 'partYear',
  First: 'partFirst',
  Last: 'partLast',
  Areacode: 'partAreaCode',
  Prefix: 'partPrefix',
  Line: 'partLine',
  Hour: 'partHour',
  Minute: 'partMinute',
  Second: 'partSecond',
  Ampm: 'partAmPm',
};

export const PART_PLACEHOLDERS: Readonly<Record<string, string>> = {
  Month: 'MM',
  Day: 'DD',
  Year: 'YYYY',
  Hour: 'hh',
  Minute: 'mm',
  Second: 'ss',
};

/** Parts typed as digits (a numeric keyboard on phones). */
export const NUMERIC_PARTS: ReadonlySet<string> = new Set([
  ...FIELD_PARTS.date,
  ...FIELD_PARTS.phone,
  'Hour',
  'Minute',
  'Second',
]);

export const AMPM_CHOICES = ['AM', 'PM'] as const;

/** Country codes offered in an address: those with a postal-code rule or a region list first. */
export function countryChoices(
  known: readonly string[],
  language = 'en',
): { code: string; name: string }[] {
  const nameOf = countryNamer(language);
  const codes = [...new Set(known)].sort();
  return codes.map((code) => ({ code, name: nameOf(code) ?? code }));
}
