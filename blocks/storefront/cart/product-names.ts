// A cart's and an order's lines keep the product's name as it was when added, in the site's
// default language. On a page in another language (its addresses have a prefix, `/fr/`), the
// lines show the product's name in that language instead: the catalogue this page reads in its
// language (products/catalogue.ts, with the translated words) gives it, by the product's id. Until
// it is read, or for a product it does not hold, the stored name shows.
import { useEffect, useState } from 'react';
import { useStorefront } from '../context';
import { loadCatalogue } from '../products/catalogue';

/** The name to show for a line of `itemId` whose stored name is `stored`. */
export type ProductName = (itemId: string, stored: string) => string;

const stored: ProductName = (_itemId, name) => name;

export function useProductNames(): ProductName {
  const { pathPrefix } = useStorefront();
  const [names, setNames] = useState<ReadonlyMap<string, string> | null>(null);
  useEffect(() => {
    if (!pathPrefix) return;
    let live = true;
    loadCatalogue().then(
      (products) =>
        live && setNames(new Map(products.map((product) => [product.id, product.name]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pathPrefix]);
  return names ? (itemId, name) => names.get(itemId) ?? name : stored;
}
