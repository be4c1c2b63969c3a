// The live site's collection item pages through the owner's saved collection-item template (the
// one for the item's collection, else the site's), rendered here with the item's JSON
// (shared/templates/item-json.ts); the site's render entry sanitizes the output. A template
// whose render has errors is not used: the page is the built-in one (docs/templates.md).
import type { CollectionShown, ItemDetail } from '../../shared/content/collection-view';
import type { Site } from '../../shared/document/schema';
import { collectionItemTemplateJson } from '../../shared/templates/item-json';
import { templateFor } from '../../shared/templates/product-json';
import type { TemplateStore } from '../storage/template-store';
import { renderSaved } from './live-product';

/** The item page's template output, or null: no enabled template, or it has errors (built in). */
export type ItemTemplateRenderer = (
  site: Site,
  collection: CollectionShown,
  item: ItemDetail,
  /** The body as the site draws it (the render entry's richTextHtml). */
  bodyHtml: (body: ItemDetail['body']) => string,
) => Promise<string | null>;

export function itemTemplateRenderer(
  store: TemplateStore,
  logError: (message: string, error: unknown) => void,
): ItemTemplateRenderer {
  return async (site, collection, item, bodyHtml) => {
    const templates = await store.list();
    const template = templateFor(templates, 'collection-item', [collection.id]);
    if (!template) return null;
    const json = collectionItemTemplateJson(site, collection, item, bodyHtml(item.body));
    const where = `${collection.path}/${item.slug}`;
    return renderSaved(templates, template, json, where, logError);
  };
}
