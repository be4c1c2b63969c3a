import { describe, expect, it } from 'vitest';
import { addressHash, CENTRE, MAP_ZOOMS, mapArt, type Rect, seededRandom } from './map-art';

const ADDRESSES = Array.from({ length: 40 }, (_, i) => `${i + 1} Orchard Lane, Portland, OR 97205`);
const contains = (rect: Rect, x: number, y: number) =>
  x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;

describe('the address hash and generator', () => {
  it.each([
    ['12 Mill Lane', '  12   MILL lane '],
    ['Rue de Rivoli, Paris', 'rue de rivoli, paris'],
  ])('reads %j and %j as the same address', (a, b) => {
    expect(addressHash(a)).toBe(addressHash(b));
  });

  it('tells different addresses apart', () => {
    expect(new Set(ADDRESSES.map(addressHash)).size).toBe(ADDRESSES.length);
  });

  it('gives the same numbers in [0, 1) for the same seed', () => {
    const [a, b] = [seededRandom(42), seededRandom(42)];
    const numbers = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(numbers);
    expect(numbers.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(numbers).size).toBe(100);
  });
});

describe('mapArt', () => {
  it.each(MAP_ZOOMS)('draws the same %s map for the same address, another for another', (zoom) => {
    expect(mapArt('12 Mill Lane, Hebden Bridge', zoom)).toEqual(
      mapArt('12 mill lane,  Hebden Bridge', zoom),
    );
    expect(mapArt('12 Mill Lane, Hebden Bridge', zoom)).not.toEqual(
      mapArt('14 Mill Lane, Hebden Bridge', zoom),
    );
  });

  it('draws more, narrower streets the further out it zooms', () => {
    const [street, neighbourhood, city] = MAP_ZOOMS.map((zoom) => mapArt('1 High St', zoom));
    expect(street!.streets.length).toBeLessThan(neighbourhood!.streets.length);
    expect(neighbourhood!.streets.length).toBeLessThan(city!.streets.length);
    expect(street!.streetWidth).toBeGreaterThan(city!.streetWidth);
  });

  it('draws building footprints except in a city view', () => {
    expect(mapArt('1 High St', 'street').buildings.length).toBeGreaterThan(0);
    expect(mapArt('1 High St', 'neighbourhood').buildings.length).toBeGreaterThan(0);
    expect(mapArt('1 High St', 'city').buildings).toEqual([]);
  });

  it.each(ADDRESSES)('keeps the river and the park off the pin for %s', (address) => {
    for (const zoom of MAP_ZOOMS) {
      const art = mapArt(address, zoom);
      expect(Math.abs(art.river.offset) - art.river.width / 2 - 35).toBeGreaterThan(70);
      const parkMiddle = art.park.y + art.park.height / 2 - CENTRE.y;
      expect(
        Math.sign(parkMiddle) !== Math.sign(art.river.offset) || Math.abs(parkMiddle) < 100,
      ).toBe(true);
      expect(contains(art.park, CENTRE.x, CENTRE.y)).toBe(false);
      expect(art.park.trees.length).toBeGreaterThanOrEqual(3);
      expect(Math.abs(art.rotation)).toBeLessThanOrEqual(14);
    }
  });

  it('covers the whole drawing with streets even when turned', () => {
    const art = mapArt('9 Corner Rd', 'neighbourhood');
    const xs = art.streets.flatMap((s) => [s.x1, s.x2]);
    expect(Math.min(...xs)).toBeLessThan(CENTRE.x - 720);
    expect(Math.max(...xs)).toBeGreaterThan(CENTRE.x + 720);
  });
});
