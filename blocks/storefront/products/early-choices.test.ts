// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readEarlyChoices } from './early-choices';

function page(html: string): HTMLElement {
  const root = document.createElement('article');
  root.innerHTML = html;
  return root;
}

describe('readEarlyChoices', () => {
  it('reads the checked radio and the chosen drop-down value of each option', () => {
    const root = page(`
      <input type="radio" name="a" data-option="Size" value="Small">
      <input type="radio" name="a" data-option="Size" value="Large">
      <select data-option="Finish"><option value="">Choose</option><option>Walnut</option></select>
      <select data-option="Legs"><option value="">Choose</option><option>Steel</option></select>`);
    (root.querySelector('[value="Large"]') as HTMLInputElement).checked = true;
    (root.querySelector('[data-option="Finish"]') as HTMLSelectElement).value = 'Walnut';
    expect(readEarlyChoices(root)).toEqual({
      selection: { Size: 'Large', Finish: 'Walnut' },
      quantity: null,
    });
  });

  it('reads the quantity as typed, and nothing when nothing was chosen', () => {
    const root = page(`
      <input type="radio" name="a" data-option="Size" value="Small">
      <input type="number" data-quantity value="1">`);
    (root.querySelector('[data-quantity]') as HTMLInputElement).value = '3';
    expect(readEarlyChoices(root)).toEqual({ selection: {}, quantity: '3' });
  });
});
