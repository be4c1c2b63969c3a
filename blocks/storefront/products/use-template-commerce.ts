// The commerce markup of one product in an owner's template's output (docs/templates.md), run
// with the built-in product details' own logic: the variant choice and quantity read from its
// controls, the add button's state machine and add flow (use-product-add.ts), the back-in-stock
// sign-up and the cart's quantity. `root` holds the product's markup (a product page's whole
// output, or one product of a list); `html` changes when the output does, to read it again.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { CommercePath, type ProductItem } from '../../../shared/api/commerce';
import {
  restockEmailError,
  restockFailureMessage,
  restockSuccessText,
} from '../../../shared/forms/restock';
import { useHydrated } from '../../use-hydrated';
import { postJson, StorefrontApiError } from '../api';
import { useCart } from '../cart-store';
import { showRestock } from './product-view';
import {
  addButtonOf,
  paintAddButtons,
  paintCartQuantity,
  paintRestock,
  readTemplateChoice,
  TemplateSelector,
} from './template-controls';
import type { AddAlert } from './use-add-to-cart';
import { type ProductChoice, useProductAdd } from './use-product-add';

const NO_CHOICE: ProductChoice = { selection: {}, quantity: null };

/** Sends a restock form of the template; answers the text to show, or throws the error's. */
async function signUp(product: ProductItem, form: HTMLFormElement): Promise<string> {
  const email = form.querySelector<HTMLInputElement>('input[name="email"]')?.value ?? '';
  const invalid = restockEmailError(email);
  if (invalid) throw new Error(invalid);
  const join = form.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false;
  const variantId = form.closest<HTMLElement>(TemplateSelector.restock)?.dataset.variantId ?? '';
  try {
    await postJson(CommercePath.restock, {
      productId: product.id,
      variantId,
      siteVisitorEmail: email.trim(),
      isJoinMailingList: product.merchandising.mailingListSignUpEnabled && join,
    });
  } catch (failure) {
    throw new Error(
      restockFailureMessage(failure instanceof StorefrontApiError ? failure.body : null),
    );
  }
  return restockSuccessText(product.merchandising.restockSuccessText);
}

/** What the product's messages say: a problem, the add's progress, the add flow's alert. */
export interface TemplateCommerce {
  readonly message: string | null;
  readonly announcement: string;
  readonly alert: AddAlert | null;
}

export function useTemplateCommerce(
  product: ProductItem,
  root: RefObject<HTMLElement | null>,
  html: string,
): TemplateCommerce {
  const [choice, setChoice] = useState<ProductChoice>(NO_CHOICE);
  const [message, setMessage] = useState<string | null>(null);
  const { add, onAdd, variant } = useProductAdd(product, choice, setMessage);
  const ready = useHydrated();
  const cartQuantity = useCart((state) => state.cart?.totalQuantity ?? null);
  const onAddRef = useRef(onAdd);
  onAddRef.current = onAdd;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new output is read again
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      setChoice(readTemplateChoice(element));
      setMessage(null);
    };
    sync();
    const press = (event: Event) => {
      if (!addButtonOf(event.target)) return;
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      if (onAddRef.current()) setMessage(null);
    };
    const submit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(TemplateSelector.restockForm)) return;
      event.preventDefault();
      signUp(product, form).then(
        (done) => {
          const note = document.createElement('p');
          note.setAttribute('role', 'status');
          note.textContent = done;
          form.replaceWith(note);
        },
        (error: Error) => setMessage(error.message),
      );
    };
    element.addEventListener('change', sync);
    element.addEventListener('input', sync);
    element.addEventListener('click', press);
    element.addEventListener('keydown', press);
    element.addEventListener('submit', submit);
    return () => {
      element.removeEventListener('change', sync);
      element.removeEventListener('input', sync);
      element.removeEventListener('click', press);
      element.removeEventListener('keydown', press);
      element.removeEventListener('submit', submit);
    };
  }, [product, html]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new output is painted again
  useEffect(() => {
    if (root.current) paintAddButtons(root.current, add.state, ready);
  }, [add.state, ready, html]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new output is painted again
  useEffect(() => {
    const shown = variant && showRestock(product, variant) ? variant.id : null;
    if (root.current) paintRestock(root.current, shown);
  }, [product, variant, html]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new output is painted again
  useEffect(() => {
    if (root.current && cartQuantity !== null) paintCartQuantity(root.current, cartQuantity);
  }, [cartQuantity, html]);

  let announcement = '';
  if (add.state.phase === 'adding') announcement = `Adding ${product.name}…`;
  else if (add.state.phase === 'added') announcement = `Added! ${product.name} is in your cart.`;
  return { message, announcement, alert: add.alert };
}
