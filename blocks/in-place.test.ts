// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BlockType } from '../shared/codes/block-type-codes';
import { inPlaceTarget, inPlaceTargets, inPlaceTextAt } from './in-place';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('inPlaceTarget', () => {
  it('edits the Text block’s content where it stands, and not a block without such text', () => {
    expect(inPlaceTarget(BlockType.html)).toEqual({
      selector: '.sb-rich-text',
      path: ['content'],
      kind: 'rich',
    });
    expect(inPlaceTarget(BlockType.spacer)).toBeNull();
    expect(inPlaceTargets(BlockType.spacer)).toEqual([]);
  });

  it('edits button labels, quotes and captions as plain text', () => {
    const paths = (type: number) => inPlaceTargets(type).map(({ path, kind }) => [path[0], kind]);
    expect(paths(BlockType.button)).toEqual([['label', 'line']]);
    expect(paths(BlockType.quote)).toEqual([
      ['text', 'lines'],
      ['source', 'line'],
    ]);
    expect(paths(BlockType.image)).toContainEqual(['caption', 'line']);
    expect(inPlaceTarget(BlockType.quote, 2)).toBeNull();
  });
});

describe('inPlaceTextAt', () => {
  const at = (html: string, selector: string) => {
    document.body.innerHTML = html;
    return inPlaceTextAt(document.querySelector(selector)!);
  };
  const TEXT = `<div data-block-id="t" data-block-type="${BlockType.html}">
    <div class="sb-rich-text"><h2>Title</h2><p>Body <b>bold</b></p></div><span class="x">x</span></div>`;

  it.each([
    ['a paragraph', 'p'],
    ['a heading', 'h2'],
    ['a mark inside a paragraph', 'b'],
  ])('finds the Text block from %s', (_name, selector) => {
    expect(at(TEXT, selector)).toEqual({ blockId: 't', field: 0 });
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

  it('finds which of an image’s texts was clicked', () => {
    const image = `<figure data-block-id="i" data-block-type="${BlockType.image}"><img alt="">
      <div class="sb-image-text"><h3 class="sb-image-title">T</h3></div><figcaption>C</figcaption></figure>`;
    expect(at(image, 'figcaption')).toEqual({ blockId: 'i', field: 0 });
    expect(at(image, 'h3')).toEqual({ blockId: 'i', field: 1 });
    expect(at(image, 'img')).toBeNull();
  });
});
