// A products page's list rendered by the owner's product-list template (docs/templates.md): the
// server ran the template with the page's products and sanitized its output; here it is shown as
// it is. Each product's part of it (template-controls.ts `productRoots`) sells with the built-in
// product details' logic (use-template-commerce.ts), its messages added inside that part, and a
// quick-view button opens the storefront's quick view, as on the built-in list.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import './products.css';
import type { ProductItem } from '../../../shared/api/commerce';
import { useCart } from '../cart-store';
import { QuickView } from './ProductList';
import { TemplateMessages } from './TemplatedProduct';
import { paintCartQuantity, productRoots } from './template-controls';
import { useTemplateQuickView } from './template-quick-view';
import { useTemplateCommerce } from './use-template-commerce';

interface ListedPart {
  readonly product: ProductItem;
  readonly element: HTMLElement;
}

function TemplatedListItem({ product, element, html }: ListedPart & { html: string }) {
  const root = useRef<HTMLElement>(element);
  root.current = element;
  const commerce = useTemplateCommerce(product, root, html);
  return createPortal(
    <div className="sb-product-template-messages">
      <TemplateMessages commerce={commerce} />
    </div>,
    element,
  );
}

export function TemplatedProductList(props: { products: readonly ProductItem[]; html: string }) {
  const { products, html } = props;
  const root = useRef<HTMLDivElement>(null);
  // Each product's part, found in the output it belongs to (none shown for another output).
  const [found, setFound] = useState<{ html: string; parts: readonly ListedPart[] } | null>(null);
  const quick = useTemplateQuickView(root, products, html);
  const cartQuantity = useCart((state) => state.cart?.totalQuantity ?? null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const roots = productRoots(element);
    const parts = products.flatMap((product) => {
      const part = roots.get(product.id);
      return part ? [{ product, element: part }] : [];
    });
    setFound({ html, parts });
  }, [products, html]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new output is painted again
  useEffect(() => {
    if (root.current && cartQuantity !== null) paintCartQuantity(root.current, cartQuantity);
  }, [cartQuantity, html]);

  return (
    <section className="sb-product-template sb-product-list-page" aria-label="Products">
      <div
        ref={root}
        data-template-output=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (html-sanitize.ts, controls kept)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {found?.html === html
        ? found.parts.map((part) => (
            <TemplatedListItem key={part.product.id} {...part} html={html} />
          ))
        : null}
      {quick.product ? <QuickView product={quick.product} onClose={quick.close} /> : null}
    </section>
  );
}
