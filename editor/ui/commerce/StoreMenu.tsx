// The top bar's "Store" menu button (WAI-ARIA menu button pattern, keys in commerce/menu-keys):
// Products, Back in stock, Orders and Store settings, each opening its dialog (loaded on first use).
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonKey, menuKey } from '../../commerce/menu-keys';
import { lazyPart } from '../lazy-part';
import './commerce.css';

const dialogs = () => import('./store-dialogs');
const ProductsDialog = lazyPart('products', () => dialogs().then((m) => m.ProductsDialog));
const RestockDialog = lazyPart('sign-ups', () => dialogs().then((m) => m.RestockDialog));
const OrdersDialog = lazyPart('orders', () => dialogs().then((m) => m.OrdersDialog));
const StoreSettingsDialog = lazyPart('store settings', () =>
  dialogs().then((m) => m.StoreSettingsDialog),
);

const ITEMS = [
  { id: 'products', label: 'Products' },
  { id: 'restock', label: 'Back in stock' },
  { id: 'orders', label: 'Orders' },
  { id: 'settings', label: 'Store settings' },
] as const;
type Panel = (typeof ITEMS)[number]['id'];
const LABELS = ITEMS.map((item) => item.label);

export function StoreMenu() {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const [panel, setPanel] = useState<Panel | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openAt(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function choose(index: number) {
    setOpen(false);
    setPanel(ITEMS[index]!.id);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const action = buttonKey(event.key, ITEMS.length);
    if (action.kind !== 'open') return;
    event.preventDefault();
    openAt(action.index);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const action = menuKey(event.key, focusIndex, LABELS);
    if (action.kind === 'none') return;
    if (action.kind !== 'close' || action.restoreFocus) event.preventDefault();
    if (action.kind === 'focus') setFocusIndex(action.index);
    else if (action.kind === 'activate') choose(action.index);
    else if (action.kind === 'close') {
      setOpen(false);
      if (action.restoreFocus) button.current?.focus();
    }
  }

  const close = () => setPanel(null);
  return (
    <div className="store-menu">
      <button
        ref={button}
        type="button"
        className="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        Store
        <span aria-hidden="true" className="store-menu-caret">
          ▾
        </span>
      </button>
      <div
        ref={menu}
        id={menuId}
        role="menu"
        aria-label="Store"
        className="store-menu-list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {ITEMS.map((item, index) => (
          <button
            key={item.id}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="store-menu-item"
            onClick={() => choose(index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {panel === 'products' ? <ProductsDialog onClose={close} /> : null}
      {panel === 'restock' ? <RestockDialog onClose={close} /> : null}
      {panel === 'orders' ? <OrdersDialog onClose={close} /> : null}
      {panel === 'settings' ? <StoreSettingsDialog onClose={close} /> : null}
    </div>
  );
}
