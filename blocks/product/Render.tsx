// The product block: the chosen product loaded from the store with its stock, shown by the
// storefront's ProductDetails; a hint when none is chosen or it cannot be shown.
import { ProductDetails } from '../storefront/products/ProductDetails';
import { useProduct } from '../storefront/products/use-product';
import type { BlockRenderProps } from '../types';
import type { ProductSettings } from './schema';

export const PRODUCT_HINTS = {
  none: "Choose a product in the block's settings.",
  loading: 'Loading the product…',
  missing: 'This product is no longer in the store.',
  failed: 'The product could not be loaded. Reload the page to try again.',
} as const;

export function ProductRender({ settings }: BlockRenderProps<ProductSettings>) {
  const load = useProduct(settings.productId);
  if (load.state !== 'ready') {
    return (
      <p
        className="sb-empty-hint sb-product-hint"
        role={load.state === 'failed' ? 'alert' : 'status'}
      >
        {PRODUCT_HINTS[load.state]}
      </p>
    );
  }
  return (
    <ProductDetails
      key={load.product.id}
      product={load.product}
      layout={settings.layout}
      variantDisplay={settings.variantDisplay}
      showDescription={settings.showDescription}
    />
  );
}
