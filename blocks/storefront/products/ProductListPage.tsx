// The product list of a products collection page, as the preview and the live page route to it:
// the shelf's products when the page came with them, else the catalogue fetched; a product-list
// template when the site has one.

import { useEffect, useState } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';
import { productsOnPage } from '../../../shared/products/list-page';
import { PRODUCT_PAGE_TEXTS } from '../../../shared/products/page-texts';
import { loadCatalogue } from './catalogue';
import { ProductList } from './ProductList';
import { useProductShelf } from './shelf';
import { useProductTemplate } from './TemplatedProduct';
import { TemplatedProductList } from './TemplatedProductList';
import { useCatalogueVersion } from './use-catalogue-version';

type CatalogueLoad = 'loading' | 'failed' | readonly ProductItem[];

export function ProductListPage(props: { basePath: string; page: number }) {
  const shelved = useProductShelf()?.list() ?? null;
  const [fetched, setLoad] = useState<CatalogueLoad>('loading');
  const version = useCatalogueVersion();
  const onShelf = shelved !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new catalogue version loads again
  useEffect(() => {
    if (onShelf) return;
    let live = true;
    loadCatalogue().then(
      (products) => live && setLoad(products),
      () => live && setLoad('failed'),
    );
    return () => {
      live = false;
    };
  }, [version, onShelf]);
  const load = shelved ?? fetched;
  const template = useProductTemplate('product-list');
  if (load === 'loading') return <p role="status">{PRODUCT_PAGE_TEXTS.loading}</p>;
  if (load === 'failed') return <p role="alert">{PRODUCT_PAGE_TEXTS.failed}</p>;
  if (load.length === 0) return <p className="sb-empty-hint">{PRODUCT_PAGE_TEXTS.empty}</p>;
  if (template) {
    return (
      <TemplatedProductList products={productsOnPage(load, props.page)} html={template.html} />
    );
  }
  return <ProductList products={load} basePath={props.basePath} page={props.page} />;
}
