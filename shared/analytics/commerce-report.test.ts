import { describe, expect, it } from 'vitest';
import { commerceReport, orderValueMinor, type ReportOrder } from './commerce-report';

const funnel = { productViews: 3, addToCart: 2, checkouts: 1, orders: 1 };
const item = (itemId: string, value: string, quantity: number) => ({
  itemId,
  productName: `Product ${itemId}`,
  quantity,
  unitPrice: { value, currency: 'USD' },
});

describe('orderValueMinor', () => {
  it('reads decimalValue first, else value', () => {
    expect(orderValueMinor({ decimalValue: '12.50', value: '99', currencyCode: 'USD' })).toEqual({
      minor: 1250,
      currency: 'USD',
    });
    expect(orderValueMinor({ value: '7', currency: 'EUR' })).toEqual({
      minor: 700,
      currency: 'EUR',
    });
    expect(orderValueMinor({ value: 'seven', currency: 'EUR' })).toBeUndefined();
  });
});

describe('commerceReport', () => {
  const orders: ReportOrder[] = [
    {
      testMode: true,
      grandTotal: { value: '30.00', currency: 'USD' },
      items: [item('p1', '10.00', 3)],
    },
    {
      testMode: true,
      grandTotal: { value: '25.00', currency: 'USD' },
      items: [item('p1', '10.00', 1), item('p2', '15.00', 1)],
    },
    // Another currency than the store's: left out.
    {
      testMode: true,
      grandTotal: { value: '5.00', currency: 'EUR' },
      items: [item('p3', '5.00', 1)],
    },
  ];
  const products = new Map([['p2', { name: 'Stool', views: 4, addToCart: 2 }]]);

  it('leaves test orders out unless asked', () => {
    const report = commerceReport({
      funnel,
      products,
      orders,
      currency: 'USD',
      includeTestOrders: false,
    });
    expect(report.orders).toBe(0);
    expect(report.revenue).toEqual({ value: '0.00', currency: 'USD' });
    expect(report.includesTestOrders).toBe(false);
    expect(report.topProducts.map((row) => row.productId)).toEqual(['p2']);
  });

  it('sums revenue, average order value and top products of the orders asked for', () => {
    const report = commerceReport({
      funnel,
      products,
      orders,
      currency: 'USD',
      includeTestOrders: true,
    });
    expect(report.funnel).toEqual(funnel);
    expect(report.orders).toBe(2);
    expect(report.revenue).toEqual({ value: '55.00', currency: 'USD' });
    expect(report.averageOrderValue).toEqual({ value: '27.50', currency: 'USD' });
    expect(report.topProducts).toEqual([
      {
        productId: 'p1',
        name: 'Product p1',
        views: 0,
        addToCart: 0,
        orders: 2,
        revenue: { value: '40.00', currency: 'USD' },
      },
      {
        productId: 'p2',
        name: 'Stool',
        views: 4,
        addToCart: 2,
        orders: 1,
        revenue: { value: '15.00', currency: 'USD' },
      },
    ]);
  });
});
