import { describe, expect, it } from 'vitest';
import { formatMoneyAmount } from '../../../shared/money/format';
import { product, variant } from '../fixtures';
import {
  addSoldOut,
  chosenVariant,
  optionViews,
  priceLine,
  scarcityText,
  shownImage,
  showRestock,
  soldOutLabel,
  statusMark,
  withStock,
} from './product-view';

const shirt = product(
  'shirt',
  [
    variant('S-RED', { Size: 'Small', Color: 'Red' }, '20.00', { imageFileId: 'red' }),
    variant('S-BLUE', { Size: 'Small', Color: 'Blue' }, '20.00', { qtyInStock: 0 }),
    variant('L-RED', { Size: 'Large', Color: 'Red' }, '24.00', {
      onSale: true,
      salePriceMoney: { value: '18.00', currency: 'USD' },
    }),
  ],
  { variantOptionOrdering: ['Size', 'Color'] },
  {
    images: [
      { fileId: 'main', url: '/m.jpg', alt: 'Shirt' },
      { fileId: 'red', url: '/r.jpg', alt: 'Red shirt' },
    ],
  },
);
const fmt = (money: Parameters<typeof formatMoneyAmount>[0]) => formatMoneyAmount(money);

describe('product view', () => {
  it('keeps the owner option order and marks unavailable and sold-out values', () => {
    const none = optionViews(shirt, {});
    expect(none.map((option) => option.name)).toEqual(['Size', 'Color']);
    expect(none[0]?.values.map((v) => v.state)).toEqual(['available', 'available']);
    const large = optionViews(shirt, { Size: 'Large' });
    expect(large[1]?.values).toEqual([
      { value: 'Red', state: 'available' },
      { value: 'Blue', state: 'unavailable' },
    ]);
    const small = optionViews(shirt, { Size: 'Small' });
    expect(small[1]?.values).toEqual([
      { value: 'Red', state: 'available' },
      { value: 'Blue', state: 'sold-out' },
    ]);
  });

  it('has no selectors for one variant or a digital product', () => {
    const single = product('one', [variant('A', {}, '5.00')]);
    expect(optionViews(single, {})).toEqual([]);
    expect(chosenVariant(single, {})?.sku).toBe('A');
    const digital = product(
      'd',
      [variant('D1', { Format: 'PDF' }, '5.00'), variant('D2', { Format: 'EPUB' }, '5.00')],
      {
        productType: 2,
      },
    );
    expect(optionViews(digital, {})).toEqual([]);
    expect(chosenVariant(digital, {})?.sku).toBe('D1');
  });

  it("shows the chosen variant's image, else the first", () => {
    const red = chosenVariant(shirt, { Size: 'Small', Color: 'Red' });
    expect(shownImage(shirt, red)?.fileId).toBe('red');
    expect(shownImage(shirt, undefined)?.fileId).toBe('main');
    expect(shownImage(product('x', [variant('A', {}, '1.00')]), undefined)).toBeNull();
  });

  it('prices: from when variants differ, the chosen one, sale beside the original', () => {
    expect(priceLine(shirt, undefined, fmt)).toEqual({ kind: 'from', price: '$18.00' });
    expect(priceLine(shirt, chosenVariant(shirt, { Size: 'Small', Color: 'Red' }), fmt)).toEqual({
      kind: 'single',
      price: '$20.00',
    });
    expect(priceLine(shirt, chosenVariant(shirt, { Size: 'Large', Color: 'Red' }), fmt)).toEqual({
      kind: 'sale',
      price: '$18.00',
      original: '$24.00',
    });
  });

  it('prices a subscription with its wording, and a gift card without sale', () => {
    const box = product('box', [variant('B', {}, '30.00')], {
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 },
    });
    expect(priceLine(box, chosenVariant(box, {}), fmt)).toEqual({
      kind: 'subscription',
      text: '$30.00 every month for 1 year',
    });
    const gift = product(
      'gift',
      [
        variant('G25', { Value: '$25' }, '25.00', { onSale: true }),
        variant('G50', { Value: '$50' }, '50.00'),
      ],
      { productType: 4 },
    );
    expect(priceLine(gift, chosenVariant(gift, { Value: '$25' }), fmt)).toEqual({
      kind: 'single',
      price: '$25.00',
    });
    expect(addSoldOut(gift, undefined)).toBe(false);
  });

  it("puts the owner's sold-out text on the add button only when sold out", () => {
    const state = { phase: 'sold-out', text: 'Sold Out' };
    expect(soldOutLabel(state, true, 'Back soon')).toEqual({
      phase: 'sold-out',
      text: 'Back soon',
    });
    expect(soldOutLabel(state, true, '')).toBe(state);
    const ready = { phase: 'ready', text: 'Add To Cart' };
    expect(soldOutLabel(ready, false, 'Back soon')).toBe(ready);
  });

  it('marks a chosen sold-out variant and offers the restock form only when enabled', () => {
    const blue = chosenVariant(shirt, { Size: 'Small', Color: 'Blue' });
    expect(statusMark(shirt, blue)).toBe('sold-out');
    expect(statusMark(shirt, undefined)).toBe('sale');
    expect(addSoldOut(shirt, blue)).toBe(true);
    expect(showRestock(shirt, blue)).toBe(false);
    const enabled = {
      ...shirt,
      merchandising: { ...shirt.merchandising, restockNotificationsEnabled: true },
    };
    expect(showRestock(enabled, blue)).toBe(true);
    expect(showRestock(enabled, undefined)).toBe(false);
  });

  it('reads stock from the inventory call by sku', () => {
    const stocked = withStock(shirt, {
      results: [{ sku: 'S-BLUE', unlimited: false, qtyInStock: 3 }],
    });
    expect(stocked.structuredContent.variants[1]?.qtyInStock).toBe(3);
    expect(stocked.structuredContent.variants[0]?.qtyInStock).toBe(5);
    expect(withStock(shirt, null)).toBe(shirt);
  });

  it('says how few are left when scarcity is on', () => {
    const scarce = {
      ...shirt,
      merchandising: {
        ...shirt.merchandising,
        scarcityEnabled: true,
        scarcityText: 'Only {qty} left!',
      },
    };
    const red = chosenVariant(scarce, { Size: 'Small', Color: 'Red' });
    expect(scarcityText(scarce, red)).toBe('Only 5 left!');
    expect(scarcityText(shirt, red)).toBeNull();
    expect(
      scarcityText(scarce, chosenVariant(scarce, { Size: 'Small', Color: 'Blue' })),
    ).toBeNull();
  });
});
