// The product pages as components the preview routes to: a product's detail page (a content
// item page with the product in context), and the subscription and gift-card pages the add flow
// goes to: the subscription page shows its one-entry cart (by token) with the plan and leads to
// that cart's checkout; the gift-card page leads to the cart, and checkout asks for the
// recipient. The product list is ProductListPage.tsx's, so a product's page loads no list code.

import { formatMoney } from '../../../shared/money/format';
import { PRODUCT_PAGE_TEXTS } from '../../../shared/products/page-texts';
import { subscriptionText } from '../../../shared/products/subscription';
import { SiteAnchor } from '../../SiteAnchor';
import { useTokenCart } from '../cart/use-token-cart';
import { ProductDetails } from './ProductDetails';
import { TemplatedProduct, useProductTemplate } from './TemplatedProduct';
import { useProduct } from './use-product';

export function ProductDetailPage({ slug }: { slug: string }) {
  const load = useProduct(slug);
  const template = useProductTemplate('product-detail');
  if (load.state === 'ready' && template) {
    return <TemplatedProduct key={load.product.id} product={load.product} html={template.html} />;
  }
  if (load.state === 'ready') {
    return (
      <ProductDetails
        key={load.product.id}
        product={load.product}
        layout="side"
        variantDisplay="buttons"
        showDescription
        headingLevel={1}
      />
    );
  }
  if (load.state === 'failed') return <p role="alert">{PRODUCT_PAGE_TEXTS.failed}</p>;
  if (load.state === 'loading') return <p role="status">{PRODUCT_PAGE_TEXTS.loading}</p>;
  return <p role="alert">{PRODUCT_PAGE_TEXTS.productMissing}</p>;
}

/** The subscription's own cart (by its token): what is bought, its plan, and its checkout. */
export function SubscriptionPage({ cartToken }: { cartToken: string }) {
  const { cart, error } = useTokenCart(cartToken);
  const entry = cart?.isPurchased ? undefined : cart?.entries[0];
  const product = useProduct(entry?.itemId ?? '');
  const plan =
    product.state === 'ready'
      ? subscriptionText(product.product.structuredContent.subscriptionPlan)
      : null;
  return (
    <section
      className="sb-storefront-note"
      aria-labelledby="subscription-title"
      data-cart-token={cartToken}
    >
      <h1 id="subscription-title">Subscription</h1>
      {error ? <p role="alert">{error}</p> : null}
      {cart === null && error === null ? <p role="status">{PRODUCT_PAGE_TEXTS.loading}</p> : null}
      {cart !== null && !entry ? <p role="alert">{PRODUCT_PAGE_TEXTS.subscriptionGone}</p> : null}
      {entry ? (
        <>
          <p>{PRODUCT_PAGE_TEXTS.subscription}</p>
          <p className="sb-subscription-summary">
            <strong>{entry.title}</strong>
            {entry.quantity > 1 ? ` × ${entry.quantity}` : ''}: {formatMoney(entry.subTotal)}
            {plan ? ` ${plan}` : ''}
          </p>
          <SiteAnchor
            className="sb-button"
            href={`/checkout?cartToken=${encodeURIComponent(cartToken)}`}
          >
            {PRODUCT_PAGE_TEXTS.subscriptionCheckout}
          </SiteAnchor>
        </>
      ) : null}
    </section>
  );
}

export function GiftCardPage({ itemId }: { itemId: string }) {
  const load = useProduct(itemId);
  return (
    <section className="sb-storefront-note" aria-labelledby="gift-card-title">
      <h1 id="gift-card-title">{load.state === 'ready' ? load.product.name : 'Gift Card'}</h1>
      <p>{PRODUCT_PAGE_TEXTS.giftCard}</p>
      <p>
        <SiteAnchor href="/cart">View your cart</SiteAnchor> or{' '}
        <SiteAnchor className="sb-button" href="/checkout">
          Checkout
        </SiteAnchor>
      </p>
    </section>
  );
}
