// The product list page (a products collection, spec storefront.md §2): the store's products in
// catalogue order, 200 per page, each a card with its image, name (a link to its detail page),
// status mark, price, a quick view and an add button. On a list an incomplete choice is not a
// message: the button shows 'Select Option' and is disabled for 2 s (the state machine's
// INCOMPLETE_SELECTION); a product with one variant is added straight away.

import { useEffect, useRef, useState } from 'react';
import { ShoppingEventName, trackedProduct } from '../../../shared/analytics/shopping-events';
import { SiteAnchor } from '../../SiteAnchor';
import './products.css';
import type { ProductItem } from '../../../shared/api/commerce';
import { MAX_PRODUCTS_PER_COLLECTION } from '../../../shared/limits';
import { isGiftCard } from '../../../shared/products/gift-card';
import { productsOnPage } from '../../../shared/products/list-page';
import { addButtonLabel } from '../../../shared/products/texts';
import { askProductForm } from '../../form/ask-product-form';
import { postJson } from '../api';
import { cartStore } from '../cart-store';
import { formatWith, useStorefront, useStorefrontStrings } from '../context';
import { useSiteNavigate } from '../navigation';
import { trackAddToCart, useShoppingTracker, useTrackedView } from '../shopping-tracker';
import { AddToCartButton } from './AddToCartButton';
import { addToCart } from './add-flow';
import { loadStock } from './catalogue';
import { PriceView, StatusMark } from './PriceView';
import { ProductDetails } from './ProductDetails';
import {
  addSoldOut,
  chosenVariant,
  optionViews,
  priceLine,
  shownImage,
  soldOutLabel,
  statusMark,
} from './product-view';
import { useAddToCart } from './use-add-to-cart';

export function ProductList(props: {
  products: readonly ProductItem[];
  basePath: string;
  page: number;
}) {
  const { products, basePath, page } = props;
  const [quick, setQuick] = useState<ProductItem | null>(null);
  const start = (page - 1) * MAX_PRODUCTS_PER_COLLECTION;
  const shown = productsOnPage(products, page);
  const hasNext = products.length > start + MAX_PRODUCTS_PER_COLLECTION;
  useTrackedView(ShoppingEventName.viewListing, {
    items: shown.map((product) => trackedProduct(product)),
  });
  return (
    <section className="sb-product-list-page" aria-label="Products">
      <ul className="sb-product-list">
        {shown.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              href={`${basePath}/${product.slug}`}
              onQuickView={() => setQuick(product)}
            />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <SiteAnchor className="sb-product-list-next" href={`${basePath}?page=${page + 1}`}>
          Next page
        </SiteAnchor>
      ) : null}
      {quick ? <QuickView product={quick} onClose={() => setQuick(null)} /> : null}
    </section>
  );
}

function ProductCard(props: { product: ProductItem; href: string; onQuickView: () => void }) {
  const { product, href, onQuickView } = props;
  const storefront = useStorefront();
  const strings = useStorefrontStrings();
  const navigate = useSiteNavigate();
  const track = useShoppingTracker();
  const single = optionViews(product, {}).length === 0;
  const variant = chosenVariant(product, {});
  const image = shownImage(product, undefined);
  const soldOut = addSoldOut(product, single ? variant : undefined);
  const customSoldOut = product.merchandising.customSoldOutText.trim();
  const add = useAddToCart(
    addButtonLabel(product, strings),
    { giftCard: isGiftCard(product), expressCheckout: storefront.store.expressCheckout },
    soldOut,
    async () => {
      if (!variant) throw new Error('No variant chosen.');
      const outcome = await addToCart(product, variant, 1, {
        loadStock,
        post: (path, body) => postJson(path, body),
        cart: cartStore.getState().cart,
        askAnswers: askProductForm,
        expressCheckout: storefront.store.expressCheckout,
      });
      if (outcome.cart) {
        cartStore.getState().addedToCart(outcome.cart, product.name);
        trackAddToCart(track, outcome.cart, product, 'plp');
      }
      if (outcome.next) navigate(outcome.next);
    },
  );
  return (
    <article className="sb-product-card" aria-label={product.name}>
      {image ? (
        <img
          className="sb-product-image"
          src={image.url}
          alt={image.alt || product.name}
          loading="lazy"
        />
      ) : null}
      <h2 className="sb-product-name">
        <SiteAnchor href={href}>{product.name}</SiteAnchor>
      </h2>
      <StatusMark status={statusMark(product, undefined)} soldOutText={customSoldOut} />
      <PriceView line={priceLine(product, undefined, (money) => formatWith(storefront, money))} />
      <div className="sb-product-card-actions">
        <button
          type="button"
          className="sb-button sb-button--small sb-button--secondary sb-quick-view-button"
          data-item-id={product.id}
          data-group="products"
          onClick={onQuickView}
          aria-label={`${strings.productQuickViewText}: ${product.name}`}
        >
          {strings.productQuickViewText}
        </button>
        <AddToCartButton
          state={soldOutLabel(add.state, soldOut, customSoldOut)}
          alert={add.alert}
          productName={product.name}
          onClick={() =>
            add.send(single && variant ? { type: 'CLICK' } : { type: 'INCOMPLETE_SELECTION' })
          }
        />
      </div>
    </article>
  );
}

/** Quick view: the product's details in a modal dialog (Escape, Close or a click outside close it). */
export function QuickView(props: { product: ProductItem; onClose: () => void }) {
  const { product, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the dialog's own cancel event; the click is only the backdrop.
    <dialog
      ref={dialog}
      className="sb-quick-view"
      aria-label={`Quick view: ${product.name}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <ProductDetails product={product} layout="side" variantDisplay="buttons" showDescription />
      <button type="button" className="sb-dialog-close" aria-label="Close" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
