import { describe, expect, it } from 'vitest';
import type { ShippingAddress } from '../../../shared/api/commerce';
import { KnownPlaces } from './provider';

const home: ShippingAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 Elm Street',
  address2: '',
  city: 'Springfield',
  state: 'NY',
  postalCode: '10001',
  country: 'US',
};
const places = new KnownPlaces(async (user) => (user === 'ada' ? [home] : []));

describe('known places', () => {
  it("suggests the country's regions by the start of a word, or by code", async () => {
    const found = await places.autocomplete({ input: 'new', country: 'US', siteUserId: null });
    expect(found.map((p) => p.mainText)).toEqual([
      'New Hampshire',
      'New Jersey',
      'New Mexico',
      'New York',
    ]);
    expect(found[3]).toEqual({
      placeId: 'region:US:NY',
      description: 'New York, United States',
      mainText: 'New York',
      secondaryText: 'United States',
      types: ['administrative_area_level_1'],
    });
    const byCode = await places.autocomplete({ input: 'ny', country: 'US', siteUserId: null });
    expect(byCode.map((p) => p.placeId)).toContain('region:US:NY');
  });

  it('suggests a postal code only when it fits the rule', async () => {
    const fits = await places.autocomplete({ input: '10001', country: 'US', siteUserId: null });
    expect(fits.map((p) => p.placeId)).toEqual(['postal:US:10001']);
    expect(await places.autocomplete({ input: '1000', country: 'US', siteUserId: null })).toEqual(
      [],
    );
  });

  it("suggests a signed-in user's own earlier address first, and only to them", async () => {
    const mine = await places.autocomplete({ input: '12 elm', country: 'US', siteUserId: 'ada' });
    expect(mine[0]).toMatchObject({
      placeId: 'address:0',
      mainText: '12 Elm Street',
      secondaryText: 'Springfield, NY 10001, United States',
    });
    expect(
      await places.autocomplete({ input: '12 elm', country: 'US', siteUserId: 'bob' }),
    ).toEqual([]);
    expect(await places.details('address:0', 'ada')).toMatchObject({ address: home });
    expect(await places.details('address:0', 'bob')).toBeNull();
    expect(await places.details('address:0', null)).toBeNull();
  });

  it('answers details of regions and postal codes, and null for anything else', async () => {
    expect(await places.details('region:CA:ON', null)).toEqual({
      placeId: 'region:CA:ON',
      formattedAddress: 'Ontario, Canada',
      address: { state: 'ON', country: 'CA' },
    });
    expect((await places.details('postal:US:10001', null))?.address).toEqual({
      postalCode: '10001',
      country: 'US',
    });
    for (const id of ['region:US:ZZ', 'postal:US:1', 'postal:DE:10115', 'nope', '']) {
      expect(await places.details(id, null)).toBeNull();
    }
    expect(await places.autocomplete({ input: '  ', country: 'US', siteUserId: null })).toEqual([]);
  });
});
