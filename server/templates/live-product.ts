// A product page of the live site through the owner's saved product-detail template (the one for
// the product's collection page, else the site's): rendered here with the product's JSON
// (shared/templates/product-json.ts); the site's render entry sanitizes the output and makes its
// commerce controls work. A template whose render has errors is not used: the page falls back to
// the built-in rendering (docs/templates.md), so a visitor never sees a half-broken page.
import type { ProductItem } from '../../shared/api/commerce';
import type { Site } from '../../shared/document/schema';
import {
  type ProductPageCollection,
  productTemplateJson,
  templateFor,
} from '../../shared/templates/product-json';
import { partialsFor } from '../../shared/templates/stored';
import type { TemplateStore } from '../storage/template-store';
import { renderTemplate } from './render';

export type ProductTemplateRenderer = (
  site: Site,
  product: ProductItem,
  collection: ProductPageCollection,
) => Promise<string | null>;

export function productTemplateRenderer(
  store: TemplateStore,
  logError: (message: string, error: unknown) => void,
): ProductTemplateRenderer {
  return async (site, product, collection) => {
    const templates = await store.list();
    const collectionIds = [collection.id, product.collectionId];
    const template = templateFor(templates, 'product-detail', collectionIds);
    if (!template) return null;
    const scopeId = template.scope.type === 'collection' ? template.scope.collectionId : null;
    const { output, errors } = renderTemplate({
      template: template.source,
      json: productTemplateJson(site, product, collection),
      partials: partialsFor(templates, scopeId),
    });
    if (errors.length === 0) return output;
    const first = errors[0]!;
    logError(
      `Template "${template.name}" has errors; ${collection.path}/${product.slug} is built in:`,
      `${first.line}:${first.column} ${first.message}`,
    );
    return null;
  };
}
