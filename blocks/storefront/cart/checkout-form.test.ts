import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE } from '../../../shared/forms/email';
import { storefrontStrings } from '../../../shared/i18n/storefront-strings';
import {
  type CheckoutForm,
  checkoutErrors,
  countryName,
  EMPTY_CHECKOUT,
  fieldLabels,
  formWithPlace,
  needsShippingAddress,
  orderRequest,
} from './checkout-form';

const filled: CheckoutForm = {
  email: ' ada@example.com ',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  address2: '',
  city: 'New York',
  state: 'NY',
  postalCode: '10001',
  country: 'US',
};

describe('checkoutErrors', () => {
  it('accepts a complete US address', () => {
    expect(checkoutErrors(filled, true)).toEqual({});
  });

  it('names every missing field with the country’s own labels', () => {
    expect(checkoutErrors({ ...EMPTY_CHECKOUT, country: 'GB' }, true)).toEqual({
      email: 'Email is required.',
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      address1: 'Address is required.',
      city: 'City is required.',
      state: 'Nation is required.',
      postalCode: 'Postcode is required.',
    });
  });

  it.each([
    ['US', 'NY', '1000', 'ZIP Codes need to be 5 digits.'],
    ['CA', 'ON', 'K1A 0B1', 'An FSA code is invalid.'],
    ['AU', 'NSW', '200', 'Postal Codes need to be 4 digits.'],
    ['GB', 'ENG', 'SW1A 1AA', 'Enter only the 1-4 character outcode portion of postcodes.'],
    ['FR', 'IDF', '7500', 'Postal Codes need to be 5 digits'],
    ['NZ', 'WGN', '60110', 'Postcodes need to be 4 digits'],
    ['NO', '03', '150', 'Postal Codes need to be 4 digits'],
    ['SE', 'AB', '1140', 'Enter up to 3 digits of the postcode'],
    ['ES', 'B', '0803', 'Postal Codes need to be 5 digits'],
    ['IE', 'D', 'D02X285', 'Enter only the first three characters of the Eircode'],
  ])('%s refuses postal code %j', (country, state, postalCode, message) => {
    const errors = checkoutErrors({ ...filled, country, state, postalCode }, true);
    expect(errors.postalCode).toBe(message);
  });

  it.each([
    ['US', 'NY', '10001'],
    ['CA', 'ON', 'k1a'],
    ['DE', 'Bayern', 'anything'],
  ])('%s accepts %s %s', (country, state, postalCode) => {
    expect(checkoutErrors({ ...filled, country, state, postalCode }, true)).toEqual({});
  });

  it('refuses a region not in the country’s list, and an unknown country', () => {
    expect(checkoutErrors({ ...filled, state: 'XX' }, true).state).toBe(
      'Select a valid state or region.',
    );
    expect(checkoutErrors({ ...filled, country: 'ZZ', state: 'x' }, true).country).toBe(
      'Select a valid country.',
    );
  });

  it('checks the email with the forms rule', () => {
    expect(checkoutErrors({ ...filled, email: 'nope' }, true).email).toBe(EMAIL_INVALID_MESSAGE);
  });

  it('asks only for the email when the cart needs no address', () => {
    expect(checkoutErrors({ ...EMPTY_CHECKOUT, email: 'a@b.co' }, false)).toEqual({});
  });
});

describe('orderRequest', () => {
  it('trims the fields and normalises the postal code', () => {
    expect(
      orderRequest({ ...filled, country: 'CA', state: 'ON', postalCode: ' k1a ' }, true),
    ).toEqual({
      email: 'ada@example.com',
      shippingAddress: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address1: '1 Main St',
        address2: '',
        city: 'New York',
        state: 'ON',
        postalCode: 'K1A',
        country: 'CA',
      },
    });
  });

  it('sends no address for a purely digital cart', () => {
    expect(needsShippingAddress({ purelyDigital: true })).toBe(false);
    expect(orderRequest(filled, false)).toEqual({
      email: 'ada@example.com',
      shippingAddress: null,
    });
  });

  it('labels the subdivision and postal code per country', () => {
    expect(fieldLabels('US')).toMatchObject({ state: 'State', postalCode: 'ZIP Code' });
    expect(fieldLabels('IE')).toMatchObject({ state: 'County', postalCode: 'Eircode' });
  });

  it('labels the fields in the shopper’s language, and names what is missing with them', () => {
    const words = storefrontStrings('de-DE');
    expect(fieldLabels('US', words)).toMatchObject({
      firstName: 'Vorname',
      state: 'Region',
      postalCode: 'Postleitzahl',
    });
    expect(checkoutErrors({ ...EMPTY_CHECKOUT, email: 'a@b.co' }, true, words).city).toBe(
      'Stadt ist erforderlich.',
    );
  });

  it('names the countries in the shopper’s language', () => {
    expect(countryName('DE', 'fr-FR')).toBe('Allemagne');
    expect(countryName('GB', 'en-AU')).toBe('United Kingdom');
    expect(countryName('JP', 'ja-JP')).toBe('日本');
  });
});

describe('a chosen place', () => {
  it('fills the parts it knows and keeps the rest', () => {
    const typed = { ...EMPTY_CHECKOUT, address1: '12 Elm', city: 'Albany', state: 'NY' };
    expect(formWithPlace(typed, { state: 'NJ', country: 'US' })).toEqual({ ...typed, state: 'NJ' });
    expect(formWithPlace(typed, { postalCode: 'K1A', country: 'CA' })).toEqual({
      ...typed,
      country: 'CA',
      state: '',
      postalCode: 'K1A',
    });
    const full = {
      address1: '77 Quill Lane',
      address2: '',
      city: 'Springfield',
      state: 'NY',
      postalCode: '10001',
      country: 'US',
      firstName: 'Ada',
    };
    expect(formWithPlace({ ...typed, address2: 'Apt 2' }, full)).toEqual({
      ...typed,
      address1: '77 Quill Lane',
      address2: '',
      city: 'Springfield',
      postalCode: '10001',
    });
  });
});
