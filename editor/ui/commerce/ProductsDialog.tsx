// The inventory panel, a dialog named "Products": search, sort, a page of rows that expand to
// their variants, "Next page"; "Add product" and Edit open the product form in the same dialog;
// Delete asks first. Saves and deletes are announced in a live region, and to the frame (which
// loads the catalogue again).
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';
import { storePreferencesOf } from '../../../shared/store/preferences';
import { announceCatalogueChange } from '../../commerce/catalogue-events';
import { type CommerceClient, createCommerceClient } from '../../commerce/client';
import { draftFromProduct, emptyDraft, type ProductDraft } from '../../commerce/product-draft';
import { INITIAL_QUERY, productPage, searchFor, sortBy } from '../../commerce/product-list';
import { ConfirmDialog } from '../ConfirmDialog';
import { useEditorState } from '../context';
import { CloseActions, Dialog } from '../Dialog';
import { LoadError, useLoaded } from './loading';
import { ProductForm } from './ProductForm';
import { ProductTable } from './ProductTable';
import { useStorePreferences } from './use-store-preferences';

export const PRODUCTS_DIALOG_TITLE = 'Products';

export interface ProductsDialogProps {
  readonly onClose: () => void;
  /** The commerce API; the real one by default (tests pass a fake). */
  readonly client?: CommerceClient;
}

export function ProductsDialog({ onClose, client }: ProductsDialogProps) {
  const api = useMemo(() => client ?? createCommerceClient(), [client]);
  const currency = useEditorState((state) => state.site.settings.store.currency);
  const {
    value: products,
    setValue: setProducts,
    error: loadError,
    reload,
  } = useLoaded(() => api.listProducts());
  const preferences = useStorePreferences();
  const lowStockLevel =
    preferences.kind === 'loaded'
      ? storePreferencesOf(preferences.value).lowStockThreshold
      : undefined;
  const [query, setQuery] = useState(INITIAL_QUERY);
  const [editing, setEditing] = useState<ProductDraft | null>(null);
  const [confirming, setConfirming] = useState<ProductItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const searchId = useId();
  const search = useRef<HTMLInputElement>(null);

  // Back from the form (saved or cancelled), focus returns to the list's search, inside the
  // dialog, so the keyboard (Escape, Tab) still works there: in the same commit that removes the
  // form (a layout effect), so a key pressed right after the save never lands outside.
  useLayoutEffect(() => {
    if (editing === null) search.current?.focus();
  }, [editing]);

  function saved(product: ProductItem) {
    setProducts((current) => {
      const list = current ?? [];
      const known = list.some((p) => p.id === product.id);
      return known ? list.map((p) => (p.id === product.id ? product : p)) : [...list, product];
    });
    setEditing(null);
    setAnnouncement(`Saved ${product.name}.`);
    announceCatalogueChange();
  }

  async function confirmDelete() {
    const product = confirming;
    setConfirming(null);
    if (!product) return;
    const result = await api.deleteProduct(product.id);
    if (!result.ok) {
      setAnnouncement(result.message);
      return;
    }
    setProducts((current) => (current ?? []).filter((p) => p.id !== product.id));
    setAnnouncement(`Deleted ${product.name}.`);
    announceCatalogueChange();
  }

  const page = productPage(products ?? [], query);
  return (
    <>
      <Dialog
        title={PRODUCTS_DIALOG_TITLE}
        message={<p>The products of your store, with their variants, prices and stock.</p>}
        onEscape={editing ? () => setEditing(null) : onClose}
        className="commerce-dialog"
      >
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        {editing ? (
          <ProductForm
            initial={editing}
            currency={currency}
            client={api}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <div className="commerce-body">
            <div className="commerce-toolbar">
              <div className="commerce-search">
                <label htmlFor={searchId} className="field-label">
                  Search products
                </label>
                <input
                  id={searchId}
                  ref={search}
                  type="search"
                  className="input"
                  data-autofocus
                  value={query.search}
                  onChange={(event) => setQuery(searchFor(query, event.target.value))}
                />
              </div>
              <button
                type="button"
                className="button button-primary"
                onClick={() => setEditing(emptyDraft())}
              >
                Add product
              </button>
            </div>
            {loadError ? <LoadError error={loadError} onRetry={() => void reload()} /> : null}
            {products === null ? (
              loadError ? null : (
                <p className="empty-hint">Loading products…</p>
              )
            ) : page.rows.length === 0 ? (
              <p className="empty-hint">
                {query.search.trim() ? 'No product matches your search.' : 'No products yet.'}
              </p>
            ) : (
              <>
                <div className="commerce-table-wrap">
                  <ProductTable
                    lowStockLevel={lowStockLevel}
                    rows={page.rows}
                    query={query}
                    onSort={(key) => setQuery(sortBy(query, key))}
                    onEdit={(product) => setEditing(draftFromProduct(product))}
                    onDelete={setConfirming}
                    expanded={expanded}
                    onToggle={(id) =>
                      setExpanded((current) => {
                        const next = new Set(current);
                        if (!next.delete(id)) next.add(id);
                        return next;
                      })
                    }
                  />
                </div>
                <nav className="commerce-pager" aria-label="Product pages">
                  <button
                    type="button"
                    className="button"
                    disabled={!page.hasPreviousPage}
                    onClick={() => setQuery({ ...query, page: page.page - 1 })}
                  >
                    Previous page
                  </button>
                  <span>
                    Page {page.page + 1} of {page.pageCount} ({page.total} products)
                  </span>
                  <button
                    type="button"
                    className="button"
                    disabled={!page.hasNextPage}
                    onClick={() => setQuery({ ...query, page: page.page + 1 })}
                  >
                    Next page
                  </button>
                </nav>
              </>
            )}
            <CloseActions onClose={onClose} />
          </div>
        )}
      </Dialog>
      {confirming ? (
        <ConfirmDialog
          title={`Delete ${confirming.name}?`}
          message="The product and its variants are removed from your store. This cannot be undone."
          confirmLabel="Delete"
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
