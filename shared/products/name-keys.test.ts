// Product option names and locales named like Object.prototype's properties.
import { describe, expect, it } from 'vitest';
import { PROTOTYPE_NAMES } from '../json/keys';
import { installmentModalLocale } from './installments';
import { checkProductInput } from './product-input';
import type { Product } from './types';
import { findVariant, missingOptions, variantOptions } from './variants';

const money = (value: string) => ({ value, currency: 'USD' });

describe.each(PROTOTYPE_NAMES)('an option named %s', (name) => {
  const attributes = (value: string) => JSON.parse(`{"${name}":"${value}","Size":"S"}`);
  const input = {
    name: 'Bowl',
    structuredContent: {
      productType: 1,
      variantOptionOrdering: [name, 'Size'],
      variants: [
        { sku: 'A', attributes: attributes('Oak'), priceMoney: money('1.00'), qtyInStock: 1 },
        { sku: 'B', attributes: attributes('Ash'), priceMoney: money('1.00'), qtyInStock: 1 },
      ],
    },
  };

  it('is kept on save, and a variant without a value for it is refused', () => {
    const saved = checkProductInput(input, 'USD');
    if (!saved.ok) throw new Error(saved.message);
    expect(saved.product.variants.map((variant) => Object.keys(variant.attributes))).toEqual([
      [name, 'Size'],
      [name, 'Size'],
    ]);
    const missing = structuredClone(input);
    missing.structuredContent.variants[1]!.attributes = { Size: 'S' };
    expect(checkProductInput(missing, 'USD')).toMatchObject({
      ok: false,
      field: `structuredContent.variants.1.attributes.${name}`,
      message: `structuredContent.variants.1.attributes.${name} needs a value`,
    });
  });

  it('is an option the shopper must choose, and chooses the variant', () => {
    const product = {
      structuredContent: {
        variantOptionOrdering: [name, 'Size'],
        variants: input.structuredContent.variants.map((variant) => ({
          ...variant,
          id: variant.sku,
        })),
      },
    } as unknown as Product;
    expect(variantOptions(product).map((option) => option.name)).toEqual([name, 'Size']);
    expect(missingOptions(product, { Size: 'S' })).toEqual([name]);
    expect(findVariant(product, { Size: 'S' })).toBeUndefined();
    expect(findVariant(product, JSON.parse(`{"${name}":"Ash","Size":"S"}`))?.sku).toBe('B');
  });

  it('as a language or country gives the default installment locale', () => {
    expect(installmentModalLocale(name, name)).toBe('en_US');
    expect(installmentModalLocale('en', name)).toBe('en_US');
  });
});
