import { describe, expect, it } from 'vitest';
import {
  checkImageUrl,
  checkLinkUrl,
  checkWebUrl,
  safeImageSrc,
  safeLinkHref,
  safeWebHref,
} from './url';
import { optionalLinkUrlSchema } from './url-schema';

describe('checkLinkUrl', () => {
  it.each([
    '#',
    '#contact',
    '/',
    '/about-us',
    '/shop?tag=new#top',
    'about',
    'products/shoes',
    './about',
    'https://example.com',
    'http://example.com/path?q=1',
    'HTTPS://EXAMPLE.COM',
    'mailto:hello@example.com',
    'tel:+15551234567',
    '  /padded  ',
    `/${'a'.repeat(2082)}`,
  ])('accepts %j', (url) => {
    expect(checkLinkUrl(url)).toEqual({ ok: true });
  });

  it.each([
    ['javascript:alert(1)', '"javascript:" links are not allowed.'],
    ['JavaScript:alert(1)', '"javascript:" links are not allowed.'],
    [' javascript:alert(1)', '"javascript:" links are not allowed.'],
    ['java\tscript:alert(1)', 'An address must not contain tabs or line breaks.'],
    ['java\nscript:alert(1)', 'An address must not contain tabs or line breaks.'],
    ['data:text/html,hi', '"data:" links are not allowed.'],
    ['vbscript:x', '"vbscript:" links are not allowed.'],
    ['ftp://example.com', '"ftp:" links are not allowed.'],
    ['about:blank', '"about:" links are not allowed.'],
    ['//evil.example', 'Start an address on another site with https://.'],
    ['/\\evil.example', 'An address must not contain backslashes.'],
    ['https://', 'Enter a full web address such as https://example.com.'],
    ['http:', 'Enter a full web address such as https://example.com.'],
    ['mailto:', 'Add an address after mailto:.'],
    ['', 'Enter an address.'],
    ['   ', 'Enter an address.'],
    [`/${'a'.repeat(2083)}`, 'An address can be at most 2083 characters.'],
  ])('refuses %j', (url, start) => {
    const verdict = checkLinkUrl(url);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.message.startsWith(start)).toBe(true);
  });
});

describe('checkImageUrl', () => {
  it.each(['/images/a.jpg', 'images/a.jpg', 'https://cdn.example.com/a.png', 'http://x.example/a'])(
    'accepts %j',
    (url) => {
      expect(checkImageUrl(url)).toEqual({ ok: true });
    },
  );

  it.each([
    ['javascript:alert(1)', '"javascript:" images are not allowed.'],
    ['data:image/png;base64,AAAA', '"data:" images are not allowed.'],
    ['mailto:a@b.example', '"mailto:" images are not allowed.'],
    ['//cdn.example/a.png', 'Start an address on another site with https://.'],
  ])('refuses %j', (url, start) => {
    const verdict = checkImageUrl(url);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.message.startsWith(start)).toBe(true);
  });
});

describe('checkWebUrl', () => {
  it.each([
    ['https://vimeo.com/76979871', null],
    [' http://example.com/a ', null],
    ['', 'Enter an address. Use an address starting with https:// or http://.'],
    ['/about', 'Enter a full web address such as https://example.com.'],
    ['vimeo.com/123', 'Enter a full web address such as https://example.com.'],
    [
      'mailto:a@b.example',
      '"mailto:" addresses are not allowed. Use an address starting with https:// or http://.',
    ],
    [
      'javascript:alert(1)',
      '"javascript:" addresses are not allowed. Use an address starting with https:// or http://.',
    ],
    ['https://', 'Enter a full web address such as https://example.com.'],
  ])('%j -> %j', (url, message) => {
    const verdict = checkWebUrl(url);
    expect(verdict.ok ? null : verdict.message).toBe(message);
  });
});

describe('safe values for rendering', () => {
  it.each([
    [' /about ', '/about'],
    ['javascript:alert(1)', null],
    [42, null],
    [undefined, null],
  ])('safeLinkHref(%j) is %j', (value, expected) => {
    expect(safeLinkHref(value)).toBe(expected);
  });

  it.each([
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['', null],
    ['javascript:alert(1)', null],
    [null, null],
  ])('safeImageSrc(%j) is %j', (value, expected) => {
    expect(safeImageSrc(value)).toBe(expected);
  });

  it.each([
    [' https://youtu.be/aqz-KE-bpKQ ', 'https://youtu.be/aqz-KE-bpKQ'],
    ['/about', null],
    [7, null],
  ])('safeWebHref(%j) is %j', (value, expected) => {
    expect(safeWebHref(value)).toBe(expected);
  });
});

describe('optionalLinkUrlSchema', () => {
  it.each([
    ['', true],
    ['/about', true],
    ['https://example.com', true],
    ['javascript:alert(1)', false],
  ])('%j -> ok %j', (value, ok) => {
    expect(optionalLinkUrlSchema.safeParse(value).success).toBe(ok);
  });
});
