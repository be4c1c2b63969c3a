// The `product` field: a select listing the store's catalogue by name (GET /api/commerce/products);
// choosing one stores its id. While the list loads, or when it cannot be loaded, the stored choice
// is kept and said so; a stored id no longer in the catalogue is shown as such.
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { getJson } from '../../../blocks/storefront/api';
import type { FieldDescriptor, SettingsPath } from '../../../blocks/types';
import { CommercePath, type ProductListResponse } from '../../../shared/api/commerce';
import { useEditorStore } from '../context';
import { FieldShell } from './FieldShell';
import { useSettingAt } from './use-setting';

export const PRODUCTS_LOAD_FAILED = 'Unable to load the products. Try again later.';
export const NO_PRODUCTS = 'The store has no products yet. Add one in "Products".';
const MISSING = 'A product that is no longer in the store';

type Catalogue =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | {
      readonly state: 'ready';
      readonly products: readonly { id: string; slug: string; name: string }[];
    };

export function ProductField(props: {
  blockId: string;
  path: SettingsPath;
  field: Extract<FieldDescriptor, { kind: 'product' }>;
}) {
  const { blockId, path, field } = props;
  const store = useEditorStore();
  const value = useSettingAt(blockId, path);
  const stored = typeof value === 'string' ? value : '';
  const [catalogue, setCatalogue] = useState<Catalogue>({ state: 'loading' });
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  useEffect(() => {
    let live = true;
    getJson<ProductListResponse>(CommercePath.products)
      .then((answer) => {
        const products = answer.products.map((product) => ({
          id: product.id,
          slug: product.slug,
          name: product.name,
        }));
        if (live) setCatalogue({ state: 'ready', products });
      })
      .catch(() => {
        if (live) setCatalogue({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, []);

  function change(event: ChangeEvent<HTMLSelectElement>) {
    const result = store.getState().updateBlockSettings(blockId, path, event.target.value);
    setError(result.ok ? undefined : result.message);
  }

  const products = catalogue.state === 'ready' ? catalogue.products : [];
  // A block may name its product by slug (the demo site does): show it as that product.
  const chosen =
    products.find((product) => product.slug === stored && product.id !== stored)?.id ?? stored;
  const missing =
    chosen !== '' && catalogue.state === 'ready' && !products.some((p) => p.id === chosen);
  let help = field.help;
  if (catalogue.state === 'failed') help = PRODUCTS_LOAD_FAILED;
  else if (catalogue.state === 'ready' && products.length === 0) help = NO_PRODUCTS;

  const control = (
    <select
      id={id}
      className="input"
      value={chosen}
      onChange={change}
      aria-busy={catalogue.state === 'loading' ? true : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={
        [error ? `${id}-error` : '', help ? `${id}-help` : ''].join(' ').trim() || undefined
      }
    >
      <option value="">
        {catalogue.state === 'loading' ? 'Loading products…' : 'Choose a product'}
      </option>
      {products.map((product) => (
        <option key={product.id} value={product.id}>
          {product.name}
        </option>
      ))}
      {missing || (chosen !== '' && catalogue.state !== 'ready') ? (
        <option value={chosen}>{missing ? MISSING : 'The chosen product'}</option>
      ) : null}
    </select>
  );
  return <FieldShell id={id} label={field.label} control={control} error={error} help={help} />;
}
