// A product detail page rendered by the owner's template (docs/templates.md): the server ran the
// template and sanitized its output (the commerce controls kept, nothing executable); here that
// HTML is shown as it is and its commerce markup works with the built-in product details' own
// logic (use-template-commerce.ts); its quick-view button opens the storefront's quick view.
import { createContext, useContext, useRef } from 'react';
import './products.css';
import type { ProductItem } from '../../../shared/api/commerce';
import { QuickView } from './ProductList';
import { useTemplateQuickView } from './template-quick-view';
import { type TemplateCommerce, useTemplateCommerce } from './use-template-commerce';

/**
 * The owner's template's output for the page shown (sanitized): a product page's
 * (`product-detail`), a products page's list (`product-list`) or a collection's item page
 * (`collection-item`, plain HTML: CollectionItemRoute); none: built in.
 */
export interface ProductTemplateOutput {
  readonly html: string;
  readonly kind: 'product-detail' | 'product-list' | 'collection-item';
  /** The path it was rendered for (the frame's item template: that item only); absent: the page's. */
  readonly path?: string;
}

export const ProductTemplateContext = createContext<ProductTemplateOutput | null>(null);

/**
 * The template output a server-rendered island holds ('' when none): the element marked
 * `data-template-output` (TemplatedProduct, TemplatedProductList) holds it.
 */
export function templateOutputIn(island: ParentNode): string {
  return island.querySelector('[data-template-output]')?.innerHTML ?? '';
}

/** The template output for the page of `kind` shown, if there is one. */
export function useProductTemplate(
  kind: ProductTemplateOutput['kind'],
): ProductTemplateOutput | null {
  const template = useContext(ProductTemplateContext);
  return template?.kind === kind ? template : null;
}

/** A product's messages beside its template markup: problems, the add's progress, alerts. */
export function TemplateMessages({ commerce }: { commerce: TemplateCommerce }) {
  return (
    <>
      <p className="sb-product-message" role="alert">
        {commerce.message ?? ''}
      </p>
      <p className="sb-visually-hidden" role="status" aria-live="polite">
        {commerce.announcement}
      </p>
      {commerce.alert ? (
        <div className="sb-product-alert" role="alert">
          <strong className="sb-product-alert-title">{commerce.alert.title}</strong>
          <span> {commerce.alert.message}</span>
        </div>
      ) : null}
    </>
  );
}

export function TemplatedProduct({ product, html }: { product: ProductItem; html: string }) {
  const root = useRef<HTMLDivElement>(null);
  const commerce = useTemplateCommerce(product, root, html);
  const quick = useTemplateQuickView(root, [product], html);
  return (
    <article className="sb-product-template" aria-label={product.name}>
      <div
        ref={root}
        data-template-output=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (html-sanitize.ts, controls kept)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <TemplateMessages commerce={commerce} />
      {quick.product ? <QuickView product={quick.product} onClose={quick.close} /> : null}
    </article>
  );
}
