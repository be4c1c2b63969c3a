import { describe, expect, it } from 'vitest';
import { countryNamer } from './country-names';

describe('countryNamer', () => {
  it('names a country in the language asked for', () => {
    expect(countryNamer('fr-FR')('DE')).toBe('Allemagne');
    expect(countryNamer('en')('DE')).toBe('Germany');
    expect(countryNamer('ja')('FR')).toBe('フランス');
  });

  it('names nothing for a language tag the runtime refuses', () => {
    expect(countryNamer('not a tag')('DE')).toBeUndefined();
  });
});
