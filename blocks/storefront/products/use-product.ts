// A product and its stock, loaded in the frame by id; the answer for an id the block no longer
// shows is dropped. It loads again when the catalogue changes (the shown product stays meanwhile).
// On the live site the product comes from the shelf the server rendered with (shelf.ts), so the
// first render is the finished product and nothing is fetched.
import { useEffect, useState } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';
import { StorefrontApiError } from '../api';
import { loadProduct } from './catalogue';
import { useProductShelf } from './shelf';
import { useCatalogueVersion } from './use-catalogue-version';

export type ProductLoad =
  | { readonly state: 'none' }
  | { readonly state: 'loading' }
  | { readonly state: 'missing' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly product: ProductItem };

export function useProduct(id: string): ProductLoad {
  const [load, setLoad] = useState<{ id: string; result: ProductLoad } | null>(null);
  const version = useCatalogueVersion();
  const shelved = useProductShelf()?.lookup(id) ?? null;
  const onShelf = id !== '' && shelved !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new catalogue version loads again
  useEffect(() => {
    if (id === '' || onShelf) return;
    let live = true;
    loadProduct(id).then(
      (product) => live && setLoad({ id, result: { state: 'ready', product } }),
      (error: unknown) => {
        const missing = error instanceof StorefrontApiError && error.status === 404;
        if (live) setLoad({ id, result: { state: missing ? 'missing' : 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [id, version, onShelf]);
  if (id === '') return { state: 'none' };
  if (shelved !== null) return shelved;
  return load?.id === id ? load.result : { state: 'loading' };
}
