// Which parts of a live page are islands (hydrated in the browser); everything else is sent as
// plain HTML. Blocks that respond to the visitor (a gallery's carousel and lightbox, forms, the
// product block, newsletter and donation sign-ups, the accordion, the marquee, video's player)
// and the storefront's pages that load and change the cart or the account.
import { BlockType } from '../../shared/codes/block-type-codes';
import { PageType } from '../../shared/codes/page-types';

export const IslandKind = {
  /** One block: props {block, settings} (settings already read through the block's schema). */
  block: 'block',
  /** A storefront route's view: props {route}. */
  route: 'route',
  /** The header's account and cart links. */
  headerLinks: 'header-links',
  /** The pill cart and the add-to-cart popover. */
  cartOverlays: 'cart-overlays',
  /** The owner's promotional popup (page type 104): props {popup}. */
  popup: 'popup',
  /** An item's likes and comments, under its page or in a Comments block: props ItemResponsesProps. */
  itemResponses: 'item-responses',
} as const;

export const ISLAND_BLOCK_TYPES: ReadonlySet<number> = new Set([
  BlockType.gallery,
  BlockType.form,
  BlockType.video,
  BlockType.product,
  BlockType.newsletter,
  BlockType.donation,
  BlockType.accordion,
  BlockType.marquee,
]);

export const ISLAND_ROUTE_TYPES: ReadonlySet<number> = new Set([
  PageType.mainContent,
  PageType.contentItem,
  PageType.showCart,
  PageType.checkout,
  PageType.orderConfirmed,
  PageType.subscriptionConfirmed,
  PageType.singleSignOnPage,
]);

/** The islands that only keep the header and the pill cart up to date. */
const CHROME_KINDS: ReadonlySet<string> = new Set([
  IslandKind.headerLinks,
  IslandKind.cartOverlays,
]);

/**
 * Whether the page must load React: it has an island other than the header's, the cart's and the
 * popup's, or the visitor has a cart or an account (`hasCartOrAccount`, asked only then), or the
 * popup is due for this visitor (`popupDue`, given the popup island's props, asked only then).
 */
export function needsHydration(
  data: {
    readonly islands: Readonly<Record<string, { readonly kind: string; readonly props?: unknown }>>;
  },
  hasCartOrAccount: () => boolean,
  popupDue: (props: unknown) => boolean = () => false,
): boolean {
  const islands = Object.values(data.islands);
  if (islands.length === 0) return false;
  const others = islands.filter(
    (island) => !CHROME_KINDS.has(island.kind) && island.kind !== IslandKind.popup,
  );
  if (others.length > 0) return true;
  const popup = islands.find((island) => island.kind === IslandKind.popup);
  return hasCartOrAccount() || (popup !== undefined && popupDue(popup.props));
}
