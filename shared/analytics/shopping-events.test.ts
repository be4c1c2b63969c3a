import { describe, expect, it } from 'vitest';
import { ProductType } from '../codes/product-types';
import { addToCartTrackingEvent } from './shopping-events';

describe('addToCartTrackingEvent', () => {
  it('carries the spec fields of the add-to-cart tracking event', () => {
    const event = addToCartTrackingEvent({
      cart: { id: 'cart-1', websiteId: 'demo' },
      pageId: '/shop',
      productPage: 'plp',
      product: {
        id: 'p1',
        name: 'Linen Cushion',
        collectionId: 'store',
        structuredContent: { productType: ProductType.digital },
      },
      collectionName: '',
    });
    expect(event).toEqual({
      website_id: 'demo',
      page_id: '/shop',
      cart_id: 'cart-1',
      product_page: 'plp',
      product: {
        item_id: 'p1',
        item_type: 'digital',
        item_title: 'Linen Cushion',
        item_collection_id: 'store',
        item_collection_name: '',
      },
    });
  });
});
