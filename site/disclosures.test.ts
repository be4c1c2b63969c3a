// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enhanceDisclosures, SCRIPTED_ATTRIBUTE } from './disclosures';

// The header as the server renders it: a menu button, a folder with its submenu, a link.
const HEADER = `
<header class="sb-site-header">
  <nav class="sb-site-nav" aria-label="Main">
    <button type="button" class="sb-menu-button" aria-expanded="false" aria-controls="panel">Menu</button>
    <div id="panel" class="sb-site-nav-panel">
      <ul class="sb-nav-list">
        <li class="sb-nav-folder">
          <button type="button" class="sb-nav-folder-title" aria-expanded="false" aria-controls="sub">Collections</button>
          <ul id="sub" class="sb-nav-submenu" hidden><li><a href="/bowls">Bowls</a></li></ul>
        </li>
        <li><a href="/shop">Shop</a></li>
      </ul>
    </div>
  </nav>
</header>`;

const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const pressEscape = (element: Element) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

// One page per test: the listeners stay on the document, so it is built afresh.
let enhanced = false;
beforeEach(() => {
  document.body.innerHTML = HEADER;
  if (!enhanced) enhanceDisclosures(document);
  enhanced = true;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the live header without React', () => {
  it('marks the page as scripted, so the stylesheet folds the menu', () => {
    expect(document.documentElement.hasAttribute(SCRIPTED_ATTRIBUTE)).toBe(true);
  });

  it('opens and closes the menu from its button', () => {
    const menu = $<HTMLButtonElement>('.sb-menu-button');
    click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect($('.sb-site-nav').hasAttribute('data-open')).toBe(true);
    click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect($('.sb-site-nav').hasAttribute('data-open')).toBe(false);
  });

  it('opens a folder, and Escape closes it and gives focus back to its button', () => {
    click($('.sb-menu-button'));
    const folder = $<HTMLButtonElement>('.sb-nav-folder-title');
    click(folder);
    expect($<HTMLElement>('#sub').hidden).toBe(false);
    pressEscape($('#sub a'));
    expect($<HTMLElement>('#sub').hidden).toBe(true);
    expect(folder.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(folder);
    // The menu itself is still open; a second Escape closes it.
    pressEscape(folder);
    expect($('.sb-menu-button').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe($('.sb-menu-button'));
  });

  it('closes the menu when a link in it is chosen', () => {
    click($('.sb-menu-button'));
    const link = $('a[href="/shop"]');
    link.addEventListener('click', (event) => event.preventDefault());
    click(link);
    expect($('.sb-site-nav').hasAttribute('data-open')).toBe(false);
  });
});
