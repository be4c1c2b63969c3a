// The top bar's "Store" menu: Products, Back in stock, Orders, Store settings and Templates (the
// owner's product page templates, a panel beside the frame), each shown to the roles that may use
// it and opening its dialog (loaded on first use).
import { useState } from 'react';
import { allowedOf, useRole } from '../../auth/owner';
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

export const STORE_ENTRIES = [
  { id: 'products', label: 'Products', action: 'products:write' },
  { id: 'restock', label: 'Back in stock', action: 'restock:read' },
  { id: 'orders', label: 'Orders', action: 'orders:read' },
  { id: 'settings', label: 'Store settings', action: 'store-settings:write' },
  { id: 'templates', label: 'Templates', action: 'code:edit' },
] as const;
type Panel = (typeof STORE_ENTRIES)[number]['id'];

export function StoreMenu() {
  const [panel, setPanel] = useState<Panel | null>(null);
  const entries = allowedOf(useRole(), STORE_ENTRIES);
  const close = () => setPanel(null);
  return (
    <>
      <MenuButton label="Store" entries={entries} onChoose={setPanel} />
      {panel === 'products' ? <ProductsDialog onClose={close} /> : null}
      {panel === 'restock' ? <RestockDialog onClose={close} /> : null}
      {panel === 'orders' ? <OrdersDialog onClose={close} /> : null}
      {panel === 'settings' ? <StoreSettingsDialog onClose={close} /> : null}
      {panel === 'templates' ? <TemplatesPanel onClose={close} /> : null}
    </>
  );
}
