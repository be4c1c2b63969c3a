import { describe, expect, it } from 'vitest';
import { checkProductInput } from './product-input';

const usd = (value: string) => ({ value, currency: 'USD' });

const shirt = (overrides: Record<string, unknown> = {}, content: Record<string, unknown> = {}) => ({
  name: '  Linen shirt ',
  tags: ['linen'],
  categories: ['Shirts'],
  structuredContent: {
    productType: 1,
    variantOptionOrdering: ['Size', 'Color'],
    variants: [
      {
        sku: 'SH-S-W',
        attributes: { Size: 'S', Color: 'White' },
        priceMoney: usd('40.00'),
        qtyInStock: 3,
      },
      {
        attributes: { Size: 'M', Color: 'White' },
        priceMoney: usd('40'),
        salePriceMoney: usd('30.5'),
        onSale: true,
        unlimited: true,
      },
    ],
    ...content,
  },
  ...overrides,
});

function refusal(input: unknown) {
  const result = checkProductInput(input, 'USD');
  if (result.ok) throw new Error('expected a refusal');
  return { field: result.field, message: result.message };
}

describe('checkProductInput', () => {
  it('normalises a good product and fills defaults', () => {
    const result = checkProductInput(shirt(), 'USD');
    if (!result.ok) throw new Error(result.message);
    const { product } = result;
    expect(product.name).toBe('Linen shirt');
    expect(product.slug).toBe('linen-shirt');
    expect(product.variantOptionOrdering).toEqual(['Size', 'Color']);
    expect(product.variants[0]).toMatchObject({
      sku: 'SH-S-W',
      priceMinor: 4000,
      qtyInStock: 3,
      onSale: false,
    });
    expect(product.variants[1]).toMatchObject({
      sku: '',
      salePriceMinor: 3050,
      onSale: true,
      unlimited: true,
    });
    expect(product.merchandising.restockNotificationsEnabled).toBe(false);
    expect(product.subscriptionPlan).toBeNull();
  });

  it('takes the option order from the first variant when none is given', () => {
    const result = checkProductInput(shirt({}, { variantOptionOrdering: undefined }), 'USD');
    expect(result.ok && result.product.variantOptionOrdering).toEqual(['Size', 'Color']);
  });

  it.each([
    [shirt({ name: '' }), 'name', 'name must not be empty'],
    [shirt({ name: 'Shirt\r\nBcc: x@evil.test' }), 'name', 'name must be one line of text'],
    [shirt({ name: 'Shirt\u2028two' }), 'name', 'name must be one line of text'],
    [shirt({ name: 7 }), 'name', 'name must be text'],
    [shirt({ slug: 'Not A Slug' }), 'slug', expect.stringContaining('slug must be lower-case')],
    [shirt({ tags: ['x'.repeat(51)] }), 'tags.0', 'tags.0 must be at most 50 characters'],
    [
      shirt({ categories: ['x'.repeat(26)] }),
      'categories.0',
      'categories.0 must be at most 25 characters',
    ],
    [shirt({ tags: ['a', 'A'] }), 'tags.1', 'tags.1 is listed twice'],
    [
      shirt({ images: [{ fileId: 'f1', url: 'javascript:alert(1)' }] }),
      'images.0.url',
      expect.any(String),
    ],
    [shirt({}, { productType: 5 }), 'structuredContent.productType', expect.any(String)],
    [shirt({}, { variants: [] }), 'structuredContent.variants', expect.any(String)],
    [
      shirt(
        {},
        {
          variants: [
            { priceMoney: usd('1'), attributes: { Size: 'S', Color: 'W' } },
            { priceMoney: usd('1'), attributes: { Size: 'S', Color: 'W' } },
          ],
        },
      ),
      'structuredContent.variants.1.attributes',
      expect.any(String),
    ],
    [
      shirt(
        {},
        {
          variants: [
            { priceMoney: usd('1'), attributes: { Size: 'S' } },
            { priceMoney: usd('1'), attributes: { Size: 'M', Color: 'W' } },
          ],
        },
      ),
      'structuredContent.variants.0.attributes.Color',
      expect.any(String),
    ],
    [
      shirt(
        {},
        { variants: [{ priceMoney: usd('1'), attributes: { Size: 'S', Color: 'W', Fit: 'x' } }] },
      ),
      'structuredContent.variants.0.attributes.Fit',
      expect.any(String),
    ],
    [
      shirt({}, { variants: [{ priceMoney: { value: '1', currency: 'EUR' } }] }),
      'structuredContent.variants.0.priceMoney',
      "structuredContent.variants.0.priceMoney must be in the store's currency, USD",
    ],
    [
      shirt({}, { variantOptionOrdering: [], variants: [{ priceMoney: usd('1000000.01') }] }),
      'structuredContent.variants.0.priceMoney',
      'structuredContent.variants.0.priceMoney must be at most 1,000,000.00',
    ],
    [
      shirt(
        {},
        {
          variantOptionOrdering: [],
          variants: [{ priceMoney: usd('1'), salePriceMoney: usd('1e9') }],
        },
      ),
      'structuredContent.variants.0.salePriceMoney',
      'structuredContent.variants.0.salePriceMoney must be at most 1,000,000.00',
    ],
    [
      shirt({}, { variants: [{ priceMoney: usd('5'), salePriceMoney: usd('6'), onSale: true }] }),
      'structuredContent.variants.0.salePriceMoney',
      expect.any(String),
    ],
    [
      shirt(
        {},
        { variantOptionOrdering: [], variants: [{ priceMoney: usd('5'), qtyInStock: 1.5 }] },
      ),
      'structuredContent.variants.0.qtyInStock',
      expect.any(String),
    ],
    [
      shirt(
        {},
        { variantOptionOrdering: [], variants: [{ priceMoney: usd('5'), qtyInStock: -1 }] },
      ),
      'structuredContent.variants.0.qtyInStock',
      expect.any(String),
    ],
    [
      shirt({}, { variants: [{ priceMoney: usd('5'), sku: 'a b' }] }),
      'structuredContent.variants.0.sku',
      expect.any(String),
    ],
    [
      shirt(
        {},
        {
          variants: [
            { priceMoney: usd('5'), sku: 'A', attributes: { Size: 'S', Color: 'W' } },
            { priceMoney: usd('5'), sku: 'a', attributes: { Size: 'M', Color: 'W' } },
          ],
        },
      ),
      'structuredContent.variants.1.sku',
      expect.any(String),
    ],
    [
      shirt({}, { productType: 2, variantOptionOrdering: ['Size', 'Color'] }),
      'structuredContent.variants',
      'structuredContent.variants a digital product has exactly one variant',
    ],
    [
      shirt({}, { productType: 2, variants: [{ priceMoney: usd('5') }], isSubscribable: true }),
      'structuredContent.isSubscribable',
      expect.any(String),
    ],
    [
      shirt(
        {},
        { isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 1, unit: 'DAY' } } },
      ),
      'structuredContent.subscriptionPlan.billingPeriod.unit',
      expect.any(String),
    ],
    [
      shirt(
        { merchandising: { restockNotificationsEnabled: true } },
        { productType: 4, variantOptionOrdering: ['Size', 'Color'] },
      ),
      'merchandising.restockNotificationsEnabled',
      expect.any(String),
    ],
  ])('refuses a bad value and names the field (%#)', (input, field, message) => {
    expect(refusal(input)).toEqual({ field, message });
  });

  it('keeps a subscription plan of a physical product', () => {
    const plan = { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 };
    const result = checkProductInput(
      shirt({}, { isSubscribable: true, subscriptionPlan: plan }),
      'USD',
    );
    expect(result.ok && result.product.subscriptionPlan).toEqual(plan);
  });

  it('refuses a body that is not an object', () => {
    expect(refusal(null).field).toBe('product');
    expect(refusal({ name: 'x' }).field).toBe('structuredContent');
  });
});

describe('checkProductInput, more refusals', () => {
  const one = (
    variant: Record<string, unknown> = {},
    content: Record<string, unknown> = {},
    rest: Record<string, unknown> = {},
  ) => ({
    name: 'x',
    ...rest,
    structuredContent: {
      productType: 1,
      variants: [{ priceMoney: usd('1'), ...variant }],
      ...content,
    },
  });
  it.each([
    [one({}, {}, { name: undefined }), 'name', 'name is required'],
    [one({}, {}, { tags: 'a' }), 'tags', 'tags must be a list'],
    [
      one(
        {},
        {},
        {
          tags: Array(51)
            .fill('t')
            .map((t, i) => `${t}${i}`),
        },
      ),
      'tags',
      'tags holds at most 50 entries',
    ],
    [one({}, {}, { tags: [''] }), 'tags.0', 'tags.0 must not be empty'],
    [one({}, {}, { images: ['x'] }), 'images.0', expect.any(String)],
    [
      one({}, {}, { images: [{ fileId: 'bad id', url: '/a.jpg' }] }),
      'images.0.fileId',
      expect.any(String),
    ],
    [one({}, {}, { merchandising: 'x' }), 'merchandising', 'merchandising must be an object'],
    [
      one({}, {}, { merchandising: { scarcityEnabled: 'yes' } }),
      'merchandising.scarcityEnabled',
      expect.any(String),
    ],
    [one({}, { isSubscribable: true }), 'structuredContent.subscriptionPlan', expect.any(String)],
    [
      one(
        {},
        { isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 0, unit: 'WEEK' } } },
      ),
      'structuredContent.subscriptionPlan.billingPeriod.value',
      expect.any(String),
    ],
    [
      one({}, { additionalFieldsFormId: 'not ok' }),
      'structuredContent.additionalFieldsFormId',
      expect.any(String),
    ],
    [
      one({}, { variantOptionOrdering: ['A', 'A'] }),
      'structuredContent.variantOptionOrdering.1',
      expect.any(String),
    ],
    [
      one({ attributes: 'x' }, { variantOptionOrdering: ['A'] }),
      'structuredContent.variants.0.attributes',
      expect.any(String),
    ],
    [
      one({ attributes: { A: '' } }, { variantOptionOrdering: ['A'] }),
      'structuredContent.variants.0.attributes.A',
      expect.any(String),
    ],
    [
      { name: 'x', structuredContent: { productType: 1, variants: ['x'] } },
      'structuredContent.variants.0',
      expect.any(String),
    ],
    [one({ onSale: true }), 'structuredContent.variants.0.salePriceMoney', expect.any(String)],
    [
      one({ salePriceMoney: { value: 'x', currency: 'USD' } }),
      'structuredContent.variants.0.salePriceMoney',
      expect.any(String),
    ],
    [one({ imageFileId: '' }), 'structuredContent.variants.0.imageFileId', expect.any(String)],
    [one({ unlimited: 1 }), 'structuredContent.variants.0.unlimited', expect.any(String)],
    [
      {
        name: 'x',
        structuredContent: {
          productType: 1,
          variants: [{ priceMoney: usd('1') }, { priceMoney: usd('2') }],
        },
      },
      'structuredContent.variantOptionOrdering',
      expect.any(String),
    ],
    [
      {
        name: 'x',
        structuredContent: {
          productType: 1,
          variants: [
            { id: 'v1', priceMoney: usd('1'), attributes: { A: '1' } },
            { id: 'v1', priceMoney: usd('2'), attributes: { A: '2' } },
          ],
        },
      },
      'structuredContent.variants.1.id',
      expect.any(String),
    ],
  ])('refuses %j', (input, field, message) => {
    expect(refusal(input)).toEqual({ field, message });
  });

  it('keeps images, a form id, variant ids and images', () => {
    const result = checkProductInput(
      one(
        { id: 'v1', imageFileId: 'f1', salePriceMoney: null },
        {
          additionalFieldsFormId: 'form-1',
          customAddButtonText: 'Pre-order',
          useCustomAddButtonText: true,
        },
        {
          images: [{ fileId: 'f1', url: '/files/f1/a.jpg', alt: 'A' }],
          description: 'Nice',
          slug: 'my-x',
        },
      ),
      'USD',
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.product).toMatchObject({
      slug: 'my-x',
      description: 'Nice',
      images: [{ fileId: 'f1', url: '/files/f1/a.jpg', alt: 'A' }],
      additionalFieldsFormId: 'form-1',
      customAddButtonText: 'Pre-order',
      variants: [{ id: 'v1', imageFileId: 'f1', salePriceMinor: 0 }],
    });
  });
});
