// The live site's product pages through the owner's saved templates: a product page through its
// product-detail template, a products page's list through its product-list template (the one for
// that collection page or the product's, else the site's), rendered here with the page's JSON
// (shared/templates/product-json.ts); the site's render entry sanitizes the output and makes its
// commerce controls work. A template whose render has errors is not used: the page falls back to
// the built-in rendering (docs/templates.md), so a visitor never sees a half-broken page.
import type { ProductItem } from '../../shared/api/commerce';
import type { Site } from '../../shared/document/schema';
import {
  type ProductPageCollection,
  productListTemplateJson,
  productTemplateJson,
  templateFor,
} from '../../shared/templates/product-json';
import { partialsFor, type StoredTemplate, type TemplateKind } from '../../shared/templates/stored';
import type { TemplateStore } from '../storage/template-store';
import { renderTemplate } from './render';

/** What a product page or list page shows, for its template. */
export type TemplatedPage =
  | { readonly kind: 'product-detail'; readonly product: ProductItem }
  | {
      readonly kind: 'product-list';
      /** The products the page lists (its page of the collection). */
      readonly products: readonly ProductItem[];
      /** How many products the collection holds on all its pages. */
      readonly itemCount: number;
    };

/** The page's template output, or null: no enabled template, or it has errors (built in). */
export type ProductTemplateRenderer = (
  site: Site,
  page: TemplatedPage,
  collection: ProductPageCollection,
) => Promise<string | null>;

function jsonOf(site: Site, page: TemplatedPage, collection: ProductPageCollection) {
  return page.kind === 'product-detail'
    ? productTemplateJson(site, page.product, collection)
    : productListTemplateJson(site, page.products, collection, page.itemCount);
}

export function productTemplateRenderer(
  store: TemplateStore,
  logError: (message: string, error: unknown) => void,
): ProductTemplateRenderer {
  return async (site, page, collection) => {
    const templates = await store.list();
    const collectionIds =
      page.kind === 'product-detail' ? [collection.id, page.product.collectionId] : [collection.id];
    const kind: TemplateKind = page.kind;
    const template = templateFor(templates, kind, collectionIds);
    if (!template) return null;
    const where =
      page.kind === 'product-detail' ? `${collection.path}/${page.product.slug}` : collection.path;
    return renderSaved(templates, template, jsonOf(site, page, collection), where, logError);
  };
}

/**
 * A saved template rendered with `json` and the partials in its scope: its output, or null when
 * it has errors (the first logged with its line and column; the page at `where` is built in).
 */
export function renderSaved(
  templates: readonly StoredTemplate[],
  template: StoredTemplate,
  json: Record<string, unknown>,
  where: string,
  logError: (message: string, error: unknown) => void,
): string | null {
  const scopeId = template.scope.type === 'collection' ? template.scope.collectionId : null;
  const { output, errors } = renderTemplate({
    template: template.source,
    json,
    partials: partialsFor(templates, scopeId),
  });
  if (errors.length === 0) return output;
  const first = errors[0]!;
  logError(
    `Template "${template.name}" has errors; ${where} is built in:`,
    `${first.line}:${first.column} ${first.message}`,
  );
  return null;
}
