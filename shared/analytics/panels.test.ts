import { describe, expect, it } from 'vitest';
import { PANEL_ROWS, panel, panels } from './panels';

const base = { referrer: null, country: null, device: 'desktop', browser: 'chrome' };
const view = (at: number, visitor: string, visit: string | null, path: string, extra = {}) => ({
  ...base,
  at,
  visitor,
  visit,
  path,
  ...extra,
});

describe('panels', () => {
  const views = [
    view(1, 'a', 'a1', '/', { referrer: 'news.example', country: 'FR' }),
    view(2, 'a', 'a1', '/shop', { country: 'FR' }),
    view(3, 'a', 'a1', '/shop/cushion', { country: 'FR' }),
    view(4, 'b', 'b1', '/shop', { device: 'mobile', browser: 'safari' }),
    view(5, 'c', null, '/about', { referrer: 'search.example', country: 'DE' }),
  ];

  it('counts pages by views, then visitors', () => {
    expect(panels(views).topPages).toEqual([
      { name: '/shop', views: 2, visitors: 2 },
      { name: '/', views: 1, visitors: 1 },
      { name: '/about', views: 1, visitors: 1 },
      { name: '/shop/cushion', views: 1, visitors: 1 },
    ]);
  });

  it('takes entry pages and sources from each visit first view, exit pages from its last', () => {
    const result = panels(views);
    expect(result.entryPages.map((row) => row.name)).toEqual(['/', '/about', '/shop']);
    expect(result.exitPages.map((row) => row.name)).toEqual(['/about', '/shop', '/shop/cushion']);
    expect(result.sources).toEqual([
      { name: 'Direct', views: 1, visitors: 1 },
      { name: 'news.example', views: 1, visitors: 1 },
      { name: 'search.example', views: 1, visitors: 1 },
    ]);
  });

  it('names the unknown country, and counts devices and browsers', () => {
    const result = panels(views);
    expect(result.countries).toEqual([
      { name: 'FR', views: 3, visitors: 1 },
      { name: 'DE', views: 1, visitors: 1 },
      { name: 'Unknown', views: 1, visitors: 1 },
    ]);
    expect(result.devices.map((row) => [row.name, row.views])).toEqual([
      ['desktop', 4],
      ['mobile', 1],
    ]);
    expect(result.browsers.map((row) => row.name)).toEqual(['chrome', 'safari']);
  });

  it(`keeps the first ${PANEL_ROWS} rows`, () => {
    const many = Array.from({ length: 15 }, (_, n) => view(n, 'a', null, `/p${n}`));
    expect(panel(many, (entry) => entry.path)).toHaveLength(PANEL_ROWS);
  });
});
