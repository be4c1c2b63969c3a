// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { formAddress, linkIntent } from './links';

afterEach(() => {
  document.body.innerHTML = '';
});

function intentOf(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const event = new MouseEvent('click', { bubbles: true, button: 0, ...init });
  let intent: ReturnType<typeof linkIntent> | null = null;
  document.addEventListener('click', (e) => (intent = linkIntent(e)), { once: true });
  document.querySelector('[data-at]')!.dispatchEvent(event);
  return intent;
}

describe('linkIntent', () => {
  it.each([
    ['<a href="/cart"><b data-at>Cart</b></a>', {}, { kind: 'route', address: '/cart' }],
    ['<a data-at href="/search?q=x">s</a>', {}, { kind: 'route', address: '/search?q=x' }],
    [
      '<a data-at href="https://example.com/">x</a>',
      {},
      { kind: 'external', href: 'https://example.com/' },
    ],
    ['<a data-at href="/about" target="_blank">x</a>', {}, { kind: 'none' }],
    ['<a data-at href="/media/a.jpg">x</a>', {}, { kind: 'none' }],
    ['<a data-at href="mailto:a@b.c">x</a>', {}, { kind: 'none' }],
    ['<a data-at href="/about">x</a>', { shiftKey: true }, { kind: 'none' }],
    ['<a data-at href="/about">x</a>', { button: 1 }, { kind: 'none' }],
    ['<p data-at>no link</p>', {}, { kind: 'none' }],
  ] as const)('%s', (html, init, intent) => {
    expect(intentOf(html, init)).toEqual(intent);
  });
});

describe('formAddress', () => {
  function form(html: string) {
    document.body.innerHTML = html;
    return document.querySelector('form')!;
  }

  it('builds the address a GET form inside the site goes to', () => {
    const search = form(
      '<form action="/search" method="get"><input name="q" value="oak chair"></form>',
    );
    expect(formAddress(search, null)).toBe('/search?q=oak+chair');
    expect(formAddress(form('<form action="/search"></form>'), null)).toBe('/search');
  });

  it.each([
    ['<form action="/search" method="post"><input name="q" value="x"></form>'],
    ['<form action="https://example.com/search"></form>'],
    ['<form></form>'],
    ['<form action="/api/x"></form>'],
  ])('leaves %s alone', (html) => {
    expect(formAddress(form(html), null)).toBeNull();
  });
});
