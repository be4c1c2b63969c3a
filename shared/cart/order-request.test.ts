import { describe, expect, it } from 'vitest';
import { checkOrderRequest } from './order-request';

const address = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'ny',
  postalCode: ' 10001 ',
  country: 'us',
  ...overrides,
});

describe('checkOrderRequest', () => {
  it('accepts a good order and normalises the address', () => {
    expect(checkOrderRequest({ email: ' a@b.co ', shippingAddress: address() }, true)).toEqual({
      ok: true,
      email: 'a@b.co',
      shippingAddress: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address1: '1 Main St',
        address2: '',
        city: 'Springfield',
        state: 'NY',
        postalCode: '10001',
        country: 'US',
      },
    });
  });

  it('needs no address when nothing is shipped', () => {
    expect(checkOrderRequest({ email: 'a@b.co' }, false)).toEqual({
      ok: true,
      email: 'a@b.co',
      shippingAddress: null,
    });
  });

  it.each([
    [
      { email: 'nope', shippingAddress: address() },
      'email',
      expect.stringContaining('Email is not valid.'),
    ],
    [{ email: 'a@b.co' }, 'shippingAddress', 'A shipping address is required.'],
    [
      { email: 'a@b.co', shippingAddress: address({ city: ' ' }) },
      'shippingAddress.city',
      'City is required.',
    ],
    [
      { email: 'a@b.co', shippingAddress: address({ country: 'USA' }) },
      'shippingAddress.country',
      'Select a valid country.',
    ],
    [
      { email: 'a@b.co', shippingAddress: address({ state: 'ZZ' }) },
      'shippingAddress.state',
      'Select a valid state or region.',
    ],
    [
      { email: 'a@b.co', shippingAddress: address({ postalCode: '1234' }) },
      'shippingAddress.postalCode',
      'ZIP Codes need to be 5 digits.',
    ],
    [
      {
        email: 'a@b.co',
        shippingAddress: address({ country: 'CA', state: 'ON', postalCode: 'K1A 0B1' }),
      },
      'shippingAddress.postalCode',
      'An FSA code is invalid.',
    ],
    [
      {
        email: 'a@b.co',
        shippingAddress: address({ country: 'GB', state: 'ENG', postalCode: 'SW1A 1AA' }),
      },
      'shippingAddress.postalCode',
      'Enter only the 1-4 character outcode portion of postcodes.',
    ],
    [
      {
        email: 'a@b.co',
        shippingAddress: address({ country: 'AU', state: 'NSW', postalCode: '200' }),
      },
      'shippingAddress.postalCode',
      'Postal Codes need to be 4 digits.',
    ],
  ])('refuses %j', (body, field, message) => {
    expect(checkOrderRequest(body, true)).toEqual({ ok: false, field, message });
  });

  it('reads a body that is not an object as missing everything', () => {
    expect(checkOrderRequest(null, false)).toMatchObject({ ok: false, field: 'email' });
  });

  it('takes a free-text state and any postal code where the country has no rules', () => {
    const result = checkOrderRequest(
      {
        email: 'a@b.co',
        shippingAddress: address({ country: 'DE', state: 'Bayern', postalCode: '80331' }),
      },
      true,
    );
    expect(result).toMatchObject({ ok: true, shippingAddress: { state: 'Bayern', country: 'DE' } });
  });
});
