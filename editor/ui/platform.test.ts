import { describe, expect, it } from 'vitest';
import { isAndroid } from './platform';

describe('isAndroid', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
      true,
    ],
    ['Mozilla/5.0 (Linux; U; android 4.4; en-us) AppleWebKit/534.30', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15', false],
    ['', false],
  ])('%s -> %s', (userAgent, expected) => {
    expect(isAndroid(userAgent)).toBe(expected);
  });
});
