import { describe, expect, it } from 'vitest';
import { addressConfig, REGION_COUNTRIES, regionName } from './config';

describe('address config per country', () => {
  it.each([
    ['US', 'State', 'ZIP Code', 54, 'ZIP Codes need to be 5 digits.'],
    ['CA', 'Province', 'Postal Code', 13, 'An FSA code is invalid.'],
    ['AU', 'State', 'Postcode', 8, 'Postal Codes need to be 4 digits.'],
    ['GB', 'Nation', 'Postcode', 4, 'Enter only the 1-4 character outcode portion of postcodes.'],
    ['FR', 'Region', 'Postal Code', 13, 'Postal Codes need to be 5 digits'],
    ['NZ', 'Region', 'Postcode', 17, 'Postcodes need to be 4 digits'],
    ['NO', 'County', 'Postal Code', 15, 'Postal Codes need to be 4 digits'],
    ['SE', 'County', 'Postcode', 21, 'Enter up to 3 digits of the postcode'],
    ['ES', 'Province', 'Postal Code', 52, 'Postal Codes need to be 5 digits'],
    ['IE', 'County', 'Eircode', 26, 'Enter only the first three characters of the Eircode'],
    ['DE', 'Region', 'Postal Code', 0, 'Invalid postal code.'],
  ] as const)('%s: %s / %s, %i regions', (country, subdivision, postal, count, message) => {
    const config = addressConfig(country);
    expect(config.subdivisionLabel).toBe(subdivision);
    expect(config.postalCodeLabel).toBe(postal);
    expect(config.regions).toHaveLength(count);
    expect(config.postalCode.message).toBe(message);
  });

  it('has region lists for exactly the spec countries', () => {
    expect([...REGION_COUNTRIES].sort()).toEqual(
      ['AU', 'CA', 'ES', 'FR', 'GB', 'IE', 'NO', 'NZ', 'SE', 'US'].sort(),
    );
  });

  it.each(REGION_COUNTRIES)('%s has unique, non-empty codes and names', (country) => {
    const { regions } = addressConfig(country);
    expect(new Set(regions.map((r) => r.code)).size).toBe(regions.length);
    expect(new Set(regions.map((r) => r.name)).size).toBe(regions.length);
    for (const { code, name } of regions) {
      expect(code).toMatch(/^[A-Z0-9]{1,3}$/);
      expect(name.trim()).toBe(name);
      expect(name).not.toBe('');
    }
  });

  it('includes DC and the armed-forces codes for the US', () => {
    expect(regionName('US', 'DC')).toBe('District of Columbia');
    expect(regionName('us', 'aa')).toBe('Armed Forces Americas');
    expect(regionName('US', 'AE')).toBe('Armed Forces Europe');
    expect(regionName('US', 'AP')).toBe('Armed Forces Pacific');
  });

  it.each([
    ['CA', 'QC', 'Quebec'],
    ['AU', 'NSW', 'New South Wales'],
    ['ES', 'B', 'Barcelona'],
    ['FR', 'IDF', 'Île-de-France'],
    ['GB', 'SCT', 'Scotland'],
    ['IE', 'D', 'Dublin'],
    ['NO', '03', 'Oslo'],
    ['NZ', 'WGN', 'Wellington'],
    ['SE', 'AB', 'Stockholm'],
    ['US', 'ZZ', undefined],
    ['DE', 'BE', undefined],
  ] as const)('%s-%s is %j', (country, code, name) => {
    expect(regionName(country, code)).toBe(name);
  });
});
