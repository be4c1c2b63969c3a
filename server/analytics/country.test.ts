import { describe, expect, it } from 'vitest';
import { guessCountry } from './country';

describe('guessCountry', () => {
  it.each([
    ['en-US', 'Europe/London', 'GB'],
    ['en-GB', undefined, 'GB'],
    ['zh-Hant-TW', 'Etc/UTC', 'TW'],
    ['pt_BR', undefined, 'BR'],
    ['en', 'Asia/Tokyo', 'JP'],
    ['en', 'Mars/Olympus', undefined],
    ['fr', undefined, undefined],
    [undefined, undefined, undefined],
  ])('language %j, time zone %j: %j', (language, timeZone, country) => {
    expect(guessCountry(language, timeZone)).toBe(country);
  });
});
