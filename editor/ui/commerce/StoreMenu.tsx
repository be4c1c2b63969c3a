// The top bar's "Store" menu: Products, Back in stock, Orders, Store settings and Templates (the
// owner's product page templates, a panel beside the frame), each shown to the roles that may use
// it and opening its dialog (loaded on first use). A site without a products page offers "Add a
// store" instead to roles that may change store settings and edit pages.
import { useState } from 'react';
import { can } from '../../../shared/permissions/roles';
import { productsPage } from '../../../shared/seo/addresses';
import { allowedOf, useRole } from '../../auth/owner';
import { useEditorState } from '../context';
import { lazyPart } from '../lazy-part';
import { MenuButton } from '../MenuButton';
import './commerce.css';

const dialogs = () => import('./store-dialogs');
const ProductsDialog = lazyPart('products', () => dialogs().then((m) => m.ProductsDialog));
const RestockDialog = lazyPart('sign-ups', () => dialogs().then((m) => m.RestockDialog));
const OrdersDialog = lazyPart('orders', () => dialogs().then((m) => m.OrdersDialog));
const TemplatesPanel = lazyPart('templates', () =>
  import('../templates/TemplatesPanel').then((m) => m.TemplatesPanel),
);
const StoreSettingsDialog = lazyPart('store settings', () =>
  dialogs().then((m) => m.StoreSettingsDialog),
);
const AddStoreDialog = lazyPart('add a store', () => dialogs().then((m) => m.AddStoreDialog));

export const STORE_ENTRIES = [
  { id: 'products', label: 'Products', action: 'products:write' },
  { id: 'restock', label: 'Back in stock', action: 'restock:read' },
  { id: 'orders', label: 'Orders', action: 'orders:read' },
  { id: 'settings', label: 'Store settings', action: 'store-settings:write' },
  { id: 'templates', label: 'Templates', action: 'code:edit' },
] as const;
const ADD_STORE = {
  id: 'add-store',
  label: 'Add a store',
  action: 'store-settings:write',
} as const;
type Panel = (typeof STORE_ENTRIES)[number]['id'] | typeof ADD_STORE.id;

export function StoreMenu() {
  const [panel, setPanel] = useState<Panel | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const role = useRole();
  const hasStore = useEditorState((state) => productsPage(state.site) !== undefined);
  const mayAdd = !hasStore && role !== null && can(role, 'site:edit');
  const entries = allowedOf(role, mayAdd ? [ADD_STORE, ...STORE_ENTRIES] : STORE_ENTRIES);
  const close = () => setPanel(null);
  return (
    <>
      <MenuButton label="Store" entries={entries} onChoose={setPanel} />
      {announcement ? (
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      ) : null}
      {panel === 'add-store' ? <AddStoreDialog onClose={close} onAdded={setAnnouncement} /> : null}
      {panel === 'products' ? <ProductsDialog onClose={close} /> : null}
      {panel === 'restock' ? <RestockDialog onClose={close} /> : null}
      {panel === 'orders' ? <OrdersDialog onClose={close} /> : null}
      {panel === 'settings' ? <StoreSettingsDialog onClose={close} /> : null}
      {panel === 'templates' ? <TemplatesPanel onClose={close} /> : null}
    </>
  );
}
