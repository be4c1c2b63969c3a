import { describe, expect, it } from 'vitest';
import type { ProductItem } from '../../shared/api/commerce';
import { MoneyInputMessage } from './money-input';
import { draftFromProduct, emptyDraft, type ProductDraft } from './product-draft';
import { DraftMessage, draftFieldOf, validateDraft } from './product-validate';
import { addOption, addValue, type MatrixEdit, type VariantMatrix } from './variant-matrix';

const ok = (edit: MatrixEdit): VariantMatrix => {
  if (!edit.ok) throw new Error(edit.reason);
  return edit.matrix;
};

function tee(): ProductDraft {
  const base = emptyDraft();
  let matrix = ok(addOption(base.matrix, 'Size'));
  matrix = ok(addValue(matrix, 0, 'S'));
  matrix = ok(addValue(matrix, 0, 'M'));
  matrix = {
    ...matrix,
    variants: matrix.variants.map((v, i) => ({
      ...v,
      sku: `T-${i}`,
      price: '20',
      qtyInStock: '3',
    })),
  };
  return { ...base, name: ' Tee ', matrix, tags: 'cotton, Summer,cotton', categories: 'Shirts' };
}

function withVariant(draft: ProductDraft, index: number, change: object): ProductDraft {
  const variants = draft.matrix.variants.map((v, i) => (i === index ? { ...v, ...change } : v));
  return { ...draft, matrix: { ...draft.matrix, variants } };
}

describe('validateDraft', () => {
  it('builds the API body from a good draft', () => {
    const check = validateDraft(tee(), 'EUR');
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(check.input).toMatchObject({
      name: 'Tee',
      tags: ['cotton', 'Summer'],
      categories: ['Shirts'],
      structuredContent: {
        productType: 1,
        variantOptionOrdering: ['Size'],
        isSubscribable: false,
        subscriptionPlan: null,
        additionalFieldsFormId: null,
      },
    });
    expect(check.input.structuredContent.variants[1]).toEqual({
      sku: 'T-1',
      attributes: { Size: 'M' },
      priceMoney: { value: '20.00', currency: 'EUR' },
      salePriceMoney: { value: '0.00', currency: 'EUR' },
      onSale: false,
      unlimited: false,
      qtyInStock: 3,
      imageFileId: null,
    });
  });

  it.each<[string, (d: ProductDraft) => ProductDraft, string, string]>([
    ['an empty name', (d) => ({ ...d, name: ' ' }), 'name', DraftMessage.nameEmpty],
    ['a long name', (d) => ({ ...d, name: 'x'.repeat(201) }), 'name', DraftMessage.nameLong],
    [
      'a bad price',
      (d) => withVariant(d, 1, { price: 'abc' }),
      'variants.1.price',
      MoneyInputMessage.notANumber,
    ],
    [
      'a negative price',
      (d) => withVariant(d, 0, { price: '-5' }),
      'variants.0.price',
      MoneyInputMessage.negative,
    ],
    [
      'an empty price',
      (d) => withVariant(d, 0, { price: '' }),
      'variants.0.price',
      MoneyInputMessage.empty,
    ],
    [
      'three decimals',
      (d) => withVariant(d, 0, { price: '1.999' }),
      'variants.0.price',
      MoneyInputMessage.tooManyDecimals,
    ],
    [
      'a sale price not lower',
      (d) => withVariant(d, 0, { onSale: true, salePrice: '20' }),
      'variants.0.salePrice',
      DraftMessage.saleNotLower,
    ],
    [
      'on sale without a sale price',
      (d) => withVariant(d, 0, { onSale: true }),
      'variants.0.salePrice',
      MoneyInputMessage.empty,
    ],
    [
      'stock 1.5',
      (d) => withVariant(d, 0, { qtyInStock: '1.5' }),
      'variants.0.qtyInStock',
      DraftMessage.stockNotWhole,
    ],
    [
      'stock -1',
      (d) => withVariant(d, 0, { qtyInStock: '-1' }),
      'variants.0.qtyInStock',
      DraftMessage.stockNotWhole,
    ],
    [
      'stock too large',
      (d) => withVariant(d, 0, { qtyInStock: '1000001' }),
      'variants.0.qtyInStock',
      DraftMessage.stockTooLarge,
    ],
    [
      'a duplicate sku',
      (d) => withVariant(d, 1, { sku: 't-0' }),
      'variants.1.sku',
      DraftMessage.skuDuplicate,
    ],
    [
      'a long sku',
      (d) => withVariant(d, 1, { sku: 'S'.repeat(65) }),
      'variants.1.sku',
      DraftMessage.skuLong,
    ],
    [
      'options on a digital product',
      (d) => ({ ...d, productType: 2 }),
      'options',
      DraftMessage.digitalOptions,
    ],
    [
      'an option without values',
      (d) => ({ ...d, matrix: ok(addOption(d.matrix, 'Color')) }),
      'options',
      DraftMessage.optionNoValues('Color'),
    ],
    [
      'a zero gift card',
      (d) => withVariant({ ...d, productType: 4 }, 0, { price: '0' }),
      'variants.0.price',
      DraftMessage.giftCardPrice,
    ],
    [
      'a digital subscription',
      (d) => ({
        ...d,
        matrix: emptyDraft().matrix,
        productType: 2,
        subscription: { ...d.subscription, enabled: true },
      }),
      'subscription.enabled',
      DraftMessage.subscriptionType,
    ],
    [
      'billing every 0',
      (d) => ({ ...d, subscription: { enabled: true, unit: 'WEEK', value: '0', cycles: '0' } }),
      'subscription.value',
      DraftMessage.billingValue,
    ],
    [
      '2.5 charges',
      (d) => ({ ...d, subscription: { enabled: true, unit: 'WEEK', value: '1', cycles: '2.5' } }),
      'subscription.cycles',
      DraftMessage.billingCycles,
    ],
    [
      'custom button text left empty',
      (d) => ({ ...d, useCustomAddButtonText: true }),
      'customAddButtonText',
      DraftMessage.buttonTextEmpty,
    ],
    [
      'long sold-out text',
      (d) => ({ ...d, merchandising: { ...d.merchandising, customSoldOutText: 'x'.repeat(101) } }),
      'merchandising.customSoldOutText',
      DraftMessage.shortTextLong,
    ],
    [
      'long scarcity text',
      (d) => ({ ...d, merchandising: { ...d.merchandising, scarcityText: 'x'.repeat(201) } }),
      'merchandising.scarcityText',
      DraftMessage.scarcityLong,
    ],
    [
      'restock on a gift card',
      (d) => ({
        ...withVariant(d, 0, {}),
        productType: 4,
        merchandising: { ...d.merchandising, restockNotificationsEnabled: true },
      }),
      'merchandising.restockNotificationsEnabled',
      DraftMessage.restockType,
    ],
    [
      'a 51-character tag',
      (d) => ({ ...d, tags: `ok, ${'t'.repeat(51)}` }),
      'tags',
      DraftMessage.tagLong('tag', 50),
    ],
    [
      'an image from elsewhere',
      (d) => ({ ...d, images: [{ fileId: 'f1', url: 'https://x.test/a.jpg', alt: '' }] }),
      'images.0.url',
      'images.0.url must be an address on this site, starting with /',
    ],
    ['an empty tag', (d) => ({ ...d, tags: 'a,,b' }), 'tags', DraftMessage.tagEmpty('tag')],
    [
      'a 26-character category',
      (d) => ({ ...d, categories: 'c'.repeat(26) }),
      'categories',
      DraftMessage.tagLong('category', 25),
    ],
  ])('refuses %s at its field and builds nothing', (_name, change, field, message) => {
    const check = validateDraft(change(tee()), 'USD');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors[field]).toBe(message);
  });

  it("keeps a variant's image only while the product holds it", () => {
    const image = { fileId: 'f1', url: '/files/f1/a.jpg', alt: 'Front' };
    const draft = withVariant({ ...tee(), images: [image] }, 0, { imageFileId: 'f1' });
    const kept = validateDraft(draft, 'USD');
    expect(kept.ok && kept.input.structuredContent.variants[0]?.imageFileId).toBe('f1');
    const dropped = validateDraft({ ...draft, images: [] }, 'USD');
    expect(dropped.ok && dropped.input.structuredContent.variants[0]?.imageFileId).toBeNull();
  });

  it('accepts a subscription of a service and unlimited stock with any typed quantity', () => {
    let draft: ProductDraft = { ...tee(), productType: 3 };
    draft = withVariant(draft, 0, { unlimited: true, qtyInStock: 'whatever' });
    draft = { ...draft, subscription: { enabled: true, unit: 'YEAR', value: '1', cycles: '0' } };
    const check = validateDraft(draft, 'USD');
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(check.input.structuredContent.subscriptionPlan).toEqual({
      billingPeriod: { value: 1, unit: 'YEAR' },
      numBillingCycles: 0,
    });
    expect(check.input.structuredContent.variants[0]).toMatchObject({
      unlimited: true,
      qtyInStock: 0,
    });
  });
});

describe('draftFromProduct', () => {
  it('reads a stored product back into the same body', () => {
    const check = validateDraft(tee(), 'USD');
    if (!check.ok) throw new Error('bad fixture');
    const input = check.input;
    const stored: ProductItem = {
      id: 'p1',
      collectionId: 'c',
      recordType: 11,
      name: input.name,
      slug: 'tee',
      description: '',
      images: [],
      tags: [...(input.tags ?? [])],
      categories: [...(input.categories ?? [])],
      createdOn: '',
      updatedOn: '',
      merchandising: { ...emptyDraft().merchandising, scarcityEnabled: true },
      structuredContent: {
        productType: 1,
        variants: input.structuredContent.variants.map((v, i) => ({
          id: `v${i}`,
          sku: v.sku ?? '',
          attributes: v.attributes ?? {},
          optionValues: [],
          priceMoney: v.priceMoney,
          salePriceMoney: v.salePriceMoney ?? v.priceMoney,
          onSale: false,
          unlimited: false,
          qtyInStock: v.qtyInStock ?? 0,
          imageFileId: null,
        })),
        variantOptionOrdering: ['Size'],
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 6 },
        priceMoney: { value: '20.00', currency: 'USD' },
        salePriceMoney: { value: '0.00', currency: 'USD' },
        onSale: false,
        additionalFieldsFormId: 'form-1',
        useCustomAddButtonText: false,
        customAddButtonText: '',
      },
    };
    const draft = draftFromProduct(stored);
    expect(draft).toMatchObject({
      id: 'p1',
      name: 'Tee',
      tags: 'cotton, Summer',
      additionalFieldsFormId: 'form-1',
      subscription: { enabled: true, unit: 'WEEK', value: '2', cycles: '6' },
      merchandising: { scarcityEnabled: true },
    });
    expect(draft.matrix.options).toEqual([{ name: 'Size', values: ['S', 'M'] }]);
    expect(draft.matrix.variants[1]).toMatchObject({ id: 'v1', price: '20.00', qtyInStock: '3' });
    const again = validateDraft(draft, 'USD');
    expect(again.ok && again.input.structuredContent.variants[1]).toMatchObject({
      id: 'v1',
      sku: 'T-1',
    });
  });
});

describe('draftFieldOf', () => {
  it.each([
    [undefined, 'form'],
    ['name', 'name'],
    ['structuredContent.variants.1.priceMoney.value', 'variants.1.price'],
    ['variants.0.salePriceMoney', 'variants.0.salePrice'],
    ['structuredContent.variants.2.sku', 'variants.2.sku'],
    ['structuredContent.subscriptionPlan.billingPeriod.value', 'subscription.value'],
    ['subscriptionPlan.numBillingCycles', 'subscription.cycles'],
    ['tags.3', 'tags'],
    ['variantOptionOrdering', 'options'],
  ])('maps %s to %s', (server, field) => {
    expect(draftFieldOf(server)).toBe(field);
  });
});
