// The commerce markup an owner's template emits through the reference engine's formatters
// (`add-to-cart-btn`, `variants-select`, `quantity-input`, `product-restock-notification`,
// `cart-quantity`), read and updated in the DOM: what the shopper chose, the add button's text and
// state, which variant's restock form shows, and the cart's quantity. TemplatedProduct.tsx drives
// them with the same add flow as the built-in product details.
import type { AddToCartState } from '../../../shared/machines/add-to-cart';
import type { ProductChoice } from './use-product-add';

export const TemplateSelector = {
  addButton: '.sqs-add-to-cart-button',
  addButtonText: '.sqs-add-to-cart-button-inner',
  variantControl: '[data-variant-option-name]',
  quantity: '.product-quantity-input input',
  restock: '.product-restock-notification',
  restockForm: '.product-restock-form',
  cartQuantity: '.sqs-cart-quantity',
  quickView: '.sqs-product-quick-view-button',
  product: '[data-item-id]',
} as const;

/** The variant options chosen (drop-downs and radio buttons) and the quantity field's text. */
export function readTemplateChoice(root: ParentNode): ProductChoice {
  const selection: Record<string, string> = {};
  for (const select of root.querySelectorAll<HTMLSelectElement>(
    `select${TemplateSelector.variantControl}`,
  )) {
    const name = select.dataset.variantOptionName ?? '';
    if (select.value !== '') selection[name] = select.value;
  }
  for (const group of root.querySelectorAll<HTMLElement>(
    `:not(select)${TemplateSelector.variantControl}`,
  )) {
    const checked = group.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (checked) selection[group.dataset.variantOptionName ?? ''] = checked.value;
  }
  const quantity = root.querySelector<HTMLInputElement>(TemplateSelector.quantity);
  return { selection, quantity: quantity ? quantity.value : null };
}

/** The add buttons show the machine's text; disabled ones say so (they are role="button"). */
export function paintAddButtons(root: ParentNode, state: AddToCartState, ready: boolean): void {
  for (const button of root.querySelectorAll<HTMLElement>(TemplateSelector.addButton)) {
    const text = button.querySelector(TemplateSelector.addButtonText) ?? button;
    text.textContent = state.text;
    button.dataset.phase = state.phase;
    const inactive = !ready || state.disabled || state.phase === 'adding';
    if (inactive) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    if (state.phase === 'adding') button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  }
}

/** A start tag of serialized HTML (attribute values double-quoted, `"` escaped inside them). */
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*(\/?)>/g;
const ADD_BUTTON_CLASS = /\sclass="(?:[^"]*\s)?sqs-add-to-cart-button(?:\s[^"]*)?"/;
const ARIA_DISABLED = /\saria-disabled(?:="[^"]*")?/g;

/**
 * The server's HTML: the add buttons aria-disabled until the page's script runs, as the built-in
 * button is (use-hydrated.ts), so a click before then is not silently lost. `html` is serialized
 * HTML (the sanitizer's output): its start tags are rewritten as text, without parsing it again.
 */
export function inactiveUntilScript(html: string): string {
  return html.replace(START_TAG, (tag, name: string, attributes: string, slash: string) => {
    if (!ADD_BUTTON_CLASS.test(attributes)) return tag;
    const others = attributes.replace(ARIA_DISABLED, '');
    return `<${name}${others} aria-disabled="true"${slash ? ' /' : ''}>`;
  });
}

/** Shows the restock form of `variantId` (null: none), hides the others. */
export function paintRestock(root: ParentNode, variantId: string | null): void {
  for (const form of root.querySelectorAll<HTMLElement>(TemplateSelector.restock)) {
    form.hidden = form.dataset.variantId !== variantId;
  }
}

/** Every cart quantity the template shows. */
export function paintCartQuantity(root: ParentNode, quantity: number): void {
  for (const element of root.querySelectorAll(TemplateSelector.cartQuantity)) {
    element.textContent = String(quantity);
  }
}

/** The add button an event reached, if any. */
export function addButtonOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(TemplateSelector.addButton) : null;
}

/** The quick-view button an event reached, if any. */
export function quickViewButtonOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(TemplateSelector.quickView) : null;
}

/**
 * Each product's part of a list's output, by product id: from the first element carrying the
 * product's `data-item-id` (the engine's controls do, as may the owner's markup), the largest
 * ancestor inside `container` that holds no other product's.
 */
export function productRoots(container: HTMLElement): Map<string, HTMLElement> {
  const roots = new Map<string, HTMLElement>();
  const holdsOther = (element: HTMLElement, id: string) =>
    [...element.querySelectorAll<HTMLElement>(TemplateSelector.product)].some(
      (other) => other.dataset.itemId !== id,
    );
  for (const marked of container.querySelectorAll<HTMLElement>(TemplateSelector.product)) {
    const id = marked.dataset.itemId ?? '';
    if (roots.has(id)) continue;
    let root = marked;
    while (
      root.parentElement &&
      root.parentElement !== container &&
      !holdsOther(root.parentElement, id)
    ) {
      root = root.parentElement;
    }
    roots.set(id, root);
  }
  return roots;
}
