import { describe, expect, it } from 'vitest';
import { coordinate, mapUrl, placeLocation } from './location';

const place = (latitude: string, longitude: string) => ({
  addressLine1: '1 Main St',
  addressLine2: '',
  country: 'Norway',
  latitude,
  longitude,
});

describe('geo location', () => {
  it.each([
    ['45.5', 45.5],
    [' -122.25 ', -122.25],
    ['0', 0],
    ['+7.', 7],
    ['', null],
    ['north', null],
  ])('coordinate %j -> %j', (text, expected) => {
    expect(coordinate(text)).toBe(expected);
  });

  it.each([
    ['59.91', '10.75', 'https://www.openstreetmap.org/?mlat=59.91&mlon=10.75'],
    ['0', '0', 'https://www.openstreetmap.org/?mlat=0&mlon=0'],
    ['59.91', '', null],
    ['', '10.75', null],
    ['', '', null],
  ])('lat %j, lng %j -> map %j', (latitude, longitude, expected) => {
    expect(mapUrl(placeLocation(place(latitude, longitude)))).toBe(expected);
  });

  it('reads the place as a shared location', () => {
    expect(placeLocation(place('1', ''))).toEqual({
      addressLine1: '1 Main St',
      addressLine2: '',
      addressCountry: 'Norway',
      mapLat: 1,
      mapLng: null,
    });
  });
});
