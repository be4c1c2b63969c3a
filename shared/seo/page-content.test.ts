import { describe, expect, it } from 'vitest';
import { BlockType } from '../codes/block-type-codes';
import { richTextFromPlain } from '../content/rich-text/plain';
import { block, page, section } from '../document/fixtures';
import { absoluteUrl, productPath } from './addresses';
import { escapeMarkup, jsonForScript } from './escape';
import { shopSite } from './fixtures';
import { blockText, firstImageUrl, pageText } from './page-content';

describe('blockText', () => {
  it('reads rich text, and the string settings visitors read, but no addresses or choices', () => {
    const text = blockText(
      block('b', BlockType.image, {
        design: 'inline',
        title: 'Made <em>by</em> hand',
        link: 'https://example.com/oak',
        image: { url: '/files/f/oak.jpg', fileId: 'f', name: 'oak.jpg' },
        items: [
          { id: 'i1', question: 'Which wood?', answer: { root: richTextFromPlain('Oak.').root } },
        ],
        content: richTextFromPlain('First.\n\nSecond   line.'),
        count: 3,
      }),
    );
    expect(text).toBe('Made by hand Which wood? Oak. First. Second line.');
  });
});

describe('pageText and firstImageUrl', () => {
  it('joins the blocks of every section in order', () => {
    expect(pageText(shopSite().pages[0]!)).toBe('Welcome to the oak workshop. Made by hand');
  });

  it('finds the first image block with an image, skipping empty and unreadable ones', () => {
    const empty = block('e', BlockType.image, { image: null });
    const unreadable = {
      ...block('u', BlockType.image, { image: { url: '/files/u/x.png' } }),
      unreadable: { reason: 'old' },
    };
    const real = block('r', BlockType.image, { image: { url: '/files/r/y.png' } });
    expect(
      firstImageUrl(page('p', [section('s', [empty, unreadable]), section('t', [real])])),
    ).toBe('/files/r/y.png');
    expect(firstImageUrl(page('p', [section('s', [empty])]))).toBeUndefined();
  });
});

describe('addresses', () => {
  it('puts products below the products page, and none when the site has no such page', () => {
    expect(productPath(shopSite(), 'oak bowl')).toBe('/shop/oak%20bowl');
    expect(productPath({ pages: [page('home')] }, 'oak')).toBeUndefined();
  });

  it.each([
    ['/about', 'https://shop.example/about'],
    ['https://cdn.example/a.jpg?w=1', 'https://cdn.example/a.jpg?w=1'],
    ['//evil.example/a', undefined],
    ['/\\evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['https://a.example/x\ny', undefined],
    ['https://user@evil.example/', undefined],
    ['about', undefined],
  ])('makes %j absolute as %j', (address, expected) => {
    expect(absoluteUrl('https://shop.example/', address)).toBe(expected);
  });
});

describe('escaping', () => {
  it('escapes the five markup characters', () => {
    expect(escapeMarkup(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('writes JSON no script can be ended or commented by, that reads back the same', () => {
    const value = { a: '</script><!-- & \u2028\u2029' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
