import { describe, expect, it } from 'vitest';
import { PageType } from '../codes/page-types';
import { isProductsPage } from './products-page';

describe('isProductsPage', () => {
  it('is a main content page without a collection', () => {
    expect(isProductsPage({ pageType: PageType.mainContent })).toBe(true);
  });

  it('is not a main content page holding a blog', () => {
    expect(
      isProductsPage({ pageType: PageType.mainContent, collection: { id: 'c1', view: 'list' } }),
    ).toBe(false);
  });

  it('is not a page of another type', () => {
    const other = Object.values(PageType).find((code) => code !== PageType.mainContent);
    expect(other).toBeDefined();
    expect(isProductsPage({ pageType: other as typeof PageType.page })).toBe(false);
  });
});
