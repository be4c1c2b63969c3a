import { describe, expect, it } from 'vitest';
import { alignClass, elementTag, indentLevel, listStart, markTags, safeLink } from './render-rules';

describe('rich-text render rules', () => {
  it.each([
    [{ type: 'paragraph' }, 'p'],
    [{ type: 'heading', tag: 'h4' }, 'h4'],
    [{ type: 'heading', tag: 'script' }, 'h2'],
    [{ type: 'heading' }, 'h2'],
    [{ type: 'quote' }, 'blockquote'],
    [{ type: 'list', listType: 'number' }, 'ol'],
    [{ type: 'list', listType: 'bullet' }, 'ul'],
    [{ type: 'list', listType: 'check' }, 'ul'],
    [{ type: 'listitem' }, 'li'],
    [{ type: 'table' }, null],
    [{ type: 'root' }, null],
  ])('%j is drawn as %s', (node, tag) => {
    expect(elementTag(node)).toBe(tag);
  });

  it.each([
    ['center', 'sb-rt-align-center'],
    ['justify', 'sb-rt-align-justify'],
    ['', undefined],
    ['x" onclick="y', undefined],
    [3, undefined],
  ])('alignment %j gives class %s', (format, expected) => {
    expect(alignClass(format)).toBe(expected);
  });

  it.each([
    [2, 2],
    [2.7, 2],
    [-1, 0],
    [99, 10],
    [Number.NaN, 0],
    ['3', 0],
  ])('indent %j is level %i', (indent, level) => {
    expect(indentLevel(indent)).toBe(level);
  });

  it.each([
    [{ listType: 'number', start: 4 }, 4],
    [{ listType: 'number', start: 1 }, undefined],
    [{ listType: 'number', start: 2.5 }, undefined],
    [{ listType: 'number', start: 10_000_000 }, undefined],
    [{ listType: 'bullet', start: 4 }, undefined],
  ])('list %j starts at %s', (node, start) => {
    expect(listStart(node)).toBe(start);
  });

  it.each([
    [0, []],
    [1, ['strong']],
    [2 | 8, ['em', 'u']],
    [16 | 4, ['s', 'code']],
    [32 | 64 | 128, ['sub', 'sup', 'mark']],
    [-1, []],
    ['1', []],
  ])('format %j gives marks %j', (format, tags) => {
    expect(markTags(format)).toEqual(tags);
  });

  it.each([
    [
      { url: 'https://example.com', target: '_blank' },
      { href: 'https://example.com', newWindow: true },
    ],
    [
      { url: ' /about ', target: '_self' },
      { href: '/about', newWindow: false },
    ],
    [{ url: 'mailto:a@b.co' }, { href: 'mailto:a@b.co', newWindow: false }],
    [{ url: 'javascript:alert(1)' }, null],
    [{ url: 'data:text/html,x' }, null],
    [{ url: 5 }, null],
  ])('link %j is %j', (node, expected) => {
    expect(safeLink(node)).toEqual(expected);
  });
});
