// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { handleFrameClick } from './clicks';

afterEach(() => {
  document.body.innerHTML = '';
});

function click(selector: string): { selected: string[]; prevented: boolean } {
  const selected: string[] = [];
  const listener = (event: MouseEvent) => handleFrameClick(event, (id) => selected.push(id));
  document.addEventListener('click', listener);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector(selector)!.dispatchEvent(event);
  document.removeEventListener('click', listener);
  return { selected, prevented: event.defaultPrevented };
}

describe('handleFrameClick', () => {
  it.each([
    ['a link inside a block', 'a', ['cta'], true],
    ['text inside a link', 'a span', ['cta'], true],
    ['a non-link inside a block', 'p', ['title'], false],
    ['outside any block', 'footer', [], false],
    ['a link outside any block', 'footer a', [], true],
  ])('%s', (_name, selector, selected, prevented) => {
    document.body.innerHTML = `
      <div data-block-id="title"><p>Welcome</p></div>
      <div data-block-id="cta"><a href="/shop"><span>Shop</span></a></div>
      <footer>Footer <a href="https://example.com">out</a></footer>`;
    expect(click(selector)).toEqual({ selected, prevented });
  });
});
