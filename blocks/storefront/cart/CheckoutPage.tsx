// Checkout in test mode (page type 201): the order summary, the email, a shipping address with
// the country's labels, region list and postal-code rule (none for a purely digital cart), and
// "Place order (test mode)". Fields are checked before sending; a refusal from the server is
// shown as sent. The placed order opens the order-confirmed page. With a cart token (a
// subscription's own cart, /checkout?cartToken=…) that cart is checked out instead of the
// shopper's; each gift card asks for its recipient (GiftCardFields).

import { useState } from 'react';
import { addressConfig } from '../../../shared/addresses/config';
import { ShoppingEventName } from '../../../shared/analytics/shopping-events';
import type { ShoppingCart } from '../../../shared/api/commerce';
import { CartMessage } from '../../../shared/cart/messages';
import { fillWords } from '../../../shared/i18n/shopper-words';
import { formatSiteMoney, type SiteMoneySettings } from '../../../shared/money/site-format';
import { useCart } from '../cart-store';
import { useStorefront, useStorefrontStrings } from '../context';
import { useSiteNavigate } from '../navigation';
import { useTrackedView } from '../shopping-tracker';
import { AddressCombobox } from './AddressCombobox';
import { useFreshCart } from './CartPage';
import { CheckoutField as Field } from './CheckoutField';
import { placeOrder } from './cart-api';
import { cartFailureMessage, shoppingCart } from './cart-view';
import {
  CHECKOUT_COUNTRIES,
  type CheckoutErrors,
  type CheckoutForm,
  checkoutErrors,
  countryName,
  EMPTY_CHECKOUT,
  fieldLabels,
  formWithPlace,
  needsShippingAddress,
  orderRequest,
} from './checkout-form';
import { GiftCardFields } from './GiftCardFields';
import {
  type GiftCardErrors,
  type GiftCardForms,
  giftCardEntries,
  giftCardErrors,
  giftCardRequests,
} from './gift-card-form';
import { useProductNames } from './product-names';
import { useTokenCart } from './use-token-cart';

export function orderConfirmedAddress(orderId: string): string {
  return `/order-confirmed/${encodeURIComponent(orderId)}`;
}

export function CheckoutPage(props: { money: SiteMoneySettings; cartToken?: string }) {
  useTrackedView(ShoppingEventName.checkout, {});
  return props.cartToken ? (
    <TokenCheckout cartToken={props.cartToken} money={props.money} />
  ) : (
    <ShopperCheckout money={props.money} />
  );
}

/** A subscription's one-entry cart, read by its token (never the shopper's own cart). */
function TokenCheckout({ cartToken, money }: { cartToken: string; money: SiteMoneySettings }) {
  const { cart, error } = useTokenCart(cartToken);
  const words = useStorefrontStrings();
  if (cart === null || cart.isPurchased || cart.entries.length === 0) {
    const note = error ?? (cart === null ? null : words.emptyCart);
    return (
      <div className="sb-checkout-page">
        <h1>{words.checkoutTitle}</h1>
        {note ? <p className="sb-cart-empty">{note}</p> : <p role="status">{words.cartLoading}</p>}
      </div>
    );
  }
  return <CheckoutDetails cart={cart} money={money} cartToken={cartToken} />;
}

function ShopperCheckout({ money }: { money: SiteMoneySettings }) {
  const cart = useCart((state) => shoppingCart(state.cart));
  const loaded = useCart((state) => state.loaded);
  const loadError = useFreshCart();
  const words = useStorefrontStrings();
  if (!loaded && loadError === null) {
    return (
      <div className="sb-checkout-page">
        <h1>{words.checkoutTitle}</h1>
        <p role="status">{words.cartLoading}</p>
      </div>
    );
  }
  if (cart === null || cart.entries.length === 0) {
    return (
      <div className="sb-checkout-page">
        <h1>{words.checkoutTitle}</h1>
        <p className="sb-cart-empty">{loadError ?? words.emptyCart}</p>
      </div>
    );
  }
  return <CheckoutDetails cart={cart} money={money} />;
}

function CheckoutDetails(props: {
  cart: ShoppingCart;
  money: SiteMoneySettings;
  cartToken?: string;
}) {
  const { cart, money, cartToken } = props;
  const navigate = useSiteNavigate();
  const [form, setForm] = useState<CheckoutForm>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [cards, setCards] = useState<GiftCardForms>({});
  const [cardErrors, setCardErrors] = useState<GiftCardErrors>({});
  const giftCards = giftCardEntries(cart);
  const [message, setMessage] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const needsAddress = needsShippingAddress(cart);
  const words = useStorefrontStrings();
  const { language } = useStorefront();
  const labels = fieldLabels(form.country, words);
  const nameOf = useProductNames();
  const regions = addressConfig(form.country).regions;

  const set = (field: keyof CheckoutForm) => (value: string) => {
    setForm((current) =>
      field === 'country'
        ? { ...current, country: value, state: '' }
        : { ...current, [field]: value },
    );
  };

  const submit = async () => {
    const found = checkoutErrors(form, needsAddress, words);
    const foundCards = giftCardErrors(giftCards, cards, Date.now());
    setErrors(found);
    setCardErrors(foundCards);
    if (Object.keys(found).length > 0 || Object.keys(foundCards).length > 0) {
      setMessage(words.fixInformation);
      return;
    }
    setPlacing(true);
    setMessage(null);
    try {
      const { order } = await placeOrder({
        ...orderRequest(form, needsAddress),
        ...(cartToken ? { cartToken } : {}),
        ...(giftCards.length > 0 ? { giftCards: giftCardRequests(giftCards, cards) } : {}),
      });
      navigate(orderConfirmedAddress(order.id));
    } catch (failure) {
      setMessage(cartFailureMessage(failure, CartMessage.fixInformation));
      setPlacing(false);
    }
  };

  const field = (
    name: keyof CheckoutForm,
    props: { type?: string; autoComplete?: string } = {},
  ) => (
    <Field
      name={name}
      label={labels[name]}
      value={form[name]}
      error={errors[name]}
      onChange={set(name)}
      {...props}
    />
  );

  return (
    <div className="sb-checkout-page">
      <h1>{words.checkoutTitle}</h1>
      <p className="sb-checkout-test-note">{words.checkoutTestNote}</p>
      <section className="sb-order-summary" aria-labelledby="sb-order-summary-title">
        <h2 id="sb-order-summary-title">{words.orderSummary}</h2>
        <ul>
          {cart.entries.map((entry) => (
            <li key={entry.id}>
              <span>
                {nameOf(entry.itemId, entry.title)} × {entry.quantity}
              </span>
              <span>{formatSiteMoney(entry.subTotal, money)}</span>
            </li>
          ))}
        </ul>
        <p className="sb-order-total">
          <span>{words.orderTotal}</span> <strong>{formatSiteMoney(cart.grandTotal, money)}</strong>
        </p>
      </section>
      <form
        className="sb-checkout-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {field('email', { type: 'email', autoComplete: 'email' })}
        {needsAddress ? (
          <fieldset>
            <legend>{words.shippingAddress}</legend>
            <Field
              name="country"
              label={labels.country}
              value={form.country}
              error={errors.country}
              onChange={set('country')}
              options={CHECKOUT_COUNTRIES.map((country) => ({
                value: country.code,
                label: countryName(country.code, language),
              }))}
            />
            <div className="sb-field-row">
              {field('firstName', { autoComplete: 'given-name' })}
              {field('lastName', { autoComplete: 'family-name' })}
            </div>
            <AddressCombobox
              label={labels.address1}
              value={form.address1}
              error={errors.address1}
              country={form.country}
              onChange={set('address1')}
              onPlace={(address) => setForm((current) => formWithPlace(current, address))}
            />
            {field('address2', { autoComplete: 'address-line2' })}
            {field('city', { autoComplete: 'address-level2' })}
            <div className="sb-field-row">
              <Field
                name="state"
                label={labels.state}
                value={form.state}
                error={errors.state}
                onChange={set('state')}
                options={
                  regions.length > 0
                    ? [
                        {
                          value: '',
                          label: fillWords(words.selectRegion, {
                            region: labels.state.toLocaleLowerCase(language),
                          }),
                        },
                      ].concat(
                        regions.map((region) => ({ value: region.code, label: region.name })),
                      )
                    : undefined
                }
              />
              {field('postalCode', { autoComplete: 'postal-code' })}
            </div>
          </fieldset>
        ) : null}
        <GiftCardFields
          entries={giftCards}
          forms={cards}
          errors={cardErrors}
          onChange={(entryId, card) => setCards((current) => ({ ...current, [entryId]: card }))}
        />
        {message ? (
          <p className="sb-cart-error" role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" className="sb-button" disabled={placing}>
          {words.placeOrder}
        </button>
      </form>
    </div>
  );
}
