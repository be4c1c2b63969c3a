// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { initialAddToCart } from '../../../shared/machines/add-to-cart';
import {
  addButtonOf,
  inactiveUntilScript,
  paintAddButtons,
  paintCartQuantity,
  paintRestock,
  productRoots,
  quickViewButtonOf,
  readTemplateChoice,
} from './template-controls';

/** Markup as the reference engine's commerce formatters write it. */
function page(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <select data-variant-option-name="Size"><option value="">Select Size</option>
      <option value="Small">Small</option><option value="Large">Large</option></select>
    <div class="variant-radiobtn-wrapper" data-variant-option-name="Wood">
      <input type="radio" value="Oak" name="w"><input type="radio" value="Ash" name="w"></div>
    <div class="product-quantity-input"><input type="number" value="1"></div>
    <div class="sqs-add-to-cart-button" role="button"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div>
    <div class="product-restock-notification" data-variant-id="v1" hidden></div>
    <div class="product-restock-notification" data-variant-id="v2" hidden></div>
    <span class="sqs-cart-quantity">0</span>`;
  return root;
}

describe('the template’s commerce markup', () => {
  it('reads the chosen options from drop-downs and radio buttons, and the quantity', () => {
    const root = page();
    expect(readTemplateChoice(root)).toEqual({ selection: {}, quantity: '1' });
    root.querySelector('select')!.value = 'Large';
    root.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]!.checked = true;
    root.querySelector<HTMLInputElement>('input[type="number"]')!.value = '3';
    expect(readTemplateChoice(root)).toEqual({
      selection: { Size: 'Large', Wood: 'Ash' },
      quantity: '3',
    });
  });

  it('has no quantity when the template shows none', () => {
    const root = document.createElement('div');
    expect(readTemplateChoice(root).quantity).toBeNull();
  });

  it('paints the add button from the state machine, disabled until the script runs', () => {
    const root = page();
    const button = root.querySelector<HTMLElement>('.sqs-add-to-cart-button')!;
    const idle = initialAddToCart('Add To Cart', { giftCard: false, expressCheckout: false });
    paintAddButtons(root, idle, false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    paintAddButtons(root, idle, true);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    paintAddButtons(root, { ...idle, phase: 'adding', text: 'Adding…' }, true);
    expect(button.textContent).toBe('Adding…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(addButtonOf(button.firstElementChild)).toBe(button);
    expect(addButtonOf(root)).toBeNull();
  });

  it('marks the server’s add buttons inactive until the script runs, and nothing else', () => {
    const html = '<div class="sqs-add-to-cart-button" role="button"><div>Add</div></div><p>x</p>';
    expect(inactiveUntilScript(html)).toBe(
      '<div class="sqs-add-to-cart-button" role="button" aria-disabled="true"><div>Add</div></div><p>x</p>',
    );
  });

  it('reads the serialized tags exactly: other classes, quoted ">", an earlier aria-disabled', () => {
    const html = [
      '<div class="sqs-add-to-cart-button-wrapper" data-x="a > b">',
      '<div data-v="[{&quot;n&quot;:&quot;<i>&quot;}]" class="x sqs-add-to-cart-button primary" aria-disabled="false" tabindex="0">Add</div>',
      '<p class="sqs-add-to-cart-button-inner">sqs-add-to-cart-button</p></div>',
    ].join('');
    const holder = document.createElement('div');
    holder.innerHTML = inactiveUntilScript(html);
    const marked = [...holder.querySelectorAll('[aria-disabled]')];
    expect(
      marked.map((element) => [element.className, element.getAttribute('aria-disabled')]),
    ).toEqual([['x sqs-add-to-cart-button primary', 'true']]);
    expect(marked[0]?.getAttribute('data-v')).toBe('[{"n":"<i>"}]');
    expect(marked[0]?.getAttribute('tabindex')).toBe('0');
    expect(holder.querySelector('[data-x]')?.getAttribute('data-x')).toBe('a > b');
  });

  it('shows only the chosen variant’s restock form, and the cart’s quantity', () => {
    const root = page();
    paintRestock(root, 'v2');
    const forms = root.querySelectorAll<HTMLElement>('.product-restock-notification');
    expect([forms[0]!.hidden, forms[1]!.hidden]).toEqual([true, false]);
    paintRestock(root, null);
    expect(forms[1]!.hidden).toBe(true);
    paintCartQuantity(root, 4);
    expect(root.querySelector('.sqs-cart-quantity')!.textContent).toBe('4');
  });
});

describe('the products of a list template’s output', () => {
  function list(): HTMLElement {
    const root = document.createElement('div');
    root.innerHTML = `<section>
      <h1>Shop</h1>
      <article id="a"><h2>A</h2>
        <div class="product-quantity-input" data-item-id="p1"><input type="number"></div>
        <div class="sqs-add-to-cart-button" data-item-id="p1"></div>
        <span class="sqs-product-quick-view-button" data-id="p1">Quick View</span></article>
      <article id="b"><div><div class="sqs-add-to-cart-button" data-item-id="p2"></div></div></article>
    </section>`;
    return root;
  }

  it('finds each product’s part: the largest around its controls holding no other product', () => {
    const roots = productRoots(list());
    expect([...roots.keys()]).toEqual(['p1', 'p2']);
    expect(roots.get('p1')?.id).toBe('a');
    expect(roots.get('p2')?.id).toBe('b');
  });

  it('stops below the output itself when it is one product', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Intro</p><div class="sqs-add-to-cart-button" data-item-id="p1"></div>';
    const part = productRoots(root).get('p1');
    expect(part?.className).toBe('sqs-add-to-cart-button');
  });

  it('knows a quick-view button an event reaches', () => {
    const root = list();
    const button = root.querySelector('.sqs-product-quick-view-button');
    expect(quickViewButtonOf(button)?.dataset.id).toBe('p1');
    expect(quickViewButtonOf(root.querySelector('h1'))).toBeNull();
  });
});
