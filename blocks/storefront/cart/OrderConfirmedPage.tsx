// The order-confirmed page (page type 202): the order just placed, read back from the server.

import { useEffect, useState } from 'react';
import { ShoppingEventName } from '../../../shared/analytics/shopping-events';
import { formatOrderNumber, type Order } from '../../../shared/api/commerce';
import { CartMessage } from '../../../shared/cart/messages';
import { fillWords } from '../../../shared/i18n/shopper-words';
import { formatSiteMoney, type SiteMoneySettings } from '../../../shared/money/site-format';
import { SiteAnchor } from '../../SiteAnchor';
import { useStorefrontStrings } from '../context';
import { useTrackedView } from '../shopping-tracker';
import { getOrder } from './cart-api';
import { cartFailureMessage } from './cart-view';
import { OrderItemDetails } from './OrderItemDetails';
import { useProductNames } from './product-names';

export function OrderConfirmedPage(props: { orderId: string; money: SiteMoneySettings }) {
  const { orderId, money } = props;
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);
  const words = useStorefrontStrings();
  const nameOf = useProductNames();
  useTrackedView(
    ShoppingEventName.purchase,
    order && { order_id: order.id, cart_id: order.purchasedCartId, value: order.grandTotal },
  );
  useEffect(() => {
    let live = true;
    getOrder(orderId).then(
      (answer) => live && setOrder(answer.order),
      (failure: unknown) =>
        live && setError(cartFailureMessage(failure, CartMessage.checkConnection)),
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  return (
    <div className="sb-order-page">
      <h1>{words.orderConfirmed}</h1>
      {error ? (
        <p className="sb-cart-error" role="alert">
          {error}
        </p>
      ) : null}
      {order === null ? (
        error ? null : (
          <p role="status">{words.orderLoading}</p>
        )
      ) : (
        <>
          <p role="status">
            {words.orderThanks}{' '}
            <strong data-order-number={order.orderNumber}>
              {formatOrderNumber(order.orderNumber)}
            </strong>{' '}
            {fillWords(words.orderPlaced, { email: order.email })}
          </p>
          <ul className="sb-order-items">
            {order.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's items never move
              <li key={index}>
                <span>
                  {nameOf(item.itemId, item.productName)} × {item.quantity}
                </span>
                <span>
                  {fillWords(words.orderEach, { price: formatSiteMoney(item.unitPrice, money) })}
                </span>
                <OrderItemDetails item={item} />
              </li>
            ))}
          </ul>
          <p className="sb-order-total">
            <span>Total</span> <strong>{formatSiteMoney(order.grandTotal, money)}</strong>
          </p>
          {order.shippingAddress ? (
            <address className="sb-order-address">
              {order.shippingAddress.firstName} {order.shippingAddress.lastName}
              <br />
              {order.shippingAddress.address1}
              {order.shippingAddress.address2 ? `, ${order.shippingAddress.address2}` : ''}
              <br />
              {order.shippingAddress.city}, {order.shippingAddress.state}{' '}
              {order.shippingAddress.postalCode}, {order.shippingAddress.country}
            </address>
          ) : null}
          <p>
            <SiteAnchor className="sb-button sb-button--medium sb-button--secondary" href="/">
              {words.continueShopping}
            </SiteAnchor>
          </p>
        </>
      )}
    </div>
  );
}
