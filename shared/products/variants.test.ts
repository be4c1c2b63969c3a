import { describe, expect, it } from 'vitest';
import type { Product, ProductContent } from './types';
import {
  findVariant,
  missingOptions,
  type OptionSelection,
  showVariantSelector,
  variantDescriptor,
  variantOptions,
} from './variants';

const product = (content: ProductContent): Product => ({ structuredContent: content });

// Mirrors conformance util.commerce/get-item-variant-options.json.
describe('variantOptions', () => {
  it.each<[string, ProductContent, { name: string; values: string[] }[]]>([
    [
      'follows variantOptionOrdering',
      {
        variants: [
          { attributes: { fit: 'loose', color: 'blue' } },
          { attributes: { fit: 'slim', color: 'red' } },
        ],
        variantOptionOrdering: ['color', 'fit'],
      },
      [
        { name: 'color', values: ['blue', 'red'] },
        { name: 'fit', values: ['loose', 'slim'] },
      ],
    ],
    [
      'values once each, first-seen order',
      {
        variants: [
          { attributes: { fit: 'loose', color: 'blue' } },
          { attributes: { fit: 'loose', color: 'green' } },
          { attributes: { fit: 'slim', color: 'red' } },
        ],
        variantOptionOrdering: ['fit', 'color'],
      },
      [
        { name: 'fit', values: ['loose', 'slim'] },
        { name: 'color', values: ['blue', 'green', 'red'] },
      ],
    ],
    [
      'one variant has no options',
      { variants: [{ attributes: { fit: 'loose' } }], variantOptionOrdering: ['fit'] },
      [],
    ],
    ['no variants', { variants: [], variantOptionOrdering: [] }, []],
    [
      'skips variants without attributes',
      {
        variants: [
          { attributes: { fit: 'loose', color: 'blue' } },
          { attributes: { fit: 'slim', color: 'red' } },
          {},
        ],
        variantOptionOrdering: ['fit', 'color'],
      },
      [
        { name: 'fit', values: ['loose', 'slim'] },
        { name: 'color', values: ['blue', 'red'] },
      ],
    ],
    [
      'ignores attributes outside the ordering',
      {
        variants: [{ attributes: { Value: '25', extra: 'x' } }, { attributes: { Value: '50' } }],
        variantOptionOrdering: ['Value'],
      },
      [{ name: 'Value', values: ['25', '50'] }],
    ],
    [
      'without an ordering, names in first-seen order',
      { variants: [{ attributes: { Size: 'S' } }, { attributes: { Size: 'M', Color: 'Red' } }] },
      [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Color', values: ['Red'] },
      ],
    ],
  ])('%s', (_, content, expected) => {
    expect(variantOptions(product(content))).toEqual(expected);
  });
});

describe('showVariantSelector (more than one variant, never digital)', () => {
  it.each<[ProductContent, boolean]>([
    [{ productType: 1, variants: [{}, {}, {}] }, true],
    [{ productType: 3, variants: [] }, false],
    [{ productType: 1, variants: [{}] }, false],
    [{ productType: 2 }, false],
    [{ productType: 2, variants: [{}, {}] }, false],
    [{ productType: 4, variants: [{}, {}] }, true],
  ])('%j -> %s', (content, expected) => {
    expect(showVariantSelector(product(content))).toBe(expected);
  });
});

const shirt = product({
  productType: 1,
  variantOptionOrdering: ['Size', 'Color'],
  variants: [
    { sku: 'S-RED', attributes: { Size: 'S', Color: 'Red' } },
    { sku: 'S-BLUE', attributes: { Size: 'S', Color: 'Blue' } },
    { sku: 'M-RED', attributes: { Size: 'M', Color: 'Red' } },
  ],
});

describe('findVariant and missingOptions', () => {
  it.each<[OptionSelection, string[], string | undefined]>([
    [{ Size: 'S', Color: 'Red' }, [], 'S-RED'],
    [{ Color: 'Blue', Size: 'S' }, [], 'S-BLUE'],
    [{ Size: 'M', Color: 'Blue' }, [], undefined],
    [{ Size: 'M' }, ['Color'], undefined],
    [{ Size: '', Color: 'Red' }, ['Size'], undefined],
    [{}, ['Size', 'Color'], undefined],
    [{ Size: 'S', Color: 'Red', Extra: 'x' }, [], 'S-RED'],
  ])('%j: missing %j, finds %s', (selection, missing, sku) => {
    expect(missingOptions(shirt, selection)).toEqual(missing);
    expect(findVariant(shirt, selection)?.sku).toBe(sku);
  });

  it('resolves a one-variant product without a selection', () => {
    expect(findVariant(product({ variants: [{ sku: 'ONLY' }] }), {})?.sku).toBe('ONLY');
  });

  it('finds nothing for a product without variants or options', () => {
    expect(findVariant(product({ variants: [] }), {})).toBeUndefined();
    expect(findVariant(product({ variants: [{ sku: 'a' }, { sku: 'b' }] }), {})).toBeUndefined();
  });
});

describe('variantDescriptor', () => {
  it.each([
    [
      {
        optionValues: [
          { optionName: 'Size', value: 'Small' },
          { optionName: 'Color', value: 'Red' },
        ],
      },
      'Small / Red',
    ],
    [{ optionValues: [{ value: 'Large' }] }, 'Large'],
    [{}, ''],
  ])('%j -> %s', (variant, expected) => {
    expect(variantDescriptor(variant)).toBe(expected);
  });
});
