import { describe, expect, it } from 'vitest';
import { moneyToWire } from '../../../shared/money/wire';
import { tableCsv } from './data-table';
import { countryName } from './format';
import { formsTable, headlineTable, panelTable, productsTable } from './tables';

const headline = (pageViews: number, bounceRate: number) => ({
  uniqueVisitors: 2,
  visits: 2,
  pageViews,
  pagesPerVisit: pageViews / 2,
  bounceRate,
  visitDurationMs: 90_000,
});

describe('panel tables', () => {
  it('writes the headline figures as shown, with their change', () => {
    const table = headlineTable({
      current: headline(6, 0.5),
      previous: headline(4, 0.25),
    } as Parameters<typeof headlineTable>[0]);
    const csv = tableCsv(table);
    expect(csv).toContain('Figure,This period,Previous period,Change (%)\r\n');
    expect(csv).toContain('Page views,6,4,50\r\n');
    expect(csv).toContain('Bounce rate,50%,25%,100\r\n');
    expect(csv).toContain('Visit duration,"1 min, 30 sec","1 min, 30 sec",0\r\n');
  });

  it('names countries and leaves a rate empty when nothing was shown', () => {
    const countries = panelTable(
      'Countries',
      'Country',
      [{ name: 'FR', views: 3, visitors: 2 }],
      countryName,
    );
    expect(tableCsv(countries)).toBe('\uFEFFCountry,Page views,Visitors\r\nFrance,3,2\r\n');
    const forms = formsTable([{ formId: 'f', name: 'Contact us', renders: 0, submissions: 0 }]);
    expect(tableCsv(forms)).toBe(
      '\uFEFFForm,Shown,Submitted,Submission rate (%)\r\nContact us,0,0,\r\n',
    );
  });

  it('writes money in the store’s currency', () => {
    const products = productsTable({
      funnel: { productViews: 1, addToCart: 1, checkouts: 1, orders: 1 },
      orders: 1,
      revenue: moneyToWire(4500, 'EUR'),
      averageOrderValue: moneyToWire(4500, 'EUR'),
      includesTestOrders: false,
      topProducts: [
        {
          productId: 'p',
          name: 'Linen Cushion',
          views: 3,
          addToCart: 1,
          orders: 1,
          revenue: moneyToWire(4500, 'EUR'),
        },
      ],
    });
    expect(tableCsv(products)).toBe(
      '\uFEFFProduct,Views,Added to cart,Orders,Revenue (EUR)\r\nLinen Cushion,3,1,1,45.00\r\n',
    );
  });
});
