// The visible labels and input hints of multi-part fields' child parts (spec storefront.md §3
// "Summary-form child parts"). The part names are the spec's; the labels are ours.
import { FIELD_PARTS } from '../../shared/forms/field-types';

export const PART_LABELS: Readonly<Record<string, string>> = {
  Line1: 'Address Line 1',
  Line2: 'Address Line 2',
  City: 'City',
  Country: 'Country',
  Month: 'Month',
  Day: 'Day',
  Year: 'Year',
  First: 'First Name',
  Last: 'Last Name',
  Areacode: 'Area Code',
  Prefix: 'Prefix',
  Line: 'Line',
  Hour: 'Hour',
  Minute: 'Minute',
  Second: 'Second',
  Ampm: 'AM/PM',
};

/** The phone's Country part is a calling code, not a country. */
export const PHONE_COUNTRY_LABEL = 'Country Code';

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
export function countryChoices(known: readonly string[]): { code: string; name: string }[] {
  const names =
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames(['en'], { type: 'region' })
      : null;
  const codes = [...new Set(known)].sort();
  return codes.map((code) => ({ code, name: names?.of(code) ?? code }));
}
