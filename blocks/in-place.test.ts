// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BlockType } from '../shared/codes/block-types';
import { inPlaceBlockAt, inPlaceTarget } from './in-place';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('inPlaceTarget', () => {
  it('edits the Text block’s content where it stands, and not a block without such text', () => {
    expect(inPlaceTarget(BlockType.html)).toEqual({ selector: '.sb-rich-text', path: ['content'] });
    expect(inPlaceTarget(BlockType.spacer)).toBeNull();
  });
});

describe('inPlaceBlockAt', () => {
  const at = (html: string, selector: string) => {
    document.body.innerHTML = html;
    return inPlaceBlockAt(document.querySelector(selector)!);
  };
  const TEXT = `<div data-block-id="t" data-block-type="${BlockType.html}">
    <div class="sb-rich-text"><h2>Title</h2><p>Body <b>bold</b></p></div><span class="x">x</span></div>`;

  it.each([
    ['a paragraph', 'p'],
    ['a heading', 'h2'],
    ['a mark inside a paragraph', 'b'],
  ])('finds the Text block from %s', (_name, selector) => {
    expect(at(TEXT, selector)).toBe('t');
  });

  it('finds nothing outside the text, or in a block of another type', () => {
    expect(at(TEXT, '.x')).toBeNull();
    const other = `<div data-block-id="s" data-block-type="${BlockType.spacer}"><div class="sb-rich-text"><p>p</p></div></div>`;
    expect(at(other, 'p')).toBeNull();
  });

  it('finds the inner block, not an outer one, when blocks nest', () => {
    const nested = `<div data-block-id="outer" data-block-type="${BlockType.html}"><div class="sb-rich-text">
      <div data-block-id="inner" data-block-type="${BlockType.spacer}"><p>p</p></div></div></div>`;
    expect(at(nested, 'p')).toBeNull();
  });
});
