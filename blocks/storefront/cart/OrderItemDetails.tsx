// An order item's subscription plan or gift-card recipient as a description list (the
// order-confirmed page and the owner's Orders list); nothing for a plain item.
import type { OrderItem } from '../../../shared/api/commerce';
import { orderItemDetails } from '../../../shared/cart/order-item-details';

export function OrderItemDetails({ item }: { item: OrderItem }) {
  const details = orderItemDetails(item);
  if (details.length === 0) return null;
  return (
    <dl className="sb-order-item-details">
      {details.map((detail) => (
        <div key={detail.label} className="sb-order-item-detail">
          <dt>{detail.label}</dt>
          <dd>{detail.text}</dd>
        </div>
      ))}
    </dl>
  );
}
