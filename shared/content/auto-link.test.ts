import { describe, expect, it } from 'vitest';
import { autoLink } from './auto-link';

const links = (text: string) =>
  autoLink(text, '/blog')
    .filter((part) => part.kind === 'link')
    .map((part) => (part.kind === 'link' ? [part.text, part.href] : []));

describe('autoLink', () => {
  it.each([
    'http://a.example/x',
    'https://a.example/x?y=1',
    'ftp://files.example/a',
    'file:///tmp/a',
  ])('links the address %s', (address) => {
    expect(links(`see ${address} now`)).toEqual([[address, address]]);
  });

  it('links no other scheme, and leaves a trailing stop out of the address', () => {
    expect(links('javascript://x%0Aalert(1) mailto:a@b.example data:text/html,x')).toEqual([]);
    expect(links('Read https://a.example/post.')).toEqual([
      ['https://a.example/post', 'https://a.example/post'],
    ]);
  });

  it('links mentions to the author’s items and hashtags to the tag’s, not an email address', () => {
    expect(links('Thanks @ana_b! #news and #Pottery; mail ana@example.com')).toEqual([
      ['@ana_b', '/blog?author=ana_b'],
      ['#news', '/blog?tag=news'],
      ['#Pottery', '/blog?tag=Pottery'],
    ]);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'a @b c https://d.example/e. #f <g>';
    expect(
      autoLink(text, '/blog')
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});
