import { describe, expect, it } from 'vitest';
import { capitalised } from './capitalised';

describe('capitalised', () => {
  it('raises the first letter only and leaves the rest as it is', () => {
    expect(capitalised('panel')).toBe('Panel');
    expect(capitalised('see orders')).toBe('See orders');
    expect(capitalised('iPhone case')).toBe('IPhone case');
    expect(capitalised('élan')).toBe('Élan');
    expect(capitalised('Already')).toBe('Already');
    expect(capitalised('')).toBe('');
  });
});
