// Our own words on the shopper's way from the cart to the order (the cart, its popover, the
// checkout, the order page): English here, the other languages in shopper-words-tables.ts. They
// travel with the spec's localized strings (storefront-strings.ts), so whatever shows a page in a
// language has them. A `{name}` slot is filled by fillWords. In English, the three of the spec's
// messages the shopper meets here (an empty cart, a missing field, the checkout's summary) are the
// spec's words exactly; the server's refusals stay in the spec's English.
import { OrderMessage } from '../api/commerce-orders';
import { SPEC_CART_LABEL_WORDS } from '../cart/link-label';
import { CartMessage } from '../cart/messages';

export interface ShopperWords {
  /** The header's cart link; with a count, its accessible label (the spec's, in English). */
  readonly cartLink: string;
  readonly cartOneItem: string;
  /** `{count}`: the cart's quantity, 2 to the cap. */
  readonly cartCount: string;
  /** `{count}`: the cap. */
  readonly cartMoreThan: string;
  /** `{label}`: the cart's label; `{subtotal}`: its subtotal (the pill cart's name). */
  readonly cartWithSubtotal: string;
  /** The header's account link, signed out and signed in. */
  readonly signInLink: string;
  readonly accountLink: string;
  /** The account page (/account): its title, forms and signed-in part. */
  readonly accountTitle: string;
  readonly signIn: string;
  readonly createAccount: string;
  readonly signOut: string;
  readonly password: string;
  readonly newPasswordHint: string;
  readonly rememberMe: string;
  readonly keepCart: string;
  readonly signedIn: string;
  readonly signedOut: string;
  readonly working: string;
  /** `{email}`: the site user's. */
  readonly signedInAs: string;
  readonly cartTitle: string;
  readonly cartLoading: string;
  /** The list of the cart's entries, for screen readers. */
  readonly cartItems: string;
  readonly cartSubtotal: string;
  readonly cartRemove: string;
  /** `{title}`: the entry's product. */
  readonly cartRemoveItem: string;
  /** `{title}`: the entry's product. */
  readonly cartQuantityOf: string;
  /** Before the product's name in the popover after an add. */
  readonly cartAdded: string;
  readonly cartView: string;
  readonly close: string;
  readonly crossSellTitle: string;
  readonly checkoutTitle: string;
  readonly checkoutTestNote: string;
  readonly orderSummary: string;
  readonly orderTotal: string;
  readonly shippingAddress: string;
  readonly placeOrder: string;
  readonly fieldEmail: string;
  readonly fieldFirstName: string;
  readonly fieldLastName: string;
  readonly fieldAddress: string;
  readonly fieldAddress2: string;
  readonly fieldCity: string;
  readonly fieldCountry: string;
  /**
   * The region and postal code fields: absent in English, where each country names its own
   * (State and ZIP Code, County and Eircode...).
   */
  readonly fieldRegion?: string;
  readonly fieldPostalCode?: string;
  /** `{region}`: the region field's label, lower-case. */
  readonly selectRegion: string;
  readonly orderConfirmed: string;
  readonly orderLoading: string;
  /** Before the order's number. */
  readonly orderThanks: string;
  /** After the order's number; `{email}`: where the confirmation goes. */
  readonly orderPlaced: string;
  /** `{price}`: one item's price. */
  readonly orderEach: string;
  readonly continueShopping: string;
  /** The spec's cart message for an empty cart. */
  readonly emptyCart: string;
  /** The spec's order message for a missing field; `{label}`: the field's label. */
  readonly fieldRequired: string;
  /** The spec's cart message when the checkout form has errors. */
  readonly fixInformation: string;
}

export const ENGLISH_SHOPPER_WORDS: ShopperWords = {
  ...SPEC_CART_LABEL_WORDS,
  cartWithSubtotal: '{label}, subtotal {subtotal}',
  signInLink: 'Sign in',
  accountLink: 'Account',
  accountTitle: 'Account',
  signIn: 'Sign in',
  createAccount: 'Create account',
  signOut: 'Sign out',
  password: 'Password',
  newPasswordHint: 'At least 8 characters.',
  rememberMe: 'Remember me on this device',
  keepCart: 'Keep a copy of my cart in this browser',
  signedIn: 'You are signed in.',
  signedOut: 'You are signed out.',
  working: 'Please wait…',
  signedInAs: 'Signed in as {email}',
  cartTitle: 'Shopping cart',
  cartLoading: 'Loading your cart…',
  cartItems: 'Items in your cart',
  cartSubtotal: 'Subtotal',
  cartRemove: 'Remove',
  cartRemoveItem: 'Remove {title}',
  cartQuantityOf: 'Quantity of {title}',
  cartAdded: 'Added to cart:',
  cartView: 'View cart',
  close: 'Close',
  crossSellTitle: 'Customers also bought',
  checkoutTitle: 'Checkout',
  checkoutTestNote: 'Test mode: no payment is taken.',
  orderSummary: 'Order summary',
  orderTotal: 'Total',
  shippingAddress: 'Shipping address',
  placeOrder: 'Place order (test mode)',
  fieldEmail: 'Email',
  fieldFirstName: 'First name',
  fieldLastName: 'Last name',
  fieldAddress: 'Address',
  fieldAddress2: 'Apartment, suite, etc. (optional)',
  fieldCity: 'City',
  fieldCountry: 'Country',
  selectRegion: 'Select {region}',
  orderConfirmed: 'Order confirmed',
  orderLoading: 'Loading your order…',
  orderThanks: 'Thank you. Your order',
  orderPlaced: 'is placed (test mode: nothing is charged). A confirmation goes to {email}.',
  orderEach: '{price} each',
  continueShopping: 'Continue shopping',
  emptyCart: CartMessage.emptyCart,
  fieldRequired: OrderMessage.fieldRequired('{label}'),
  fixInformation: CartMessage.fixInformation,
};

/** `words` with each `{name}` replaced by `values[name]` (a slot without a value stays). */
export function fillWords(words: string, values: Readonly<Record<string, string>>): string {
  return words.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? (values[name] as string) : slot,
  );
}
