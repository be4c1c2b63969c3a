import { describe, expect, it } from 'vitest';
import { isUsTerritory, US_TERRITORIES } from './territories';

describe('US territories', () => {
  it('lists the spec codes in order', () => {
    expect(US_TERRITORIES).toEqual(['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM']);
  });

  it.each([
    ['US', true],
    ['pr', true],
    ['UM', true],
    ['CA', false],
    ['', false],
  ])('%j -> %s', (code, expected) => {
    expect(isUsTerritory(code)).toBe(expected);
  });
});
