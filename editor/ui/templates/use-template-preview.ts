// Renders the source being typed (debounced) with the page's JSON (a product's for a product
// page template, the products page's first page of products for a list template) and the
// partials in its scope, and shows the result in the frame: the last rendering without errors
// stays there while the template has errors (preview-state.ts). Leaving the editor puts the
// built-in page back.
import { useEffect, useRef, useState } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';
import type { Site } from '../../../shared/document/schema';
import { productsOnPage } from '../../../shared/products/list-page';
import { productsPage } from '../../../shared/seo/addresses';
import {
  type ProductPageCollection,
  productListTemplateJson,
  productTemplateJson,
} from '../../../shared/templates/product-json';
import { templatesClient } from '../../templates/client';
import { type FrameTemplate, showTemplateInFrame } from '../../templates/frame-template';
import { NO_PREVIEW, nextPreview, type TemplatePreview } from '../../templates/preview-state';

/** Our choice: a render 300 ms after the last keystroke. */
export const PREVIEW_DELAY_MS = 300;

/** What the frame shows the template with: one product's page, or the products page's list. */
export type PreviewSubject =
  | { readonly kind: 'product-detail'; readonly product: ProductItem }
  | { readonly kind: 'product-list'; readonly products: readonly ProductItem[] };

/** The JSON and frame address of a subject on the site's products page. */
function subjectPage(subject: PreviewSubject, site: Site, collection: ProductPageCollection) {
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
    const page = productsPage(site);
    if (!subject || !page) return;
    let live = true;
    const timer = setTimeout(async () => {
      const collection = { id: page.id, title: page.title, path: `/${page.slug}` };
      const { json, address } = subjectPage(subject, site, collection);
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
