import { describe, expect, it } from 'vitest';
import { isPillCartVisible, pillCartCount, pillCartView, trimZeroFraction } from './pill-cart';

describe('pill cart count', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [100, '100'],
    [101, '100+'],
    [5000, '100+'],
  ] as const)('%i -> %s', (quantity, text) => {
    expect(pillCartCount(quantity)).toBe(text);
  });
});

describe('pill cart visibility', () => {
  it.each([
    [0, false],
    [1, true],
    [250, true],
  ] as const)('totalQuantity %i -> visible %s', (quantity, visible) => {
    expect(isPillCartVisible(quantity)).toBe(visible);
  });
});

describe('trimZeroFraction', () => {
  it.each([
    ['$10.00', '$10'],
    ['$1,234.00', '$1,234'],
    ['$0.00', '$0'],
    ['-$5.00', '-$5'],
    ['12.00 kr', '12 kr'],
    ['₪ 7.0', '₪ 7'],
    ['$12.50', '$12.50'],
    ['$12.05', '$12.05'],
    ['$12.001', '$12.001'],
    ['¥1,000', '¥1,000'],
    ['10.00 p.', '10 p.'],
    ['', ''],
  ] as const)('%s -> %s', (formatted, trimmed) => {
    expect(trimZeroFraction(formatted)).toBe(trimmed);
  });
});

describe('pillCartView', () => {
  it('is uninitialized, empty and hidden before the first sync', () => {
    expect(pillCartView(null)).toEqual({
      initialized: false,
      empty: true,
      visible: false,
      countText: '0',
      subtotalText: '',
    });
  });

  it.each([
    [
      { items: 0, subtotal: '$0.00' },
      { empty: true, visible: false, countText: '0', subtotalText: '$0' },
    ],
    [
      { items: 3, subtotal: '$45.00' },
      { empty: false, visible: true, countText: '3', subtotalText: '$45' },
    ],
    [
      { items: 101, subtotal: '$1,010.50' },
      { empty: false, visible: true, countText: '100+', subtotalText: '$1,010.50' },
    ],
  ] as const)('%j', (sync, view) => {
    expect(pillCartView(sync)).toEqual({ initialized: true, ...view });
  });
});
