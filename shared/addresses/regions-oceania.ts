// Region lists for Australia and New Zealand: ISO 3166-2 subdivision codes (without the country
// prefix) and names.

import type { Region } from './region';

/** The 6 states and 2 mainland territories (ISO 3166-2:AU). */
export const AU_REGIONS: readonly Region[] = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
];

/** The 16 regions and the Chatham Islands Territory (ISO 3166-2:NZ). */
export const NZ_REGIONS: readonly Region[] = [
  { code: 'AUK', name: 'Auckland' },
  { code: 'BOP', name: 'Bay of Plenty' },
  { code: 'CAN', name: 'Canterbury' },
  { code: 'CIT', name: 'Chatham Islands Territory' },
  { code: 'GIS', name: 'Gisborne' },
  { code: 'HKB', name: "Hawke's Bay" },
  { code: 'MWT', name: 'Manawatū-Whanganui' },
  { code: 'MBH', name: 'Marlborough' },
  { code: 'NSN', name: 'Nelson' },
  { code: 'NTL', name: 'Northland' },
  { code: 'OTA', name: 'Otago' },
  { code: 'STL', name: 'Southland' },
  { code: 'TKI', name: 'Taranaki' },
  { code: 'TAS', name: 'Tasman' },
  { code: 'WKO', name: 'Waikato' },
  { code: 'WGN', name: 'Wellington' },
  { code: 'WTC', name: 'West Coast' },
];
