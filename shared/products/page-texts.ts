// What the product pages say while loading, when empty or missing, and on the subscription and
// gift-card pages: one place, read by the pages (blocks/storefront/products/ProductPages.tsx)
// and by the server's tests of the live product pages.
export const PRODUCT_PAGE_TEXTS = {
  loading: 'Loading the products…',
  failed: 'The products could not be loaded. Reload the page to try again.',
  empty: 'There are no products in the store yet.',
  productMissing: 'This product is not in the store.',
  subscription: 'Your subscription is ready for checkout.',
  subscriptionCheckout: 'Continue to checkout',
  subscriptionGone: 'This subscription has already been ordered, or it no longer exists.',
  giftCard: "Your gift card is in your cart. You'll enter who it is for at checkout.",
} as const;
