// The quick-view buttons of an owner's template's output (`product-quick-view` writes
// `.sqs-product-quick-view-button` with the product's id as `data-id`, role button): a click,
// Enter or Space opens the storefront's quick view of that product, as the built-in list's
// button does (ProductList.tsx's QuickView).
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';
import { quickViewButtonOf } from './template-controls';

export function useTemplateQuickView(
  root: RefObject<HTMLElement | null>,
  products: readonly ProductItem[],
  html: string,
): { readonly product: ProductItem | null; readonly close: () => void } {
  const [shown, setShown] = useState<ProductItem | null>(null);
  const listed = useRef(products);
  listed.current = products;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new output is listened to again
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const press = (event: Event) => {
      const button = quickViewButtonOf(event.target);
      if (!button) return;
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      const product = listed.current.find((candidate) => candidate.id === button.dataset.id);
      if (!product) return;
      event.preventDefault();
      setShown(product);
    };
    element.addEventListener('click', press);
    element.addEventListener('keydown', press);
    return () => {
      element.removeEventListener('click', press);
      element.removeEventListener('keydown', press);
    };
  }, [html]);

  return { product: shown, close: () => setShown(null) };
}
