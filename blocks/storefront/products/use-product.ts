// A product and its stock, loaded in the frame by id; the answer for an id the block no longer
// shows is dropped.
import { useEffect, useState } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';
import { StorefrontApiError } from '../api';
import { loadProduct } from './catalogue';

export type ProductLoad =
  | { readonly state: 'none' }
  | { readonly state: 'loading' }
  | { readonly state: 'missing' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly product: ProductItem };

export function useProduct(id: string): ProductLoad {
  const [load, setLoad] = useState<{ id: string; result: ProductLoad } | null>(null);
  useEffect(() => {
    if (id === '') return;
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
  }, [id]);
  if (id === '') return { state: 'none' };
  return load?.id === id ? load.result : { state: 'loading' };
}
