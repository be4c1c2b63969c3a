// The owner's orders, newest first (the server's order): each with its items, totals, the buyer's
// email and date, each item's subscription plan or gift-card recipient; test-mode orders are
// marked. Orders are named by their short number (#1001).
import { useMemo } from 'react';
import { OrderItemDetails } from '../../../blocks/storefront/cart/OrderItemDetails';
import { formatOrderNumber } from '../../../shared/api/commerce';
import { formatMoney } from '../../../shared/money/format';
import { type CommerceClient, createCommerceClient } from '../../commerce/client';
import { CloseActions, Dialog } from '../Dialog';
import { absoluteTime } from '../when';
import { LoadError, useLoaded } from './loading';

export interface OrdersDialogProps {
  readonly onClose: () => void;
  readonly client?: CommerceClient;
}

export function OrdersDialog({ onClose, client }: OrdersDialogProps) {
  const api = useMemo(() => client ?? createCommerceClient(), [client]);
  const { value: orders, error, reload } = useLoaded(() => api.listOrders());

  return (
    <Dialog
      title="Orders"
      message={<p>Orders placed in your store, newest first.</p>}
      onEscape={onClose}
      className="commerce-dialog"
    >
      <div className="commerce-body">
        {error ? <LoadError error={error} onRetry={() => void reload()} /> : null}
        {orders === null ? (
          error ? null : (
            <p className="empty-hint">Loading orders…</p>
          )
        ) : orders.length === 0 ? (
          <p className="empty-hint">No orders yet.</p>
        ) : (
          <ol className="order-list" aria-label="Orders">
            {orders.map((order) => (
              <li key={order.id} className="order-card">
                <div className="order-head">
                  <h3>Order {formatOrderNumber(order.orderNumber)}</h3>
                  {order.testMode ? <span className="badge">Test mode</span> : null}
                  <span className="order-date">{absoluteTime(order.createdOn)}</span>
                </div>
                <p className="order-email">{order.email}</p>
                <ul
                  aria-label={`Items of order ${formatOrderNumber(order.orderNumber)}`}
                  className="order-items"
                >
                  {order.items.map((item, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an order's items never move
                    <li key={index}>
                      <span>
                        {item.quantity} × {item.productName}
                        {Object.values(item.attributes).length > 0
                          ? ` (${Object.values(item.attributes).join(' / ')})`
                          : ''}
                      </span>
                      <span className="variant-sku">{item.sku}</span>
                      <span>{formatMoney(item.unitPrice)} each</span>
                      <OrderItemDetails item={item} />
                    </li>
                  ))}
                </ul>
                <dl className="order-totals">
                  <dt>Subtotal</dt>
                  <dd>{formatMoney(order.subtotal)}</dd>
                  <dt>Shipping</dt>
                  <dd>{formatMoney(order.shippingTotal)}</dd>
                  <dt>Tax</dt>
                  <dd>{formatMoney(order.taxTotal)}</dd>
                  <dt>Total</dt>
                  <dd>{formatMoney(order.grandTotal)}</dd>
                </dl>
              </li>
            ))}
          </ol>
        )}
        <CloseActions onClose={onClose} />
      </div>
    </Dialog>
  );
}
