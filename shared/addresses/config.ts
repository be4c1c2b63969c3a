// Address configuration per country: spec site-and-editor.md §3 "Address config per country:
// subdivision label, postal code label, error message, pattern, examples" and §5 "Region lists
// are provided for AU, CA, ES, FR, GB, IE, NO, NZ, SE and US". The labels are ours (the spec
// gives only US State / ZIP Code by way of the message); each uses the country's usual term.

import { type PostalCodeRule, postalCodeRule } from './postal-codes';
import type { Region } from './region';
import { CA_REGIONS, US_REGIONS } from './regions-americas';
import {
  ES_REGIONS,
  FR_REGIONS,
  GB_REGIONS,
  IE_REGIONS,
  NO_REGIONS,
  SE_REGIONS,
} from './regions-europe';
import { AU_REGIONS, NZ_REGIONS } from './regions-oceania';

interface CountryEntry {
  readonly subdivisionLabel: string;
  readonly postalCodeLabel: string;
  readonly regions: readonly Region[];
}

const COUNTRIES: Readonly<Record<string, CountryEntry>> = {
  AU: { subdivisionLabel: 'State', postalCodeLabel: 'Postcode', regions: AU_REGIONS },
  CA: { subdivisionLabel: 'Province', postalCodeLabel: 'Postal Code', regions: CA_REGIONS },
  ES: { subdivisionLabel: 'Province', postalCodeLabel: 'Postal Code', regions: ES_REGIONS },
  FR: { subdivisionLabel: 'Region', postalCodeLabel: 'Postal Code', regions: FR_REGIONS },
  GB: { subdivisionLabel: 'Nation', postalCodeLabel: 'Postcode', regions: GB_REGIONS },
  IE: { subdivisionLabel: 'County', postalCodeLabel: 'Eircode', regions: IE_REGIONS },
  NO: { subdivisionLabel: 'County', postalCodeLabel: 'Postal Code', regions: NO_REGIONS },
  NZ: { subdivisionLabel: 'Region', postalCodeLabel: 'Postcode', regions: NZ_REGIONS },
  SE: { subdivisionLabel: 'County', postalCodeLabel: 'Postcode', regions: SE_REGIONS },
  US: { subdivisionLabel: 'State', postalCodeLabel: 'ZIP Code', regions: US_REGIONS },
};

const OTHER: CountryEntry = {
  subdivisionLabel: 'Region',
  postalCodeLabel: 'Postal Code',
  regions: [],
};

/** Countries with a region list, in the spec's order. */
export const REGION_COUNTRIES = Object.keys(COUNTRIES);

export interface AddressConfig {
  readonly subdivisionLabel: string;
  readonly postalCodeLabel: string;
  /** Empty for countries without a list: the subdivision is then free text. */
  readonly regions: readonly Region[];
  readonly postalCode: PostalCodeRule;
}

/** The configuration for an ISO 3166-1 alpha-2 country code, in any case. */
export function addressConfig(country: string): AddressConfig {
  const entry = COUNTRIES[country.toUpperCase()] ?? OTHER;
  return { ...entry, postalCode: postalCodeRule(country) };
}

/** The region's name, or undefined when the country has no list or no such code. */
export function regionName(country: string, code: string): string | undefined {
  const wanted = code.toUpperCase();
  return addressConfig(country).regions.find((region) => region.code === wanted)?.name;
}
