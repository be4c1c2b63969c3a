// Choices a shopper made before the page's script ran. The live product page arrives as HTML and
// its radios, drop-downs and quantity work at once; React then hydrates it and keeps what the page
// shows (it does not reset a checked radio) but starts from an empty selection. Read once after
// hydration, these put the page's state back in step with what the shopper sees. Each variant
// control carries `data-option` (its option's name), the quantity input `data-quantity`.
import type { OptionSelection } from '../../../shared/products/variants';

export interface EarlyChoices {
  readonly selection: OptionSelection;
  /** The quantity field's text, or null when the product shows none. */
  readonly quantity: string | null;
}

export function readEarlyChoices(root: ParentNode): EarlyChoices {
  const selection: Record<string, string> = {};
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    '[data-option]',
  )) {
    const name = control.dataset.option ?? '';
    const chosen = control instanceof HTMLInputElement ? control.checked : control.value !== '';
    if (chosen) selection[name] = control.value;
  }
  const quantity = root.querySelector<HTMLInputElement>('[data-quantity]');
  return { selection, quantity: quantity ? quantity.value : null };
}
