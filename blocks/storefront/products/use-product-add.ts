// One product's add to cart as every storefront view runs it (the built-in product details and
// an owner's templated product page): the chosen variant, whether it is sold out, the add-to-cart
// state machine, and the add itself (checks, stock, the product's form, the cart, the next page).
import type { ProductItem } from '../../../shared/api/commerce';
import { validateAddToCart } from '../../../shared/products/add-to-cart-validation';
import { isGiftCard } from '../../../shared/products/gift-card';
import { addButtonLabel } from '../../../shared/products/texts';
import type { OptionSelection } from '../../../shared/products/variants';
import { askProductForm } from '../../form/ask-product-form';
import { postJson } from '../api';
import { cartStore } from '../cart-store';
import { useStorefront, useStorefrontStrings } from '../context';
import { useSiteNavigate } from '../navigation';
import { trackAddToCart, useShoppingTracker } from '../shopping-tracker';
import { addToCart } from './add-flow';
import { loadStock } from './catalogue';
import { addSoldOut, chosenVariant } from './product-view';
import { useAddToCart } from './use-add-to-cart';

export interface ProductChoice {
  readonly selection: OptionSelection;
  /** The quantity field's text; null when the view shows none (one is added). */
  readonly quantity: string | null;
}

/** `onInvalid` receives the validation message of a click on an incomplete choice. */
export function useProductAdd(
  product: ProductItem,
  choice: ProductChoice,
  onInvalid: (message: string) => void,
) {
  const { store } = useStorefront();
  const strings = useStorefrontStrings();
  const navigate = useSiteNavigate();
  const track = useShoppingTracker();
  const variant = chosenVariant(product, choice.selection);
  const soldOut = addSoldOut(product, variant);
  const check = () =>
    validateAddToCart({
      product,
      selection: choice.selection,
      quantity: choice.quantity ?? 1,
    });

  const add = useAddToCart(
    addButtonLabel(product, strings),
    { giftCard: isGiftCard(product), expressCheckout: store.expressCheckout },
    soldOut,
    async () => {
      const checked = check();
      if (!checked.ok || !variant) throw new Error('The choice changed while adding.');
      const outcome = await addToCart(product, variant, checked.quantity, {
        loadStock,
        post: (path, body) => postJson(path, body),
        cart: cartStore.getState().cart,
        askAnswers: askProductForm,
        expressCheckout: store.expressCheckout,
      });
      if (outcome.cart) {
        cartStore.getState().addedToCart(outcome.cart, product.name);
        trackAddToCart(track, outcome.cart, product, 'pdp');
      }
      if (outcome.next) navigate(outcome.next);
    },
  );

  /** A click on the add button: the choice checked first, then the machine's CLICK. */
  function onAdd(): boolean {
    const checked = check();
    if (!checked.ok) {
      onInvalid(checked.message);
      return false;
    }
    add.send({ type: 'CLICK' });
    return true;
  }

  return { add, onAdd, variant, soldOut };
}
