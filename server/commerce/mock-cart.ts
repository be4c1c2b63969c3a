// GET /api/commerce/shopping-cart?mock=true: a sample cart for previews in the editor, made from
// the first two products' first variants (one each) and never stored.
import type { ProductItem, ShoppingCart } from '../../shared/api/commerce';
import { moneyFromWire } from '../../shared/money/wire';
import type { CartEntriesTable } from '../storage/database';
import { shoppingCart } from './cart-view';

export const MOCK_CART_ID = 'mock';

export function mockCart(
  products: readonly ProductItem[],
  websiteId: string,
  now: number,
): ShoppingCart {
  const rows = products.slice(0, 2).flatMap((product, position): CartEntriesTable[] => {
    const variant = product.structuredContent.variants[0];
    if (!variant) return [];
    const price = moneyFromWire(variant.onSale ? variant.salePriceMoney : variant.priceMoney);
    return [
      {
        id: `mock-${position}`,
        cart_id: MOCK_CART_ID,
        position,
        product_id: product.id,
        variant_id: variant.id,
        sku: variant.sku,
        attributes: JSON.stringify(variant.attributes),
        title: product.name,
        product_type: product.structuredContent.productType,
        quantity: 1,
        currency: variant.priceMoney.currency,
        unit_price_minor: price.ok ? price.minor : 0,
        additional_fields: null,
        image_url: product.images[0]?.url ?? null,
      },
    ];
  });
  return shoppingCart(
    { id: MOCK_CART_ID, websiteId, orderId: null, created: now, isPurchased: false },
    rows,
  );
}
