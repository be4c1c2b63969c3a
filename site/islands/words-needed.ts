// Whether a page's islands show the site's own words (shared/i18n/site-words.ts), so its islands'
// data carries them only then (a page in another language than English): comments, the popup, a
// form or a newsletter, and a product or cart page whose products open a form (the lightbox's
// button and messages). Every other island reads only the storefront's strings.
import { BlockType } from '../../shared/codes/block-types';
import { PageType } from '../../shared/codes/page-types';
import { IslandKind } from './kinds';

interface Island {
  readonly kind: string;
  readonly props?: unknown;
}

const WORDY_KINDS: ReadonlySet<string> = new Set([IslandKind.itemResponses, IslandKind.popup]);
const WORDY_BLOCKS: ReadonlySet<number> = new Set([BlockType.form, BlockType.newsletter]);

const blockTypeOf = (props: unknown) =>
  (props as { block?: { type?: unknown } } | undefined)?.block?.type;
const pageTypeOf = (props: unknown) =>
  (props as { route?: { pageType?: unknown } } | undefined)?.route?.pageType;

/** Whether an island may open a product's form: a product block, a product or cart page. */
function opensProductForms(island: Island): boolean {
  if (island.kind === IslandKind.block) return blockTypeOf(island.props) === BlockType.product;
  if (island.kind !== IslandKind.route) return false;
  const pageType = pageTypeOf(island.props);
  return pageType === PageType.contentItem || pageType === PageType.showCart;
}

/**
 * `productsHaveForms`: some product the page shows asks for a form's answers when added (a
 * cart page's entries may hold any).
 */
export function islandsShowSiteWords(
  islands: Readonly<Record<string, Island>>,
  productsHaveForms: boolean,
): boolean {
  return Object.values(islands).some(
    (island) =>
      WORDY_KINDS.has(island.kind) ||
      (island.kind === IslandKind.block && WORDY_BLOCKS.has(blockTypeOf(island.props) as number)) ||
      (opensProductForms(island) &&
        (productsHaveForms || pageTypeOf(island.props) === PageType.showCart)),
  );
}
