// "Customers also bought": other products of the store that are not in the cart, each with its
// price, a link to its page and, when it has a single variant in stock, an add button.

import { useEffect, useState } from 'react';
import { ShoppingEventName, trackedProduct } from '../../../shared/analytics/shopping-events';
import {
  type AddToCartResponse,
  CommercePath,
  type ProductItem,
  type ShoppingCart,
} from '../../../shared/api/commerce';
import { CartMessage } from '../../../shared/cart/messages';
import { ProductType } from '../../../shared/codes/product-types';
import { formatSiteMoney, type SiteMoneySettings } from '../../../shared/money/site-format';
import { SiteAnchor } from '../../SiteAnchor';
import { postJson } from '../api';
import { cartStore } from '../cart-store';
import { productHref, useStorefront } from '../context';
import { trackProductEvent, useShoppingTracker, useTrackedView } from '../shopping-tracker';
import { listProducts } from './cart-api';
import { cartFailureMessage, crossSell } from './cart-view';

/** The one variant to add from the list: a plain product (not a subscription or gift card). */
function singleVariantInStock(product: ProductItem) {
  const content = product.structuredContent;
  if (content.isSubscribable || content.productType === ProductType.giftCard) return null;
  if (content.additionalFieldsFormId !== null) return null;
  const variants = content.variants;
  const only = variants.length === 1 ? variants[0] : undefined;
  return only && (only.unlimited || only.qtyInStock > 0) ? only : null;
}

export function CrossSell({ cart, money }: { cart: ShoppingCart; money: SiteMoneySettings }) {
  const [products, setProducts] = useState<readonly ProductItem[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const storefront = useStorefront();
  const strings = storefront.strings;
  useEffect(() => {
    let live = true;
    listProducts().then(
      (answer) => live && setProducts(answer.products),
      () => live && setProducts([]),
    );
    return () => {
      live = false;
    };
  }, []);
  const others = crossSell(products, cart);
  const track = useShoppingTracker();
  useTrackedView(
    ShoppingEventName.relatedDisplay,
    others.length === 0 ? null : { items: others.map((product) => trackedProduct(product)) },
  );
  if (others.length === 0) return null;

  const add = async (product: ProductItem, sku: string) => {
    try {
      const answer = await postJson<AddToCartResponse>(CommercePath.cartEntries, {
        itemId: product.id,
        sku,
        quantity: 1,
        additionalFields: null,
      });
      cartStore.getState().addedToCart(answer.shoppingCart, product.name);
      trackProductEvent(track, ShoppingEventName.relatedAdd, product);
      setMessage(null);
    } catch (failure) {
      setMessage(cartFailureMessage(failure, CartMessage.unableToAdd));
    }
  };

  return (
    <section className="sb-cross-sell" aria-labelledby="sb-cross-sell-title">
      <h2 id="sb-cross-sell-title">{strings.crossSellTitle}</h2>
      <ul>
        {others.map((product) => {
          const content = product.structuredContent;
          const variant = singleVariantInStock(product);
          const image = product.images[0];
          const href = productHref(storefront, product.slug);
          const picture = image ? (
            <img src={image.url} alt="" loading="lazy" />
          ) : (
            <span className="sb-cross-sell-image" aria-hidden="true" />
          );
          return (
            <li key={product.id}>
              {href ? (
                <SiteAnchor
                  className="sb-cross-sell-link"
                  href={href}
                  onClick={() => trackProductEvent(track, ShoppingEventName.relatedClick, product)}
                >
                  {picture}
                  <span className="sb-cross-sell-name">{product.name}</span>
                </SiteAnchor>
              ) : (
                <>
                  {picture}
                  <span className="sb-cross-sell-name">{product.name}</span>
                </>
              )}
              <p className="sb-cross-sell-price">
                {formatSiteMoney(
                  content.onSale ? content.salePriceMoney : content.priceMoney,
                  money,
                )}
              </p>
              {variant ? (
                <button
                  type="button"
                  className="sb-button sb-button--small"
                  aria-label={`Add ${product.name} to cart`}
                  onClick={() => void add(product, variant.sku)}
                >
                  Add to cart
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {message ? (
        <p className="sb-cart-error" role="alert">
          {message}
        </p>
      ) : null}
    </section>
  );
}
