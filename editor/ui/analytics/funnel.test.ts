import { describe, expect, it } from 'vitest';
import { funnelIsEmpty, funnelSteps } from './funnel';

describe('funnelSteps', () => {
  it('gives each step its share of the step before and of the first', () => {
    const steps = funnelSteps({ productViews: 200, addToCart: 50, checkouts: 20, orders: 10 });
    expect(steps.map((step) => step.name)).toEqual([
      'Product views',
      'Add to cart',
      'Checkout',
      'Orders',
    ]);
    expect(steps.map((step) => step.fromPrevious)).toEqual([null, 0.25, 0.4, 0.5]);
    expect(steps.map((step) => step.fromFirst)).toEqual([null, 0.25, 0.1, 0.05]);
  });

  it('has no share after a step nobody reached', () => {
    const steps = funnelSteps({ productViews: 0, addToCart: 0, checkouts: 0, orders: 0 });
    expect(steps.map((step) => step.fromPrevious)).toEqual([null, null, null, null]);
    expect(funnelIsEmpty({ productViews: 0, addToCart: 0, checkouts: 0, orders: 0 })).toBe(true);
    expect(funnelIsEmpty({ productViews: 1, addToCart: 0, checkouts: 0, orders: 0 })).toBe(false);
  });
});
