// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FrameClickHandlers, handleFrameClick } from './clicks';

afterEach(() => {
  document.body.innerHTML = '';
});

const PAGE = `
  <div data-block-id="title"><p>Welcome</p></div>
  <div data-block-id="cta"><a href="/shop"><span>Shop</span></a></div>
  <div data-block-id="out"><a href="https://example.com/a">out</a></div>
  <div data-block-id="text" data-block-type="2"><div class="sb-rich-text"><p>Hi <a href="/shop">shop</a></p></div></div>
  <figure data-block-id="quote" data-block-type="31"><blockquote><p class="sb-quote-text">Words</p></blockquote>
    <figcaption>— <span class="sb-quote-source">Ann</span></figcaption></figure>
  <div data-block-id="label" data-block-type="53"><a class="sb-button" contenteditable="plaintext-only">Buy</a></div>
  <div data-block-id="live" data-block-type="2"><div class="sb-rich-text" contenteditable="true"><p>Typing <a href="/shop">here</a></p></div></div>
  <header><a href="/cart" class="cart">Cart</a><a href="#top">top</a></header>
  <footer>Footer <a href="https://example.com">out</a></footer>`;

function click(
  selector: string,
  { editing = true, selected = null as string | null, init = {} as MouseEventInit } = {},
) {
  document.body.innerHTML = PAGE;
  const handlers: FrameClickHandlers = {
    editing: () => editing,
    selectedBlockId: () => selected,
    select: vi.fn(),
    navigate: vi.fn(),
    openTab: vi.fn(),
    editText: vi.fn(),
  };
  const listener = (event: MouseEvent) => handleFrameClick(event, handlers);
  document.addEventListener('click', listener);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  document.querySelector(selector)!.dispatchEvent(event);
  document.removeEventListener('click', listener);
  const calls = (fn: unknown) => (fn as ReturnType<typeof vi.fn>).mock.calls.map((c) => c[0]);
  const fields = (handlers.editText as ReturnType<typeof vi.fn>).mock.calls.map((c) => c[1]);
  return {
    selected: calls(handlers.select),
    navigated: calls(handlers.navigate),
    opened: calls(handlers.openTab),
    edited: calls(handlers.editText),
    fields,
    prevented: event.defaultPrevented,
  };
}

describe('handleFrameClick', () => {
  it.each([
    ['a link inside an unselected block selects it only', 'a span', {}, ['cta'], [], []],
    ['a non-link inside a block selects it', 'p', {}, ['title'], [], []],
    ['outside any block nothing happens', 'footer', {}, [], [], []],
    [
      'a site link inside the selected block routes',
      'a span',
      { selected: 'cta' },
      [],
      ['/shop'],
      [],
    ],
    ['the cart link routes', 'a.cart', {}, [], ['/cart'], []],
    ['another site opens in a new tab', 'footer a', {}, [], [], ['https://example.com']],
    [
      'a selected block links out in a new tab',
      '[data-block-id="out"] a',
      { selected: 'out' },
      [],
      [],
      ['https://example.com/a'],
    ],
    ['away from the edited page, links route', 'a span', { editing: false }, [], ['/shop'], []],
    ['away from the edited page, blocks are not selected', 'p', { editing: false }, [], [], []],
    ['an anchor does nothing', 'a[href="#top"]', {}, [], [], []],
    ['a modified click does nothing', 'a.cart', { init: { ctrlKey: true } }, [], [], []],
  ] as const)('%s', (_name, selector, options, selected, navigated, opened) => {
    const result = click(selector, options);
    expect(result).toMatchObject({ selected, navigated, opened });
  });

  it.each([
    [
      'text of a Text block selects it and edits it there',
      '[data-block-id="text"] p',
      {},
      ['text'],
    ],
    ['a link in that text edits too', '[data-block-id="text"] a', { selected: 'text' }, []],
  ] as const)('%s', (_name, selector, options, selected) => {
    const result = click(selector, options);
    expect(result).toMatchObject({ selected, edited: ['text'], navigated: [], opened: [] });
  });

  it.each([
    ['a quote’s words edit its first text', '.sb-quote-text', 0],
    ['its source edits the second', '.sb-quote-source', 1],
  ] as const)('%s', (_name, selector, field) => {
    expect(click(selector)).toMatchObject({ edited: ['quote'], fields: [field] });
  });

  it.each([
    ['text being edited belongs to the text editor', '[data-block-id="live"] a', {}],
    ['plain text being edited belongs to its editor', '[data-block-id="label"] a', {}],
    ['a quote’s dash is not its source', '[data-block-id="quote"] figcaption', {}],
    [
      'a modified click on text does not edit it',
      '[data-block-id="text"] p',
      { init: { shiftKey: true } },
    ],
    [
      'away from the edited page, text is not edited',
      '[data-block-id="text"] p',
      { editing: false },
    ],
    ['a block of another type is not edited in place', '[data-block-id="title"] p', {}],
  ] as const)('%s', (_name, selector, options) => {
    const result = click(selector, options);
    expect(result.edited).toEqual([]);
    expect(result.navigated).toEqual([]);
  });

  it.each(['a.cart', 'footer a', 'a span', 'a[href="#top"]'])(
    'never lets %s navigate the frame itself',
    (selector) => {
      expect(click(selector).prevented).toBe(true);
    },
  );
});
