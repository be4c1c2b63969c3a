// What a cached live page depends on besides the published revision (docs/live-site.md): the
// store's catalogue (a sale, a restock), and the collections' visible items (an edit, a scheduled
// item's time coming, and the minute, for times since and upcoming events). Kept in the cache's
// `catalogue` field as `<catalogue stamp>;c:<collections stamp>`, either part empty when the page
// does not show it, so a stamp written before collections reads as the catalogue's alone.
import { createHash } from 'node:crypto';
import type { ProductItem } from '../../shared/api/commerce';
import type { CollectionView } from '../../shared/content/collection-view';

const COLLECTIONS_MARK = ';c:';
const MINUTE_MS = 60_000;

const hash = (text: string) => createHash('sha1').update(text).digest('base64url');

/** The catalogue's state (products and stock). */
export function catalogueStamp(products: readonly ProductItem[]): string {
  return hash(JSON.stringify(products));
}

/** The collections' state as of the minute: what a visitor sees of them, and the time. */
export function collectionsStamp(view: CollectionView): string {
  return hash(JSON.stringify({ ...view, now: Math.floor(view.now / MINUTE_MS) }));
}

/** The stamp of a page that shows products, collections, both or neither (undefined). */
export function pageStamp(parts: {
  products?: readonly ProductItem[];
  collections?: CollectionView;
}): string | undefined {
  const products = parts.products ? catalogueStamp(parts.products) : '';
  const collections = parts.collections
    ? `${COLLECTIONS_MARK}${collectionsStamp(parts.collections)}`
    : '';
  return products + collections || undefined;
}

/** Whether a page stamped `stamp` is still current; each part is read only when the page has it. */
export async function stampHolds(
  stamp: string | undefined,
  now: {
    products: () => Promise<readonly ProductItem[]>;
    collections: () => Promise<CollectionView | undefined>;
  },
): Promise<boolean> {
  if (stamp === undefined) return true;
  const mark = stamp.indexOf(COLLECTIONS_MARK);
  const products = mark < 0 ? stamp : stamp.slice(0, mark);
  if (products !== '' && products !== catalogueStamp(await now.products())) return false;
  if (mark < 0) return true;
  const view = await now.collections();
  return (
    view !== undefined && stamp.slice(mark + COLLECTIONS_MARK.length) === collectionsStamp(view)
  );
}
