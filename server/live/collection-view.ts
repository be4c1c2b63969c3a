// The collections as a visitor sees them for one render (shared/content/collection-view.ts):
// every collection a page of the site holds, when the visitor may see that page, with its items
// visible now (published, or scheduled and due), newest first, and the item an item address
// names. The live site builds it from the published site and the visitor's access; the editor's
// frame gets the same from the draft (GET /api/collection-view).
import type { PageAccessMap } from '../../shared/access/decide';
import type {
  CollectionShown,
  CollectionView,
  ItemCard,
  ItemDetail,
} from '../../shared/content/collection-view';
import { plainExcerpt } from '../../shared/content/collection-view';
import type { Item } from '../../shared/content/collections';
import { siteCommentsEnabled } from '../../shared/content/comments';
import { siteTimeZone } from '../../shared/content/dates';
import { foldersOf } from '../../shared/content/folder-view';
import { NAVIGATION_NAMES } from '../../shared/document/navigation';
import type { Site } from '../../shared/document/schema';
import { translateItem } from '../../shared/i18n/translate-content';
import { MAX_ITEMS_PER_ORDERABLE_COLLECTION } from '../../shared/limits';
import type { CollectionStore } from '../storage/collection-store';
import type { WordsSource } from './live-translations';

export interface CollectionViewSources {
  readonly store: CollectionStore;
  /** A file's URL on this site, by id; undefined when there is no such file. */
  readonly fileUrl: (fileId: string) => Promise<string | undefined>;
  /** Items' words in other languages (docs/languages.md); absent: items as stored. */
  readonly translations?: WordsSource;
}

export interface CollectionViewRequest {
  readonly site: Site;
  /** What each page shows this visitor; null: every page (the draft, for its owner). */
  readonly access: PageAccessMap | null;
  /** The address asked for ('/blog/first-post'): its item comes with the view. */
  readonly address: string;
  readonly now: number;
  readonly origin: string;
  /** The language the page is shown in: items show their words in it, word by word. */
  readonly language?: string;
}

/** Whether any page of the site holds a collection, or it has folders (else nothing to build). */
export const holdsCollections = (site: Site) =>
  site.pages.some((page) => page.collection) ||
  NAVIGATION_NAMES.some((name) => site.navigation[name].some((item) => item.kind === 'folder'));

/** The [page slug, item slug] of an address with two segments; null for any other. */
export function itemAddress(address: string): readonly [string, string] | null {
  const parts = (address.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (parts.length !== 2) return null;
  try {
    return [decodeURIComponent(parts[0]!), decodeURIComponent(parts[1]!)];
  } catch {
    return null;
  }
}

export async function buildCollectionView(
  sources: CollectionViewSources,
  request: CollectionViewRequest,
): Promise<CollectionView> {
  const { site, access, now } = request;
  const urls = new Map<string, Promise<string | undefined>>();
  const urlOf = (fileId: string) => {
    let url = urls.get(fileId);
    if (!url) {
      url = sources.fileUrl(fileId).catch(() => undefined);
      urls.set(fileId, url);
    }
    return url;
  };
  const card = async (item: Item): Promise<ItemCard> => {
    const imageUrl = item.mainImage ? await urlOf(item.mainImage.fileId) : undefined;
    return {
      id: item.id,
      slug: item.slug,
      title: item.title,
      excerpt: plainExcerpt(item.excerpt),
      author: item.author,
      date: item.publishOn ?? item.createdAt,
      updatedAt: item.updatedAt,
      tags: item.tags,
      categories: item.categories,
      image:
        item.mainImage && imageUrl
          ? { url: imageUrl, alt: item.mainImage.alt, focalPoint: item.mainImage.focalPoint }
          : null,
      event: item.event,
      tracks: await Promise.all(
        item.tracks.map(async (track) => ({
          title: track.title,
          url: (await urlOf(track.fileId)) ?? null,
          durationSeconds: track.durationSeconds,
        })),
      ),
    };
  };
  const words =
    request.language && sources.translations
      ? await sources.translations.wordsIn('item', request.language)
      : undefined;
  const inLanguage = (item: Item) => (words?.size ? translateItem(item, words.get(item.id)) : item);
  const known = new Map((await sources.store.listCollections()).map((c) => [c.id, c]));
  const wanted = itemAddress(request.address);
  const collections: CollectionShown[] = [];
  let item: ItemDetail | null = null;
  for (const page of site.pages) {
    const collection = page.collection && known.get(page.collection.id);
    if (!collection || (access && (access[page.id] ?? 'allowed') !== 'allowed')) continue;
    const listed = await sources.store.listItems(collection.id, {
      status: 'Published',
      limit: MAX_ITEMS_PER_ORDERABLE_COLLECTION,
      now,
    });
    const items = (listed?.items ?? []).map(inLanguage);
    const path = `/${page.slug}`;
    collections.push({
      id: collection.id,
      type: collection.type,
      title: collection.title,
      path,
      pageSize: collection.settings.pageSize,
      items: await Promise.all(items.map(card)),
      nesting: await sources.store.terms.nesting(collection.id),
    });
    if (wanted && wanted[0] === page.slug) {
      const found = items.find((candidate) => candidate.slug === wanted[1]);
      if (found) item = { ...(await card(found)), body: found.body };
    }
  }
  return {
    now,
    timeZone: siteTimeZone(site.settings),
    origin: request.origin,
    commentsEnabled: siteCommentsEnabled(site.settings),
    collections,
    folders: foldersOf(site),
    item,
  };
}
