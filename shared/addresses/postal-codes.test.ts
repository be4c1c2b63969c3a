import { describe, expect, it } from 'vitest';
import {
  normalizePostalCode,
  OTHER_POSTAL_CODE_RULE,
  POSTAL_CODE_COUNTRIES,
  postalCodeError,
  postalCodeRule,
} from './postal-codes';

// Spec site-and-editor.md §5 "Postal codes by country": country, message, accepted, refused.
const TABLE: readonly [string, string, readonly string[], readonly string[]][] = [
  [
    'US',
    'ZIP Codes need to be 5 digits.',
    ['10001', ' 94105 '],
    ['1000', '100011', '10001-1234', 'ABCDE', ''],
  ],
  ['CA', 'An FSA code is invalid.', ['K1A', 'm5v'], ['K1', 'K1A0B1', '1A1', 'KAA', '']],
  ['AU', 'Postal Codes need to be 4 digits.', ['2000', '0800'], ['200', '20000', 'ABCD']],
  [
    'GB',
    'Enter only the 1-4 character outcode portion of postcodes.',
    ['SW1A', 'M1', 'm1', 'EC1', 'B33', 'W1A', 'CR2', 'B', 'SW'],
    ['SW1A 1AA', 'SW1AA', '1A', 'ABC', 'S1AAA', ''],
  ],
  ['FR', 'Postal Codes need to be 5 digits', ['75001', '20000'], ['7500', '750011', '2A000']],
  ['NZ', 'Postcodes need to be 4 digits', ['6011'], ['601', '60111']],
  ['NO', 'Postal Codes need to be 4 digits', ['0150'], ['150', '01500']],
  ['SE', 'Enter up to 3 digits of the postcode', ['1', '41', '114'], ['', '1144', '11 4', 'A1']],
  ['ES', 'Postal Codes need to be 5 digits', ['08038', '28001'], ['080', '0803', '080381']],
  [
    'IE',
    'Enter only the first three characters of the Eircode',
    ['D02', 'a65', 'D6W'],
    ['D0', 'D02X285', 'D-2'],
  ],
];

describe('postal codes by country', () => {
  it.each(TABLE)('%s: %s', (country, message, accepted, refused) => {
    expect(postalCodeRule(country).message).toBe(message);
    for (const code of accepted) expect(postalCodeError(country, code)).toBeNull();
    for (const code of refused) expect(postalCodeError(country, code)).toBe(message);
  });

  it('has a rule for exactly the table countries', () => {
    expect(POSTAL_CODE_COUNTRIES).toEqual(TABLE.map(([country]) => country));
  });

  it("accepts each rule's own examples", () => {
    for (const country of POSTAL_CODE_COUNTRIES) {
      for (const example of postalCodeRule(country).examples) {
        expect(postalCodeError(country, example)).toBeNull();
      }
    }
  });

  it('accepts anything elsewhere, with the message Invalid postal code.', () => {
    expect(OTHER_POSTAL_CODE_RULE.message).toBe('Invalid postal code.');
    expect(postalCodeRule('DE')).toBe(OTHER_POSTAL_CODE_RULE);
    for (const code of ['', '10115', 'anything at all', '\n']) {
      expect(postalCodeError('DE', code)).toBeNull();
    }
  });

  it('reads country codes in any case', () => {
    expect(postalCodeError('us', '1')).toBe('ZIP Codes need to be 5 digits.');
  });

  it('normalizes by trimming and upper-casing', () => {
    expect(normalizePostalCode('  sw1a ')).toBe('SW1A');
  });
});
