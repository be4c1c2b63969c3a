// Renders the source being typed (debounced) with the page's JSON (a product's for a product
// page template, the products page's first page of products for a list template, an item's for
// an item template) and the
// partials in its scope, and shows the result in the frame: the last rendering without errors
// stays there while the template has errors (preview-state.ts). Leaving the editor puts the
// built-in page back.
import { useEffect, useRef, useState } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';
import type { Site } from '../../../shared/document/schema';
import { productsOnPage } from '../../../shared/products/list-page';
import { productsPage } from '../../../shared/seo/addresses';
import { collectionItemTemplateJson } from '../../../shared/templates/item-json';
import {
  productListTemplateJson,
  productTemplateJson,
} from '../../../shared/templates/product-json';
import { templatesClient } from '../../templates/client';
import { type FrameTemplate, showTemplateInFrame } from '../../templates/frame-template';
import { NO_PREVIEW, nextPreview, type TemplatePreview } from '../../templates/preview-state';
import type { ItemSubject } from './use-item-subject';

/** Our choice: a render 300 ms after the last keystroke. */
export const PREVIEW_DELAY_MS = 300;

/** What the frame shows the template with: a product's page, the products page's list, an item. */
export type PreviewSubject =
  | { readonly kind: 'product-detail'; readonly product: ProductItem }
  | { readonly kind: 'product-list'; readonly products: readonly ProductItem[] }
  | { readonly kind: 'collection-item'; readonly item: ItemSubject };

/** The JSON and frame address of a subject; null: a product's without a products page. */
function subjectPage(subject: PreviewSubject, site: Site) {
  if (subject.kind === 'collection-item') {
    const { collection, item, bodyHtml } = subject.item;
    return {
      json: collectionItemTemplateJson(site, collection, item, bodyHtml),
      address: `${collection.path}/${encodeURIComponent(item.slug)}`,
    };
  }
  const page = productsPage(site);
  if (!page) return null;
  const collection = { id: page.id, title: page.title, path: `/${page.slug}` };
  if (subject.kind === 'product-detail') {
    const { product } = subject;
    return {
      json: productTemplateJson(site, product, collection),
      address: `${collection.path}/${encodeURIComponent(product.slug)}`,
    };
  }
  const listed = productsOnPage(subject.products, 1);
  return {
    json: productListTemplateJson(site, listed, collection, subject.products.length),
    address: collection.path,
  };
}

export function useTemplatePreview(
  site: Site,
  source: string,
  subject: PreviewSubject | null,
  partials: Readonly<Record<string, string>>,
): TemplatePreview & { readonly failure: string | null } {
  const [preview, setPreview] = useState<TemplatePreview>(NO_PREVIEW);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(preview);
  latest.current = preview;

  useEffect(() => () => showTemplateInFrame(null), []);

  useEffect(() => {
    if (!subject) return;
    let live = true;
    const timer = setTimeout(async () => {
      const page = subjectPage(subject, site);
      if (!page) return;
      const { json, address } = page;
      const answer = await templatesClient.render({ template: source, json, partials });
      if (!live) return;
      if (!answer.ok) {
        setFailure(answer.message);
        return;
      }
      setFailure(null);
      const next = nextPreview(latest.current, answer.value);
      setPreview(next);
      if (next.shown === null) return;
      const shown: FrameTemplate = { address, html: next.shown, kind: subject.kind };
      showTemplateInFrame(shown);
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [site, source, subject, partials]);

  return { ...preview, failure };
}
