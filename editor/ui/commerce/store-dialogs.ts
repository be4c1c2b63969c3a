// The Store menu's dialogs, one chunk loaded when the owner first opens one (see lazy-part.tsx).

export { AddStoreDialog } from './AddStoreDialog';
export { OrdersDialog } from './OrdersDialog';
export { ProductsDialog } from './ProductsDialog';
export { RestockDialog } from './RestockDialog';
export { StoreSettingsDialog } from './StoreSettingsDialog';
