// What an owner's collection-item template reads (site-and-editor.md §3 "Content items and
// collections as read by template helpers", "Site context"): the item a visitor may see as `item`
// (its body as the site draws it, HTML), the collection holding it, and the site context every
// page's template reads. Pure: the body's HTML is made by the caller (the site's rich-text
// renderer: the live site's render entry, the editor's templates panel).
import { PageType } from '../codes/page-types';
import { RecordType } from '../codes/record-types';
import type { CollectionShown, ItemCard, ItemDetail } from '../content/collection-view';
import type { Site } from '../document/schema';
import { escapeMarkup } from '../seo/escape';
import { siteContext } from './product-json';

/** The item's record type: an event's, an album track's (audio), else text. */
function recordTypeOf(item: ItemCard): number {
  if (item.event) return RecordType.event;
  return item.tracks.length > 0 ? RecordType.audio : RecordType.text;
}

/** The collection as an item's template reads it (`collection` and `item.collection`). */
export function collectionTemplateJson(collection: CollectionShown) {
  return {
    id: collection.id,
    title: collection.title,
    type: collection.type,
    typeName: collection.type,
    fullUrl: collection.path,
    itemCount: collection.items.length,
  };
}

/** The item with the fields templates read; `bodyHtml` is its body drawn by the site. */
export function itemTemplateItem(collection: CollectionShown, item: ItemDetail, bodyHtml: string) {
  const { event, image } = item;
  return {
    id: item.id,
    urlId: item.slug,
    title: item.title,
    fullUrl: `${collection.path}/${encodeURIComponent(item.slug)}`,
    recordType: recordTypeOf(item),
    body: bodyHtml,
    // The view keeps the excerpt as plain text: escaped, it is HTML that reads the same.
    excerpt: item.excerpt ? `<p>${escapeMarkup(item.excerpt)}</p>` : '',
    publishOn: item.date,
    addedOn: item.date,
    author: { displayName: item.author },
    tags: item.tags,
    categories: item.categories,
    assetUrl: image?.url ?? '',
    ...(image
      ? {
          mainImage: {
            assetUrl: image.url,
            altText: image.alt,
            mediaFocalPoint: { x: image.focalPoint.x, y: image.focalPoint.y },
          },
        }
      : {}),
    ...(event
      ? { startDate: event.startDate, endDate: event.endDate, location: { ...event.location } }
      : {}),
    ...(item.tracks.length > 0
      ? { tracks: item.tracks.map((track) => ({ ...track, audioAssetUrl: track.url ?? '' })) }
      : {}),
    collection: { id: collection.id, type: collection.type },
  };
}

/** The JSON a collection-item template renders with at /<collection page>/<item>. */
export function collectionItemTemplateJson(
  site: Site,
  collection: CollectionShown,
  item: ItemDetail,
  bodyHtml: string,
): Record<string, unknown> {
  return {
    ...siteContext(site),
    pageType: PageType.contentItem,
    item: itemTemplateItem(collection, item, bodyHtml),
    collection: collectionTemplateJson(collection),
  };
}
