// The commerce storage interface the routes use (one website's store). The Kysely engine is
// a class chain: kysely-commerce-store.ts (catalogue) extends kysely-commerce-carts.ts, which
// extends kysely-commerce-orders.ts, which extends kysely-commerce-restock.ts.
// Every write runs in one transaction: a refusal leaves nothing written.
import type {
  GiftCardRecipient,
  Order,
  OutboxPage,
  ProductItem,
  RestockGroupPage,
  RestockSendRequest,
  RestockSignUpPage,
  ShippingAddress,
  ShoppingCart,
  StockResponse,
} from '../../shared/api/commerce';
import type { ProductDraft } from '../../shared/products/product-input';

/** A refusal to show as sent: 400 for bad input, 404 for a missing cart, entry or order. */
export interface Refusal {
  readonly kind: 'refused';
  readonly status: 400 | 404;
  readonly message: string;
  /** The owner's field, on catalogue refusals. */
  readonly field?: string;
}

export type Result<T> = ({ readonly kind: 'ok' } & T) | Refusal;

export interface AddEntryInput {
  readonly itemId: string;
  readonly sku: string;
  /** Already checked: a whole number 1-9999. */
  readonly quantity: number;
  readonly additionalFields: string | null;
}

/**
 * Whose cart a call is about. A signed-in site user's (from the session, never from a readable
 * cookie) is their open cart, whatever the cookie says; a visitor's is the cookie's cart, and
 * only while no site user owns it.
 */
export interface CartRef {
  /** The cart from the visitor's cookie; null when there is none (a new one is made). */
  readonly cartId: string | null;
  readonly siteUserId: string | null;
}

/** A visitor's cart taken over by the user who signed in (see shared/cart/merge.ts). */
export interface ClaimedCart {
  /** The user's open cart after the merge; null when neither had one. */
  readonly cartId: string | null;
  /** Units of the visitor's cart that did not fit (9999 per entry, stock per variant). */
  readonly dropped: number;
}

/** The cart an order is made from. */
export interface OrderCartRef {
  readonly cartId: string;
  /** Who places it (recorded on the order). */
  readonly siteUserId: string | null;
  /** The cart is a subscription's, named by its token (owned by no site user). */
  readonly byToken?: boolean;
}

export interface OrderDetails {
  readonly email: string;
  readonly shippingAddress: ShippingAddress | null;
  /** The recipient of each gift-card entry, by entry id; checked already. */
  readonly giftCards: ReadonlyMap<string, GiftCardRecipient>;
}

export interface RestockSignUpInput {
  readonly productId: string;
  readonly variantId: string;
  readonly email: string;
  readonly isJoinMailingList: boolean;
  readonly language: string | null;
}

export interface CommerceStore {
  readonly websiteId: string;

  listProducts(): Promise<ProductItem[]>;
  getProduct(productId: string): Promise<ProductItem | undefined>;
  /** Refused when the collection holds 200 products, or a SKU or slug is taken. */
  createProduct(draft: ProductDraft): Promise<Result<{ product: ProductItem }>>;
  updateProduct(productId: string, draft: ProductDraft): Promise<Result<{ product: ProductItem }>>;
  deleteProduct(productId: string): Promise<boolean>;
  stock(productId: string): Promise<StockResponse['results'] | undefined>;

  /** The answer for a visitor without a cart: empty, id '', in the store's currency. */
  emptyCart(): Promise<ShoppingCart>;
  /** The cart of the ref if it exists (a visitor's purchased or not; a user's open one). */
  getCart(ref: CartRef): Promise<ShoppingCart | undefined>;
  /** Adds to the cart (made when missing or purchased); `cart.id` may differ from the ref. */
  addEntry(
    ref: CartRef,
    input: AddEntryInput,
  ): Promise<Result<{ cart: ShoppingCart; entryId: string }>>;
  changeQuantity(
    ref: CartRef,
    entryId: string,
    quantity: number,
  ): Promise<Result<{ cart: ShoppingCart }>>;
  updateAdditionalFields(
    ref: CartRef,
    entryId: string,
    input: { itemId: string; sku: string; additionalFields: string | null },
  ): Promise<Result<{ cart: ShoppingCart }>>;
  removeEntry(ref: CartRef, entryId: string): Promise<Result<{ cart: ShoppingCart }>>;
  /** A one-entry cart of its own for a subscription; its id is the cart token. */
  createSubscriptionCart(input: AddEntryInput): Promise<Result<{ cart: ShoppingCart }>>;
  /** On sign-in: the visitor's cookie cart merges into (or becomes) the user's open cart. */
  claimCart(visitorCartId: string | null, siteUserId: string): Promise<ClaimedCart>;
  /** On sign-out with cloneCart: a new visitor cart with a copy of the user's entries, or null. */
  copyCartForVisitor(siteUserId: string): Promise<string | null>;

  /**
   * Takes the stock of every entry and records the order (with the store's next number), or
   * refuses and changes nothing. The order records the ref's site user; a user's cart is only
   * reached through them, a subscription's cart only by its token.
   */
  placeOrder(ref: OrderCartRef, details: OrderDetails): Promise<Result<{ order: Order }>>;
  listOrders(): Promise<Order[]>;

  getOrder(orderId: string): Promise<Order | undefined>;
  /** A site user's distinct shipping addresses from their latest orders, newest first. */
  shippingAddressesOf(siteUserId: string): Promise<ShippingAddress[]>;

  restockSignUp(input: RestockSignUpInput): Promise<Result<object>>;
  restockGroups(cursor: string | null): Promise<RestockGroupPage>;
  restockSignUps(
    productId: string,
    variantId: string,
    cursor: string | null,
  ): Promise<RestockSignUpPage>;
  /** Puts one email per pending sign-up of each group in the outbox; answers how many. */
  sendRestock(requests: readonly RestockSendRequest[]): Promise<number>;
  outbox(cursor: string | null): Promise<OutboxPage>;
}
