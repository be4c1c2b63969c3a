import { describe, expect, it } from 'vitest';
import { newStoreCollection, rootCategory } from './new-store';

describe('newStoreCollection', () => {
  it('builds the collection fields from the title', () => {
    expect(newStoreCollection(' Summer Shop ', ['summer-shop'], 'Hats')).toEqual({
      navigationTitle: 'Summer Shop',
      title: 'Summer Shop',
      urlId: 'summer-shop-1',
      description: 'Hats',
      enabled: true,
    });
  });

  it.each([
    ['', 'Store', 'store'],
    ['   ', 'Store', 'store'],
    ['Go', 'Go', 'store'],
  ])('title %j is shown as %j with id %s', (title, shown, urlId) => {
    const collection = newStoreCollection(title, []);
    expect(collection.title).toBe(shown);
    expect(collection.navigationTitle).toBe(shown);
    expect(collection.urlId).toBe(urlId);
    expect(collection.description).toBe('');
  });
});

describe('rootCategory', () => {
  it('has no parent, type ROOT, LIST_VIEW and index 1', () => {
    expect(rootCategory('Shop')).toEqual({
      displayName: 'Shop',
      parentCategoryId: null,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    });
  });
});
