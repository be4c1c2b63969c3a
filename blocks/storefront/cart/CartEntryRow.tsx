// One entry of the cart page: image, title, variant, quantity (1-9999, sent on Enter or when
// the field is left), remove, the additional-fields summary with its edit form, and the line's
// subtotal. Failures show under the entry: the server's message as sent, else the spec's.
import { memo, useId, useState } from 'react';
import { ShoppingEventName } from '../../../shared/analytics/shopping-events';
import type { CartEntry } from '../../../shared/api/commerce';
import { CartMessage } from '../../../shared/cart/messages';
import { fillWords } from '../../../shared/i18n/shopper-words';
import { formatSiteMoney, type SiteMoneySettings } from '../../../shared/money/site-format';
import { checkQuantity, QUANTITY_MAX, QUANTITY_MIN } from '../../../shared/products/quantity';
import { useStorefrontStrings } from '../context';
import { trackProductEvent, useShoppingTracker } from '../shopping-tracker';
import { changeQuantity, removeEntry } from './cart-api';
import { cartFailureMessage, variantText } from './cart-view';
import { EntryAnswers } from './EntryAnswers';
import { useProductNames } from './product-names';

export const CartEntryRow = memo(function CartEntryRow(props: {
  entry: CartEntry;
  money: SiteMoneySettings;
}) {
  const { entry, money } = props;
  const [text, setText] = useState(String(entry.quantity));
  const [shown, setShown] = useState(entry.quantity);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  if (shown !== entry.quantity) {
    // The server changed the quantity (another tab, a clamp): show its value.
    setShown(entry.quantity);
    setText(String(entry.quantity));
  }

  const commit = async () => {
    const parsed = checkQuantity(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setText(String(parsed.quantity));
    if (parsed.quantity === entry.quantity) {
      setError(null);
      return;
    }
    setBusy(true);
    try {
      await changeQuantity(entry.id, parsed.quantity);
      setError(null);
    } catch (failure) {
      setText(String(entry.quantity));
      setError(cartFailureMessage(failure, CartMessage.unableToUpdateQuantity));
    } finally {
      setBusy(false);
    }
  };

  const track = useShoppingTracker();
  const words = useStorefrontStrings();
  const title = useProductNames()(entry.itemId, entry.title);
  const remove = async () => {
    setBusy(true);
    try {
      await removeEntry(entry.id);
      trackProductEvent(track, ShoppingEventName.removeFromCart, {
        id: entry.itemId,
        name: entry.title,
      });
    } catch (failure) {
      setError(cartFailureMessage(failure, CartMessage.unableToRemove));
      setBusy(false);
    }
  };

  const variant = variantText(entry);
  return (
    <li className="sb-cart-entry" data-entry-id={entry.id} aria-busy={busy}>
      {entry.imageUrl ? (
        <img className="sb-cart-entry-image" src={entry.imageUrl} alt="" loading="lazy" />
      ) : (
        <span className="sb-cart-entry-image" aria-hidden="true" />
      )}
      <div className="sb-cart-entry-main">
        <h2 className="sb-cart-entry-title">{title}</h2>
        {variant ? <p className="sb-cart-entry-variant">{variant}</p> : null}
        <EntryAnswers entry={entry} />
        {error ? (
          <p className="sb-cart-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="sb-cart-entry-controls">
        <label className="sb-visually-hidden" htmlFor={inputId}>
          {fillWords(words.cartQuantityOf, { title })}
        </label>
        <input
          id={inputId}
          className="sb-input sb-cart-quantity"
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={QUANTITY_MAX}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => void commit()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void commit();
          }}
        />
        <button
          type="button"
          className="sb-cart-remove"
          aria-label={fillWords(words.cartRemoveItem, { title })}
          disabled={busy}
          onClick={() => void remove()}
        >
          {words.cartRemove}
        </button>
      </div>
      <p className="sb-cart-entry-total">{formatSiteMoney(entry.subTotal, money)}</p>
    </li>
  );
});
