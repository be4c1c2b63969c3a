import { describe, expect, it } from 'vitest';
import { product } from './fixtures';
import { productsOnPage } from './list-page';

describe('productsOnPage', () => {
  it('pages the products as the built-in list does: 200 a page', () => {
    const many = Array.from({ length: 450 }, (_, i) => product(`p${i}`, []));
    expect(productsOnPage(many, 1).map((p) => p.id)).toHaveLength(200);
    expect(productsOnPage(many, 3).map((p) => p.id)).toEqual(many.slice(400).map((p) => p.id));
    expect(productsOnPage(many, 0)[0]?.id).toBe('p0');
  });
});
